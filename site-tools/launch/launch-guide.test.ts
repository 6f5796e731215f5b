import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { formAccessKey } from "../../platform/index.mjs";
import { describeLaunchProblems } from "./launch-check";

// docs/launch.md is followed word for word by someone who cannot guess: the
// files, settings and messages it names must be the project's.
const root = join(import.meta.dirname, "..", "..");
const guide = readFileSync(join(root, "docs", "launch.md"), "utf8");
/** The project's own folders (build/ and node_modules/ are made on her computer). */
const PROJECT_FOLDERS = [".github", "app", "docs", "public", "platform", "site-tools", "tests"];

describe("docs/launch.md", () => {
  test("names only files and folders that are in the repository", () => {
    // Paths in backticks, e.g. `site-tools/cms/settings.json`; what the build or the owner creates is left out.
    const named = [...guide.matchAll(/`([\w.-]+\/[\w./-]*|[\w-]+\.toml)`/g)]
      .map((match) => match[1] ?? "")
      // Repository paths start with one of its folders; `jane-doe/notary-site` is an example of hers.
      .filter((path) => PROJECT_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) || !path.includes("/"))
      .filter((path) => !path.includes("…"));
    expect(named.length).toBeGreaterThan(3);
    for (const path of new Set(named)) expect(existsSync(join(root, path)), `${path} does not exist`).toBe(true);
  });

  test("links to documents that exist, at headings they have", () => {
    const links = [...guide.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
    const relative = links.filter((link) => !/^[a-z]+:/.test(link));
    expect(relative.length).toBeGreaterThan(3);
    for (const link of relative) {
      const [file = "", anchor] = link.split("#");
      const target = file ? join(root, "docs", file) : join(root, "docs", "launch.md");
      expect(existsSync(target), `${link}: no such file`).toBe(true);
      if (anchor) expect(headingAnchors(readFileSync(target, "utf8")), `${link}: no such heading`).toContain(anchor);
    }
  });

  test("states what netlify.toml really sets", () => {
    const toml = readFileSync(join(root, "netlify.toml"), "utf8");
    const command = /^\s*command = "([^"]+)"$/m.exec(toml)?.[1];
    const publish = /^\s*publish = "([^"]+)"$/m.exec(toml)?.[1];
    const node = /^\s*NODE_VERSION = "([^"]+)"$/m.exec(toml)?.[1];
    const netlifySection = section(/^## \d+\. Put the site online with Netlify$/m);
    expect(netlifySection).toContain(`\`${command}\``);
    expect(netlifySection).toContain(`\`${publish}\``);
    expect(netlifySection.replace(/\s+/g, " ")).toContain(`Node.js ${node}`);
  });

  test("leads with the browser path: no command to type before the section for working on a computer", () => {
    const local = guide.search(/^## \d+\. Working on your own computer/m);
    expect(local).toBeGreaterThan(0);
    const browserPath = guide.slice(0, local);
    expect(browserPath).toContain("A web browser is all you need");
    expect(browserPath.match(/`(?:npm|node|npx|git) [^`]*`/g) ?? []).toEqual([
      // The command the host runs, named where the guide says what Netlify reads, never for her to type.
      expect.stringMatching(/^`npm run build:host`$/),
    ]);
    expect(guide.slice(local)).toContain("`npm run cms`");
  });

  test("says the first deploy shows the launch check's list and the editor, and the next build after an empty list goes live", () => {
    const toml = readFileSync(join(root, "netlify.toml"), "utf8");
    expect(/^\s*command = "([^"]+)"$/m.exec(toml)?.[1]).toBe("npm run build:host");
    const flat = guide.replace(/\s+/g, " ");
    expect(flat).toContain("**Open the site editor**");
    expect(flat).toContain("When the list is empty, the next build publishes your site");
    expect(flat).toContain("Launch check passed: building the site for deployment.");
  });

  test("quotes the launch check's own heading", () => {
    const heading = describeLaunchProblems(["a problem", "another"]).split("\n")[0] ?? "";
    expect(heading).toMatch(/\(2 problems\):$/);
    const quoted = heading.replace("(2 problems):", "(… problems):");
    expect(guide).toContain(quoted);
  });

  test("names the form key's variable under the name the build reads", () => {
    const names = new Set([...guide.matchAll(/`(VITE_\w+)`/g)].map((match) => match[1] ?? ""));
    expect(names.size).toBe(1);
    const marker = "the-guide's-variable-reaches-the-build";
    for (const name of names) vi.stubEnv(name, marker);
    expect(formAccessKey(root)).toBe(marker);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The guide's section under the heading that matches, up to the next section. */
function section(heading: RegExp): string {
  const start = guide.search(heading);
  expect(start, String(heading)).toBeGreaterThan(-1);
  const next = guide.slice(start + 3).search(/^## /m);
  return guide.slice(start, next === -1 ? undefined : start + 3 + next);
}

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
    (match[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-"),
  );
}
