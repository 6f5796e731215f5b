import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { shellChunk } from "./shell-chunk.mjs";

// An app with a root and three page modules; the graph says who imports whom.
const appDir = join(mkdtempSync(join(tmpdir(), "shell-chunk-")), "app");
mkdirSync(join(appDir, "routes"), { recursive: true });
for (const page of ["home", "faq", "contact"]) writeFileSync(join(appDir, "routes", `${page}.tsx`), "");
afterAll(() => rmSync(join(appDir, ".."), { recursive: true, force: true }));

const file = (path: string) => join(appDir, path);
const importers: Record<string, string[]> = {
  [file("components/SiteHeader.tsx")]: [file("root.tsx")],
  [file("components/Icon.tsx")]: [file("components/SiteHeader.tsx"), file("routes/faq.tsx")],
  [file("components/PageHero.tsx")]: [file("routes/home.tsx"), file("routes/faq.tsx")],
  [file("components/AppointmentForm.tsx")]: [file("routes/contact.tsx")],
  [`${file("routes/home.tsx")}?route`]: [],
  "/project/node_modules/react/index.js": [file("root.tsx")],
};
const ctx = {
  getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [], isEntry: false } : null),
};
const nameOf = shellChunk(appDir);

test("puts what the root imports, directly or through another module, into the shell", () => {
  expect(nameOf(file("components/SiteHeader.tsx"), ctx)).toBe("shell");
  expect(nameOf(file("components/Icon.tsx"), ctx)).toBe("shell");
});

test("puts what more than half of the pages import into the shell, and leaves what a few use to its own chunk", () => {
  expect(nameOf(file("components/PageHero.tsx"), ctx)).toBe("shell");
  expect(nameOf(file("components/AppointmentForm.tsx"), ctx)).toBeNull();
});

test("leaves route modules and packages alone", () => {
  expect(nameOf(`${file("routes/home.tsx")}?route`, ctx)).toBeNull();
  expect(nameOf("/project/node_modules/react/index.js", ctx)).toBeNull();
});
