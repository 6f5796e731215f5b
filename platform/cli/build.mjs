// `npm run build`: a preview build, which works with the sample facts and
// content this project ships with and labels the samples on the page. Both
// builds first check the owner's data files (app/facts/data/) and stop with
// every mistake in them listed, each with its file, field and what to do.
// `npm run build:deploy` (and any build on Netlify's or Cloudflare's own
// machines): first refuses a site that is not ready to go live — no form key,
// fictional phone or e-mail, sample names, reviews or figures — listing every
// problem at once, then builds.
// `npm run build:host` (the command netlify.toml and the other recipes name):
// the deploy build when the launch check passes; while it has problems, the
// pre-launch site (platform/build/prelaunch.mjs: the list, the editor, the
// masked preview under /preview/, nothing indexed, no sample fact), and exit 0, so the host publishes it. Only a data
// file that cannot be read at all stops it, as it stops every build.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { formAccessKey, formServiceEnv } from "../form-service-env.mjs";
import { prepareMaskedPreview } from "../build/masked-preview.mjs";
import { writePrelaunchSite } from "../build/prelaunch.mjs";
import { isDeployBuild } from "../hosts/host-env.mjs";
import { withSiteForPlatform } from "../project-module.mjs";
import { BUILD_PROBLEMS_VARIABLE } from "../editor/editor-status.mjs";

const root = join(import.meta.dirname, "..", "..");
// The build gets the environment it was started with, taken before the
// checks' loader changes it, as a production build whatever NODE_ENV the
// shell (or a test runner, "test") left: Vite would otherwise build the
// development branches. The footer's copyright year is the year of the build.
const buildEnv = { ...process.env, NODE_ENV: "production", VITE_BUILD_YEAR: String(new Date().getFullYear()) };

const formService = formServiceEnv(root);
const host = process.argv.includes("--host");
const deploy = host || process.argv.includes("--deploy") || isDeployBuild(process.env);
const checkOptions = { root, formAccessKey: formAccessKey(root), today: new Date().toISOString().slice(0, 10) };

if (host) {
  const outcome = await withSiteForPlatform(async (site) => {
    const check = await site.launchCheck(checkOptions);
    if ("broken" in check || check.problems.length === 0) return check;
    const preview = await prepareMaskedPreview({
      root,
      site,
      formAccessKey: checkOptions.formAccessKey,
      env: buildEnv,
    });
    try {
      await writePrelaunchSite({ buildDir: join(root, "build"), site, ...check, preview });
    } finally {
      if ("cleanup" in preview) preview.cleanup();
    }
    if ("refused" in preview)
      console.log(["No preview published:", ...preview.refused.map((why) => `  - ${why}`)].join("\n"));
    return check;
  });
  if ("broken" in outcome) {
    console.error(outcome.broken);
    process.exit(1);
  }
  if (outcome.problems.length > 0) {
    console.log(
      [
        `Launch check: ${outcome.problems.length} things to do before the site goes live, so this build publishes the pre-launch page`,
        "(the list, the site editor at /admin and a masked preview at /preview, nothing indexed, no sample fact). The next build after the list is empty publishes the site.",
        ...outcome.problems.map((problem) => `  - ${problem}`),
      ].join("\n"),
    );
    process.exit(0);
  }
  console.log("Launch check passed: building the site for deployment.");
} else {
  const problems = await withSiteForPlatform((site) => site.problemsBeforeBuild({ ...checkOptions, deploy }));
  if (problems) {
    console.error(problems);
    // `npm run cms` shows them at the foot of the editor too.
    const problemsFile = process.env[BUILD_PROBLEMS_VARIABLE];
    if (problemsFile) writeFileSync(problemsFile, problems);
    process.exit(1);
  }
  if (deploy) console.log("Launch check passed: building the site for deployment.");
}

const bin = join(root, "node_modules", "@react-router", "dev", "bin.js");
const build = spawnSync(process.execPath, [bin, "build"], { cwd: root, stdio: "inherit", env: buildEnv });
if (build.status !== 0) process.exit(build.status ?? 1);

// For `npm start`, which rebuilds when these settings change.
const { hasAccessKey, standInPort } = formService;
writeFileSync(join(root, "build", "form-service.json"), JSON.stringify(formService, null, 2) + "\n");
if (!hasAccessKey) {
  const line = "!".repeat(78);
  console.warn(
    [
      line,
      "!! PREVIEW BUILD: no form service key, so appointment requests go to the local",
      `!! stand-in at http://127.0.0.1:${standInPort}/submit, which only \`npm start\` runs.`,
      "!! Hosts publish the site with npm run build:host (see README, Deploying).",
      line,
    ].join("\n"),
  );
}
