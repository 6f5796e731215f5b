import { describe, expect, test } from "vitest";
import { editorRepository, repositoryFromHost } from "./host-repository";

const PLACEHOLDER = "YOUR-GITHUB-ACCOUNT/YOUR-REPOSITORY";

describe("the repository the editor saves to, from the host's build", () => {
  test("reads Netlify's REPOSITORY_URL in each form it comes in, and GitHub Actions' GITHUB_REPOSITORY", () => {
    for (const url of [
      "https://github.com/jane-doe/notary-site",
      "https://github.com/jane-doe/notary-site.git",
      "git@github.com:jane-doe/notary-site.git",
    ]) {
      expect(repositoryFromHost({ REPOSITORY_URL: url }), url).toBe("jane-doe/notary-site");
    }
    expect(repositoryFromHost({ GITHUB_REPOSITORY: "jane-doe/notary-site" })).toBe("jane-doe/notary-site");
    expect(repositoryFromHost({ REPOSITORY_URL: "https://gitlab.com/jane-doe/notary-site" })).toBeUndefined();
    expect(repositoryFromHost({})).toBeUndefined();
  });

  test("stands in for the shipped placeholder only: a repository written in the settings wins", () => {
    const env = { REPOSITORY_URL: "https://github.com/jane-doe/notary-site" };
    expect(editorRepository(PLACEHOLDER, env)).toBe("jane-doe/notary-site");
    expect(editorRepository("dana/site", env)).toBe("dana/site");
    expect(editorRepository(PLACEHOLDER, {})).toBe(PLACEHOLDER);
  });
});
