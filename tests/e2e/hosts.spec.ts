import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/shared-tab";
import { formEndpoint } from "../../app/lib/form-endpoint";
import { notFoundCopy } from "../../app/content/not-found";
import { listPagePaths, NOT_FOUND_PATHS } from "../../app/routes/page-paths";
import { SPANISH_ROOT } from "../../app/vocabulary/lang";
import { SECURITY_TXT_PATH } from "../../app/lib/special-paths";
import { site } from "../../app/facts/site.config";
import { CACHE_CONTROL, securityHeaders } from "../../platform/hosts/header-policy.mjs";
import { hostServers } from "../../playwright.config";

/**
 * What each real server of a host recipe sends, at the HTTP level (no
 * browser): every page at its canonical address, the not-found page, the
 * redirects the recipe promises, the header policy and caching.
 */
const notFoundPaths: readonly string[] = Object.values(NOT_FOUND_PATHS);
const pages = listPagePaths().filter((path) => !notFoundPaths.includes(path));
const policyHeaders = securityHeaders({ formOrigin: new URL(formEndpoint().url).origin });

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The hashes of a page's inline scripts and styles, found independently of
 * the build's own parser: raw-text elements end at their first closing tag.
 */
function inlineHashes(html: string) {
  // Only what a browser runs needs a hash: data blocks (structured data, her hours for the page script) never run.
  const runs = (attributes: string) => {
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    return ["", "text/javascript", "application/javascript", "module"].includes(type.toLowerCase());
  };
  const inlineScripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = ""]) => !/\ssrc=/.test(attributes) && runs(attributes),
  );
  // The module text the loader runs once the page has painted (platform/build/scripts-after-first-paint.mjs).
  const deferredModules = inlineScripts.flatMap(([, attributes = ""]) => {
    const text = /\sdata-module="([^"]*)"/.exec(attributes)?.[1];
    return text === undefined ? [] : [text.replaceAll("&quot;", '"').replaceAll("&amp;", "&")];
  });
  const scripts = [...inlineScripts.map(([, , text = ""]) => text), ...deferredModules].map(sha256);
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, , text = ""]) => sha256(text));
  return { scripts: new Set(scripts), styles: new Set(styles) };
}

function policyHashes(html: string, directive: string): Set<string> {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const sources = new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1] ?? "";
  return new Set([...sources.matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash ?? ""));
}

async function get(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  return request.get(url, { maxRedirects: 0, headers });
}

function expectPolicyHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(policyHeaders)) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
}

/** Other ways to type a page's address that a server with full redirects sends home. */
function otherForms(path: string): string[] {
  const forms = [path.toUpperCase(), path.toLowerCase(), `${path}/`, `${path}.html`];
  return [...new Set(forms)].filter((form) => form !== path && path !== "/");
}

for (const host of hostServers) {
  test.describe(`${host.name}`, () => {
    test("answers every page at its canonical address with 200, no redirect, the header policy and a script policy that matches its inline scripts", async ({
      request,
    }) => {
      for (const path of pages) {
        const response = await get(request, host.origin + path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
        expect(response.headers()["cache-control"], path).toBe(host.pageCacheControl);
        expectPolicyHeaders(response.headers(), path);
        const html = await response.text();
        const found = inlineHashes(html);
        expect(policyHashes(html, "script-src"), `script hashes of ${path}`).toEqual(found.scripts);
        expect(policyHashes(html, "style-src"), `style hashes of ${path}`).toEqual(found.styles);
      }
    });

    test("answers unknown addresses with 404 and the not-found page in the address's language", async ({ request }) => {
      const unknown = {
        en: ["/no-such-page", "/services/notarize-my-cat", "/blog/no-such-article/extra", "/espanolx"],
        es: [`${SPANISH_ROOT}/no-existe`, `${SPANISH_ROOT}/servicios/no-existe`, `${SPANISH_ROOT}/zonas/reading/x`],
      };
      const aliases = (path: string) => (host.notFoundAliasesAnswer404 ? [path, `${path}.html`] : []);
      for (const lang of ["en", "es"] as const) {
        for (const path of [...unknown[lang], ...aliases(NOT_FOUND_PATHS[lang])]) {
          const response = await get(request, host.origin + path);
          expect(response.status(), path).toBe(404);
          const html = await response.text();
          expect(html, path).toContain(`<html lang="${lang}"`);
          expect(html, path).toContain(notFoundCopy[lang].title);
          expectPolicyHeaders(response.headers(), path);
        }
      }
    });

    test("answers the not-found pages' own addresses with 404, and has no second address for a page", async ({
      request,
    }) => {
      for (const path of notFoundPaths) {
        // At most a redirect first (Cloudflare sends /404.html to /404), then 404.
        for (const form of [path, `${path}.html`]) {
          const response = await request.get(host.origin + form);
          expect(response.status(), form).toBe(404);
        }
      }
      // A page with pages below it has a folder, and in it a copy of the page (services/index.html).
      const withFolder = pages.filter((page) => page !== "/" && pages.some((other) => other.startsWith(`${page}/`)));
      expect(withFolder.length).toBeGreaterThan(0);
      for (const page of withFolder) {
        const response = await get(request, `${host.origin}${page}/index.html`);
        expect([301, 307, 308, 404], `${page}/index.html`).toContain(response.status());
        if (response.status() !== 404) {
          expect(new URL(response.headers()["location"] ?? "", host.origin).pathname, page).toBe(page);
        }
      }
    });

    test("serves no precompressed copy and no dotfile at an address of its own", async ({ request }) => {
      const home = await (await get(request, `${host.origin}/`)).text();
      const asset = /\/assets\/[^"\s&]+\.js/.exec(home)?.[0];
      expect(asset).toBeDefined();
      for (const path of ["/index.html", "/404.html", "/robots.txt", asset ?? ""]) {
        for (const suffix of [".br", ".gz"]) {
          const response = await get(request, `${host.origin}${path}${suffix}`, { "Accept-Encoding": "br, gzip" });
          expect(response.status(), path + suffix).toBe(404);
        }
      }
      // .assetsignore is in every build (for Cloudflare's upload); the others must not be served if they were.
      for (const path of ["/.assetsignore", "/.env", "/.git/config", "/images/.hidden", "/.well-known/.hidden"]) {
        expect((await get(request, host.origin + path)).status(), path).toBe(404);
      }
    });

    test("serves the well-known security contact (RFC 9116) with her e-mail", async ({ request }) => {
      const response = await get(request, `${host.origin}${SECURITY_TXT_PATH}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toContain(`Contact: mailto:${site.email}`);
      const expires = /^Expires: (.+)$/m.exec(text)?.[1] ?? "";
      const daysAway = (Date.parse(expires) - Date.now()) / 86_400_000;
      expect(daysAway).toBeGreaterThan(300);
      expect(daysAway).toBeLessThan(366);
    });

    test("sends other casings of every page to its canonical address with a 301", async ({ request }) => {
      for (const path of pages) {
        for (const form of host.redirectsEveryForm
          ? otherForms(path)
          : [path.toUpperCase()].filter((f) => f !== path)) {
          const response = await get(request, `${host.origin}${form}?from=test`);
          expect(response.status(), form).toBe(301);
          expect(new URL(response.headers()["location"] ?? "", host.origin).pathname + "?from=test", form).toBe(
            `${path}?from=test`,
          );
        }
      }
    });

    test("caches hashed assets for a year, and sends them compressed when asked where the server compresses", async ({
      request,
    }) => {
      const home = await (await get(request, `${host.origin}/`)).text();
      const assets = [...new Set([...home.matchAll(/\/assets\/[^"\s&]+\.js/g)].map(([url]) => url))];
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        const response = await get(request, host.origin + asset, { "Accept-Encoding": "br" });
        expect(response.status(), asset).toBe(200);
        expect(response.headers()["cache-control"], asset).toBe(CACHE_CONTROL.immutable);
        if (host.compresses) expect(response.headers()["content-encoding"], asset).toBe("br");
      }
      const identity = await get(request, host.origin + assets[0], { "Accept-Encoding": "br;q=0, gzip;q=0" });
      expect(identity.headers()["content-encoding"]).toBeUndefined();
    });
  });
}
