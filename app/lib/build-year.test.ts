import { afterEach, describe, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the footer's copyright year", () => {
  test("is the year the build gives (VITE_BUILD_YEAR, set by platform/cli/build.mjs)", async () => {
    vi.stubEnv("VITE_BUILD_YEAR", "2031");
    vi.resetModules();
    expect((await import("./build-year")).buildYear).toBe(2031);
  });

  test("is this year where nothing was built (the dev server, the unit tests)", async () => {
    vi.stubEnv("VITE_BUILD_YEAR", "");
    vi.resetModules();
    expect((await import("./build-year")).buildYear).toBe(new Date().getFullYear());
  });
});
