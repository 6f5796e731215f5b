import { describe, expect, test } from "vitest";
import { hostCompressesItself, isDeployBuild } from "./host-env.mjs";

describe("what a host's build machines say about themselves", () => {
  test("any build on a host's own machines is a deploy build; a CI run alone is not", () => {
    expect(isDeployBuild({})).toBe(false);
    expect(isDeployBuild({ CI: "true" })).toBe(false);
    expect(isDeployBuild({ SITE_DEPLOY: "1" })).toBe(true);
    expect(isDeployBuild({ NETLIFY: "true" })).toBe(true);
    expect(isDeployBuild({ CF_PAGES: "1" })).toBe(true);
    expect(isDeployBuild({ WORKERS_CI: "1" })).toBe(true);
  });

  test("Netlify and Cloudflare compress for themselves; a deploy built elsewhere does not", () => {
    expect(hostCompressesItself({ NETLIFY: "true" })).toBe(true);
    expect(hostCompressesItself({ CF_PAGES: "1" })).toBe(true);
    expect(hostCompressesItself({ WORKERS_CI: "1" })).toBe(true);
    expect(hostCompressesItself({ SITE_DEPLOY: "1" })).toBe(false);
    expect(hostCompressesItself({})).toBe(false);
  });
});
