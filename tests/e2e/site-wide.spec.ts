import { expect, test } from "./support/shared-tab";
import { listIndexablePaths, listPagePairs, listPagePaths } from "../../app/routes/page-paths";
import { site } from "../../app/facts/site.config";

function headValue(html: string, pattern: RegExp): string {
  return pattern.exec(html)?.[1]?.trim() ?? "";
}

test("every page has a title and a description no other page shares", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of listPagePaths()) {
    const html = await (await request.get(path)).text();
    const title = headValue(html, /<title>([^<]*)<\/title>/);
    const description = headValue(html, /<meta name="description" content="([^"]*)"/);
    expect(title, `title of ${path}`).not.toBe("");
    expect(description, `description of ${path}`).not.toBe("");
    expect(titles.get(title), `title "${title}" of ${path}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test("the sitemap lists exactly the indexable pages, at absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual(listIndexablePaths().map((path) => new URL(path, site.url).href));
});

test("the sitemap names each page's counterpart in the other language, in both entries", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc = "", rest = ""]) => [
      new URL(loc).pathname,
      Object.fromEntries(
        [...rest.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
      ),
    ]),
  );
  const pairs = listPagePairs().filter((pair) => entries.has(pair.en));
  expect(pairs.length).toBeGreaterThan(0);
  for (const pair of pairs) {
    const expected = {
      en: new URL(pair.en, site.url).href,
      es: new URL(pair.es, site.url).href,
      "x-default": new URL(pair.en, site.url).href,
    };
    expect(entries.get(pair.en), pair.en).toEqual(expected);
    expect(entries.get(pair.es), pair.es).toEqual(expected);
  }
});

test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Allow: /");
  expect(body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});
