// The page at /admin that loads Decap CMS: a flat file like every other page
// (admin.html), so every host answers /admin with 200, but with its own
// Content-Security-Policy: Decap needs what the public pages forbid.

/** The address of the site editor. Not a page of the site: no sitemap, no page checks, no budgets. */
export const ADMIN_PATH = "/admin";
/** Where the editor's files go under build/client. */
export const ADMIN_DIR = "admin";

/**
 * Where the editor talks to in production (the GitHub backend): GitHub's API,
 * and GitHub's status page, which Decap asks before it reports an error. The
 * login service (Netlify, or the owner's own Worker) is only ever opened in a
 * popup window, which no connect-src governs.
 */
const GITHUB_ORIGINS = { api: "https://api.github.com", status: "https://www.githubstatus.com" };
/** Pictures of the signed-in GitHub user. */
const GITHUB_AVATARS = "https://avatars.githubusercontent.com";

/**
 * The editor's policy, the narrowest that Decap CMS 3.16 runs under with no
 * violation (measured in Chromium, docs/decisions/015-owner-editing-cms.md):
 * 'unsafe-eval' because it compiles its config schema with ajv at run time;
 * inline styles because its CSS-in-JS writes <style> tags; blob: for the
 * pictures it previews and the files it reads before uploading. Still no
 * inline script, and no other site's code.
 * @param {{ localBackendOrigin?: string }} options the local proxy (decap-server), when this build has one
 */
export function adminCsp({ localBackendOrigin } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: ${GITHUB_AVATARS}`,
    "font-src 'self'",
    ["connect-src 'self' blob:", GITHUB_ORIGINS.api, GITHUB_ORIGINS.status, localBackendOrigin]
      .filter(Boolean)
      .join(" "),
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

const escapeAttribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The whole of admin.html. Decap finds its configuration through the
 * cms-config-url link; editor.js (a file: no inline script) adds the
 * article preview once Decap has loaded.
 * With a local backend (`npm run cms`), the page also shows at its foot what
 * keeps the preview from being built (editor-status-banner.js), from the
 * backend's `statusUrl`.
 * @param {{ csp: string, businessName: string, statusUrl?: string }} options
 */
export function adminPageHtml({ csp, businessName, statusUrl }) {
  const banner = statusUrl
    ? `\n    <script src="${ADMIN_PATH}/editor-status-banner.js" data-status-url="${escapeAttribute(statusUrl)}"></script>`
    : "";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Site editor · ${escapeAttribute(businessName)}</title>
    <link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url" />
    <link rel="icon" href="${ADMIN_PATH}/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <noscript>The site editor needs JavaScript. Turn it on for this site, then reload the page.</noscript>
    <script src="${ADMIN_PATH}/decap-cms.js"></script>
    <script src="${ADMIN_PATH}/editor.js"></script>${banner}
  </body>
</html>
`;
}
