import { readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { parse } from "yaml";
import { parseJsonc } from "../cli/start-cloudflare.mjs";
import { formAccessKey } from "../form-service-env.mjs";

// The GitHub Pages workflow is one more host recipe: it must build and publish
// exactly what the others do, or a change to them would leave it behind.
const root = join(import.meta.dirname, "..", "..");
const WORKFLOW_FILE = ".github/workflows/pages.yml";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
  id?: string;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(readFileSync(join(root, WORKFLOW_FILE), "utf8")) as Workflow;
const wrangler = parseJsonc(readFileSync(join(root, "wrangler.jsonc"), "utf8")) as {
  build: { command: string };
  assets: { directory: string };
};
const allSteps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const buildStep = allSteps.find((step) => step.run === wrangler.build.command);

function stepUsing(action: string): Step | undefined {
  return allSteps.find((step) => step.uses?.split("@")[0] === action);
}

describe(WORKFLOW_FILE, () => {
  test("builds with the deploy command the other hosts run, after a clean install", () => {
    expect(buildStep, `no step runs "${wrangler.build.command}"`).toBeDefined();
    const runs = allSteps.map((step) => step.run).filter(Boolean);
    expect(runs.indexOf("npm ci")).toBeGreaterThanOrEqual(0);
    expect(runs.indexOf("npm ci")).toBeLessThan(runs.indexOf(wrangler.build.command));
  });

  test("publishes the folder the other hosts publish", () => {
    const upload = stepUsing("actions/upload-pages-artifact");
    expect(upload).toBeDefined();
    expect(normalize(upload?.with?.path ?? "")).toBe(normalize(wrangler.assets.directory));
    expect(stepUsing("actions/deploy-pages")).toBeDefined();
  });

  test("gives the build the form key under the name the build reads, from a repository secret", () => {
    const env = buildStep?.env ?? {};
    const names = Object.keys(env);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(env[name]).toBe(`\${{ secrets.${name} }}`);
    // What the launch check and the site read, given the workflow's variables.
    const marker = "workflow-variable-reaches-the-build";
    for (const name of names) vi.stubEnv(name, marker);
    expect(formAccessKey(root)).toBe(marker);
  });

  test("runs on pushes to the branch the site editor commits to", () => {
    const settings = JSON.parse(readFileSync(join(root, "site-tools/cms/settings.json"), "utf8")) as { branch: string };
    expect(workflow.on.push.branches).toContain(settings.branch);
  });

  test("uses Node's version from netlify.toml, with npm's cache", () => {
    const nodeVersion = /^\s*NODE_VERSION = "(\d+)"$/m.exec(readFileSync(join(root, "netlify.toml"), "utf8"))?.[1];
    expect(nodeVersion).toBeDefined();
    expect(stepUsing("actions/setup-node")?.with).toMatchObject({ "node-version": nodeVersion, cache: "npm" });
  });

  test("pins every action to a major version", () => {
    const used = allSteps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(used.length).toBeGreaterThan(0);
    for (const action of used) expect(action).toMatch(/^actions\/[a-z-]+@v\d+$/);
  });

  test("grants nothing by default, and write access only to publishing to Pages", () => {
    expect(workflow.permissions).toEqual({});
    const granted = Object.entries(workflow.jobs).flatMap(([name, job]) =>
      Object.entries(job.permissions ?? {}).map(([scope, level]) => `${name}: ${scope} ${level}`),
    );
    expect(granted.filter((grant) => grant.endsWith(" write")).sort()).toEqual([
      "deploy: id-token write",
      "deploy: pages write",
    ]);
    // The job that runs the project's own code holds no write access at all.
    const buildJob = Object.entries(workflow.jobs).find(([, job]) => job.steps.includes(buildStep as Step))?.[0];
    expect(buildJob).toBeDefined();
    expect(granted.filter((grant) => grant.startsWith(`${buildJob}:`))).toEqual([`${buildJob}: contents read`]);
  });

  test("is the file the README's GitHub Pages section points to", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const section = readme.slice(
      readme.indexOf("### GitHub Pages"),
      readme.indexOf("\n### ", readme.indexOf("### GitHub Pages") + 1),
    );
    expect(section).toContain(WORKFLOW_FILE);
    for (const name of Object.keys(buildStep?.env ?? {})) expect(section).toContain(name);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});
