// The sign-in Worker's fetch handler, run in Node against a fake GitHub token
// endpoint on 127.0.0.1; the popup page it answers is run in jsdom with a
// stand-in for the editor window that opened it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { parseJsonc } from "../../cli/start-cloudflare.mjs";
import { STATE_COOKIE, STATE_LIFETIME_SECONDS, type Env } from "./sign-in";
import worker from "./worker";

const WORKER = "https://editor-sign-in.owner.workers.dev";
const SITE = "https://www.notary-site.test";
const OTHER_SITE_ADDRESS = "https://notary-site.test";
const CLIENT_ID = "Iv1.clientid0000000";
const CLIENT_SECRET = "secret-that-stays-in-the-worker";
const GITHUB_TOKEN = "gho_tokenFromTheFakeGitHub";

/** What the fake GitHub token endpoint received, and what it answers next. */
let received: URLSearchParams[] = [];
let receivedAccept: (string | undefined)[] = [];
let nextAnswer: Record<string, string> = { access_token: GITHUB_TOKEN, token_type: "bearer", scope: "repo" };
let github: Server;
let env: Env;

beforeAll(async () => {
  github = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push(new URLSearchParams(body));
      receivedAccept.push(request.headers.accept);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(nextAnswer));
    });
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  const { port } = github.address() as AddressInfo;
  env = {
    GITHUB_CLIENT_ID: CLIENT_ID,
    GITHUB_CLIENT_SECRET: CLIENT_SECRET,
    ALLOWED_ORIGINS: `${SITE}, ${OTHER_SITE_ADDRESS}/`,
    GITHUB_TOKEN_URL: `http://127.0.0.1:${port}/login/oauth/access_token`,
  };
});
afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())));
beforeEach(() => {
  received = [];
  receivedAccept = [];
  nextAnswer = { access_token: GITHUB_TOKEN, token_type: "bearer", scope: "repo" };
});

function get(path: string, headers: Record<string, string> = {}, withEnv: Env = env) {
  return worker.fetch(new Request(`${WORKER}${path}`, { headers }), withEnv);
}

/** What the editor's popup does first: /auth, as Decap opens it. */
async function startSignIn() {
  const response = await get("/auth?provider=github&site_id=www.notary-site.test&scope=repo");
  const location = new URL(response.headers.get("location") ?? "");
  const setCookie = response.headers.get("set-cookie") ?? "";
  const cookieValue = new RegExp(`^${STATE_COOKIE}=([^;]*)`).exec(setCookie)?.[1] ?? "";
  return { response, location, setCookie, state: location.searchParams.get("state") ?? "", cookieValue };
}

/** The popup page, run with an opener that records what it is told, and can answer. */
function openPopup(html: string) {
  const told: { message: unknown; origin: string }[] = [];
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    beforeParse(window) {
      Object.defineProperty(window, "opener", {
        value: { postMessage: (message: unknown, origin: string) => told.push({ message, origin }) },
      });
    },
  });
  const answer = (data: string, origin: string) =>
    dom.window.dispatchEvent(new dom.window.MessageEvent("message", { data, origin }));
  return { told, answer, dom };
}

describe("/auth", () => {
  test("sends the owner to GitHub's consent page with the app, the callback, the scope and a state its cookie remembers", async () => {
    const { response, location, setCookie, state, cookieValue } = await startSignIn();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${WORKER}/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(cookieValue).toBe(state);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toContain(`Max-Age=${STATE_LIFETIME_SECONDS}`);
    expect(STATE_LIFETIME_SECONDS).toBeLessThanOrEqual(900);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("location")).not.toContain(CLIENT_SECRET);
  });

  test("draws a new state every time", async () => {
    const states = new Set<string>();
    for (let attempt = 0; attempt < 5; attempt++) states.add((await startSignIn()).state);
    expect(states.size).toBe(5);
  });

  test("asks GitHub for no more than repository access, whatever scope the request names", async () => {
    const response = await get("/auth?provider=github&scope=repo,admin:org,delete_repo");
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("scope")).toBe("repo");
  });

  test("refuses another provider", async () => {
    const response = await get("/auth?provider=gitlab&scope=api");
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("/callback", () => {
  test("exchanges the code at GitHub's token endpoint, and hands the token to the editor on the site's address only", async () => {
    const { state, cookieValue } = await startSignIn();
    const response = await get(`/callback?code=the-code&state=${state}`, { cookie: `${STATE_COOKIE}=${cookieValue}` });
    expect(response.status).toBe(200);

    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0] ?? [])).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: "the-code",
      redirect_uri: `${WORKER}/callback`,
    });
    expect(receivedAccept[0]).toBe("application/json");

    // The state is spent, and the page is never cached or framed.
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0`));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const html = await response.text();
    expect(html).not.toContain(CLIENT_SECRET);
    const popup = openPopup(html);
    // First the handshake, offered to each of the site's addresses and no other.
    expect(popup.told).toEqual([
      { message: "authorizing:github", origin: SITE },
      { message: "authorizing:github", origin: OTHER_SITE_ADDRESS },
    ]);
    // A page on another site answering gets nothing.
    popup.answer("authorizing:github", "https://attacker.test");
    expect(popup.told).toHaveLength(2);
    // The editor answers from the site: it gets the token, in Decap's words.
    popup.answer("authorizing:github", SITE);
    expect(popup.told[2]).toEqual({
      message: `authorization:github:success:${JSON.stringify({ token: GITHUB_TOKEN, provider: "github" })}`,
      origin: SITE,
    });
    expect(popup.dom.window.document.getElementById("status")?.textContent).toContain("Signed in");
  });

  test("runs its script under the page's own policy: the nonce in the header is the script's", async () => {
    const { state, cookieValue } = await startSignIn();
    const response = await get(`/callback?code=c&state=${state}`, { cookie: `${STATE_COOKIE}=${cookieValue}` });
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeDefined();
    const html = await response.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  test("refuses a state that is not the cookie's, without asking GitHub, and tells the editor why", async () => {
    const { cookieValue } = await startSignIn();
    const other = await startSignIn();
    const withOtherCookie: Record<string, string> = { cookie: `${STATE_COOKIE}=${cookieValue}` };
    for (const headers of [withOtherCookie, {}]) {
      const response = await get(`/callback?code=the-code&state=${other.state}`, headers);
      expect(response.status).toBe(403);
      const popup = openPopup(await response.text());
      popup.answer("authorizing:github", SITE);
      expect(popup.told.at(-1)?.message).toMatch(/^authorization:github:error:/);
      expect(JSON.parse(String(popup.told.at(-1)?.message).replace("authorization:github:error:", ""))).toHaveProperty(
        "message",
        expect.stringContaining("Login again"),
      );
    }
    expect(received).toHaveLength(0);
  });

  test("passes on GitHub's refusal of the code as Decap's error message", async () => {
    nextAnswer = { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." };
    const { state, cookieValue } = await startSignIn();
    const response = await get(`/callback?code=old&state=${state}`, { cookie: `${STATE_COOKIE}=${cookieValue}` });
    expect(response.status).toBe(502);
    const popup = openPopup(await response.text());
    popup.answer("authorizing:github", OTHER_SITE_ADDRESS);
    expect(popup.told.at(-1)).toEqual({
      message: `authorization:github:error:${JSON.stringify({ message: "GitHub refused the sign-in: The code passed is incorrect or expired." })}`,
      origin: OTHER_SITE_ADDRESS,
    });
  });

  test("says so when the owner declined on GitHub's page", async () => {
    const response = await get(
      "/callback?error=access_denied&error_description=The+user+has+denied+your+application+access.",
    );
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(text).toContain("GitHub did not sign you in: The user has denied your application access.");
    expect(received).toHaveLength(0);
  });

  test("says so when GitHub cannot be reached", async () => {
    const { state, cookieValue } = await startSignIn();
    const response = await get(
      `/callback?code=c&state=${state}`,
      { cookie: `${STATE_COOKIE}=${cookieValue}` },
      { ...env, GITHUB_TOKEN_URL: "http://127.0.0.1:9/login/oauth/access_token" },
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("GitHub could not be reached");
  });

  test("writes what it shows as text, not markup", async () => {
    const response = await get("/callback?error=x&error_description=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
    const popup = openPopup(await response.text());
    expect(popup.dom.window.document.querySelector("img")).toBeNull();
    expect(popup.dom.window.document.getElementById("status")?.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});

describe("its settings", () => {
  test("names every missing variable instead of signing anyone in", async () => {
    const response = await get("/auth?provider=github", {}, { ALLOWED_ORIGINS: SITE });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain("GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET are missing");
  });

  test("refuses the example address, an address with a path, and plain http on the internet", async () => {
    for (const [origins, problem] of [
      ["https://www.example.com", "is the example"],
      [`${SITE}/admin`, "with no path"],
      ["http://www.notary-site.test", "must start with https://"],
    ]) {
      const response = await get("/auth?provider=github", {}, { ...env, ALLOWED_ORIGINS: origins });
      expect(response.status).toBe(500);
      expect(await response.text()).toContain(problem);
    }
  });

  test("the shipped wrangler.jsonc deploys this Worker and keeps the secret out of the file", () => {
    const config = parseJsonc(readFileSync(join(import.meta.dirname, "wrangler.jsonc"), "utf8")) as {
      main: string;
      vars: Record<string, string>;
    };
    expect(config.main).toBe("worker.ts");
    expect(Object.keys(config.vars).sort()).toEqual(["ALLOWED_ORIGINS", "GITHUB_CLIENT_ID"]);
  });

  test("the Worker module exports its handler alone, as Cloudflare's runtime requires of an entry module", async () => {
    const exported = await import("./worker");
    expect(Object.keys(exported)).toEqual(["default"]);
    expect(typeof exported.default.fetch).toBe("function");
  });

  test("answers other addresses with a pointer to the editor", async () => {
    const response = await get("/");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("/admin");
  });
});
