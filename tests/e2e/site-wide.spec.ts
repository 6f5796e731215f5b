import { expect, test } from "./support/test";
import { listIndexablePaths, listPagePaths } from "../../app/page-paths";
import { site } from "../../app/site.config";

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
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual(listIndexablePaths().map((path) => new URL(path, site.url).href));
});

test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Allow: /");
  expect(body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});
