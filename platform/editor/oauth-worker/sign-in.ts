/**
 * The site editor's GitHub sign-in, for hosts without Netlify's OAuth
 * provider (Cloudflare, nginx, GitHub Pages): a Cloudflare Worker of two
 * addresses, which the editor (Decap CMS, `base_url` in its configuration)
 * opens in a popup.
 *
 * - `/auth?provider=github&scope=repo`: sends the owner to GitHub's consent
 *   page, with a random `state` that a short-lived cookie remembers.
 * - `/callback?code=…&state=…`: GitHub sends her back here. The state must be
 *   the cookie's (or anyone could hand her a sign-in of theirs); the code is
 *   exchanged for a token at GitHub, and the page hands the token to the
 *   editor that opened it, and only if that editor is on one of the site's
 *   own addresses (ALLOWED_ORIGINS).
 *
 * Decap's popup protocol (its NetlifyAuthenticator): the popup says
 * "authorizing:github" to its opener; the editor answers with the same words
 * if the popup's origin is its `base_url`; the popup then posts
 * `authorization:github:success:{"token":…,"provider":"github"}` (or
 * `…:error:{"message":…}`) to the origin that answered.
 *
 * Set up: README, "The site editor's sign-in".
 */

export interface Env {
  /** The GitHub OAuth App's Client ID. */
  GITHUB_CLIENT_ID?: string;
  /** Its client secret: a Worker secret (`wrangler secret put`), never a file. */
  GITHUB_CLIENT_SECRET?: string;
  /** The site's addresses the token may go to, comma-separated: "https://www.example.com,https://example.com". */
  ALLOWED_ORIGINS?: string;
  /** GitHub's addresses; other values only for tests or GitHub Enterprise. */
  GITHUB_AUTHORIZE_URL?: string;
  GITHUB_TOKEN_URL?: string;
}

const PROVIDER = "github";
const DEFAULT_AUTHORIZE_URL = "https://github.com/login/oauth/authorize";
const DEFAULT_TOKEN_URL = "https://github.com/login/oauth/access_token";
/** The scopes Decap asks for: `repo`, or `public_repo` for open authoring. Anything else gets `repo`. */
const SCOPES = new Set(["repo", "public_repo"]);
/** Bound to this host and https (the `__Host-` prefix); long enough to sign in to GitHub, no longer. */
export const STATE_COOKIE = "__Host-editor-sign-in-state";
export const STATE_LIFETIME_SECONDS = 600;
/** The example address the shipped wrangler.jsonc carries until the owner puts hers. */
const EXAMPLE_ORIGIN = /(^|\.)example\.(com|net|org)$/;

interface Settings {
  clientId: string;
  clientSecret: string;
  origins: string[];
  authorizeUrl: string;
  tokenUrl: string;
}

/** The Worker's answer to one request (worker.ts is the Worker itself). */
export async function signIn(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== "/auth" && url.pathname !== "/callback") {
    return plainText(
      404,
      "This service signs the site editor in to GitHub. Open the editor at your site's address followed by /admin.",
    );
  }
  if (request.method !== "GET") return plainText(405, "Only GET is answered here.");
  const settings = readSettings(env);
  if (typeof settings === "string") return resultPage(500, [], { error: settings });
  if (url.pathname === "/auth") return start(url, settings);
  return finish(request, url, settings);
}

/** The settings, or what is wrong with them in one sentence. */
function readSettings(env: Env): Settings | string {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? "";
  const required = {
    GITHUB_CLIENT_ID: clientId,
    GITHUB_CLIENT_SECRET: clientSecret,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS?.trim(),
  };
  const missing = Object.entries(required).flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length > 0) {
    return `The sign-in service is not set up: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing (README, "The site editor's sign-in").`;
  }
  const origins = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  if (origins.length === 0) return "ALLOWED_ORIGINS names no address: put your site's, like https://www.example.com.";
  for (const origin of origins) {
    const problem = originProblem(origin);
    if (problem) return `ALLOWED_ORIGINS: ${problem}`;
  }
  return {
    clientId,
    clientSecret,
    origins,
    authorizeUrl: env.GITHUB_AUTHORIZE_URL || DEFAULT_AUTHORIZE_URL,
    tokenUrl: env.GITHUB_TOKEN_URL || DEFAULT_TOKEN_URL,
  };
}

function originProblem(origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return `"${origin}" is not an address; write it like https://www.example.com`;
  }
  if (parsed.origin !== origin)
    return `"${origin}" must be only the site's address, like https://www.example.com, with no path`;
  const local = parsed.hostname === "localhost" || parsed.hostname === "127.0.0.1";
  if (parsed.protocol !== "https:" && !local) return `"${origin}" must start with https://`;
  if (EXAMPLE_ORIGIN.test(parsed.hostname)) return `"${origin}" is the example; put your site's address there`;
  return undefined;
}

/** `/auth`: to GitHub's consent page, remembering a fresh state. */
function start(url: URL, settings: Settings): Response {
  const provider = url.searchParams.get("provider") ?? PROVIDER;
  if (provider !== PROVIDER) {
    return resultPage(400, settings.origins, { error: `This service signs in to GitHub only, not "${provider}".` });
  }
  const requested = url.searchParams.get("scope") ?? "";
  const state = randomState();
  const authorize = new URL(settings.authorizeUrl);
  authorize.searchParams.set("client_id", settings.clientId);
  authorize.searchParams.set("redirect_uri", `${url.origin}/callback`);
  authorize.searchParams.set("scope", SCOPES.has(requested) ? requested : "repo");
  authorize.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: {
      location: authorize.toString(),
      "set-cookie": stateCookie(state, STATE_LIFETIME_SECONDS),
      "cache-control": "no-store",
    },
  });
}

/** `/callback`: the state checked, the code exchanged, the token handed to the editor. */
async function finish(request: Request, url: URL, settings: Settings): Promise<Response> {
  const refused = url.searchParams.get("error");
  if (refused) {
    const reason = url.searchParams.get("error_description") ?? refused;
    return resultPage(403, settings.origins, { error: `GitHub did not sign you in: ${reason}` });
  }
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const remembered = cookie(request, STATE_COOKIE);
  if (!code || !state || !remembered || !sameText(state, remembered)) {
    return resultPage(403, settings.origins, {
      error:
        "This sign-in was not started here, or took longer than 10 minutes. Close this window and click Login again.",
    });
  }
  let answer: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetch(settings.tokenUrl, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: `${url.origin}/callback`,
      }),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return resultPage(502, settings.origins, {
      error: "GitHub could not be reached. Close this window and try again.",
    });
  }
  if (!answer.access_token) {
    const reason = answer.error_description ?? answer.error ?? "no token in GitHub's answer";
    return resultPage(502, settings.origins, { error: `GitHub refused the sign-in: ${reason}` });
  }
  return resultPage(200, settings.origins, { token: answer.access_token });
}

/**
 * The popup's page: it hands the result to the editor that opened it, on one
 * of the allowed origins only, and says in words what happened.
 */
function resultPage(
  status: number,
  origins: readonly string[],
  result: { token: string } | { error: string },
): Response {
  const message =
    "token" in result
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.error })}`;
  const shown =
    "token" in result ? "Signed in. This window closes by itself." : `The sign-in did not work. ${result.error}`;
  // Inside <script>, "<" could end the element: JSON allows writing it as \u003c.
  const data = JSON.stringify({ provider: PROVIDER, origins, message }).replace(/</g, "\\u003c");
  const nonce = randomState();
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site editor sign-in</title>
<p id="status">${escapeHtml(shown)}</p>
<script type="application/json" id="sign-in-result">${data}</script>
<script nonce="${nonce}">${POPUP_SCRIPT}</script>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      // The state is spent: a second visit to this address cannot reuse it.
      "set-cookie": stateCookie("", 0),
    },
  });
}

/** Decap's handshake, run in the popup (plain ES2017, no data inside). */
const POPUP_SCRIPT = `(function () {
  var result = JSON.parse(document.getElementById("sign-in-result").textContent);
  var opener = window.opener;
  if (!opener) {
    document.getElementById("status").textContent += " Open the editor at your site's /admin and click Login there.";
    return;
  }
  window.addEventListener("message", function (event) {
    if (result.origins.indexOf(event.origin) === -1) return;
    if (event.data !== "authorizing:" + result.provider) return;
    opener.postMessage(result.message, event.origin);
  });
  result.origins.forEach(function (origin) {
    opener.postMessage("authorizing:" + result.provider, origin);
  });
})();`;

function stateCookie(value: string, maxAge: number): string {
  return `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

function cookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Compares in time independent of where the texts differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function plainText(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}
