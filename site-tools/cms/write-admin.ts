/**
 * The build step that writes the site editor (/admin) into build/client:
 * admin.html, and under admin/ Decap's bundle, config.yml and the article
 * preview. It runs after the public pages got their security policies
 * (platform/build/finish-build.mjs), so theirs never applies to it.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { stringify } from "yaml";
import { z } from "zod";
import { businessSchema } from "../../app/facts/schemas/business";
import {
  ADMIN_DIR,
  ADMIN_PATH,
  adminCsp,
  adminPageHtml,
  copyDecapBundle,
  localBackendOrigin,
  localBackendPort,
} from "../../platform/index.mjs";
import { dataFiles } from "../../app/facts/schemas/data-files";
import { decapConfig, readFaqQuestions, type CmsSettings } from "./decap-config";
import { editorRepository } from "./host-repository";

const CMS_DIR = join("site-tools", "cms");
const SETTINGS_FILE = join(CMS_DIR, "settings.json");
/** Files of the editor published as they are: this site's, and the platform's photo naming. */
const STATIC_FILES = [
  join(CMS_DIR, "editor.js"),
  join(CMS_DIR, "preview.css"),
  join(CMS_DIR, "favicon.svg"),
  join("platform", "editor", "photo-name.js"),
  join("platform", "editor", "editor-status-banner.js"),
];

const settingsSchema = z.strictObject({
  githubRepository: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the GitHub account and repository, e.g. "jane-doe/notary-site"'),
  branch: z.string().min(1),
  loginService: z.url({ protocol: /^https$/, error: "must be the https:// address of the login service" }),
});

/** The editor's settings; while they hold the placeholder repository, the host's build names the real one (host-repository.ts). */
export function readCmsSettings(projectRoot: string, env: NodeJS.ProcessEnv = process.env): CmsSettings {
  const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(join(projectRoot, SETTINGS_FILE), "utf8")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`${SETTINGS_FILE}: ${problems.join("; ")}`);
  }
  return { ...parsed.data, githubRepository: editorRepository(parsed.data.githubRepository, env) };
}

/**
 * What the editor is written with when a data file it reads is broken: the
 * editor is how the owner mends it (`npm run cms` writes the editor even when
 * the site cannot be built), so it opens all the same.
 */
const EDITOR_FALLBACK = { siteUrl: "https://example.com", businessName: "your site" };

function readBusinessForEditor(projectRoot: string) {
  try {
    const parsed = businessSchema.safeParse(JSON.parse(readFileSync(join(projectRoot, dataFiles.business), "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function readFaqQuestionsForEditor(projectRoot: string): ReturnType<typeof readFaqQuestions> {
  try {
    return readFaqQuestions(projectRoot);
  } catch {
    return [];
  }
}

/** The editor's configuration for the project as it stands, however broken its data files. */
function editorConfig(projectRoot: string, localBackendPort: number | undefined, env: NodeJS.ProcessEnv = process.env) {
  const business = readBusinessForEditor(projectRoot);
  return decapConfig({
    settings: readCmsSettings(projectRoot, env),
    localBackendPort,
    siteUrl: business?.url ?? EDITOR_FALLBACK.siteUrl,
    faqQuestions: readFaqQuestionsForEditor(projectRoot),
    towns: business?.serviceArea.towns ?? [],
  });
}

/** The editor's lists and entries, with every field's label, for messages that name them. */
export function editorCollections(projectRoot: string) {
  return editorConfig(projectRoot, undefined).collections;
}

/**
 * Writes the editor and returns its page path, for the hosts' page lists.
 * @param projectRoot where the content and the CMS settings are
 * @param clientDir build/client
 */
export function writeAdmin({
  projectRoot,
  clientDir,
  env = process.env,
}: {
  projectRoot: string;
  clientDir: string;
  env?: NodeJS.ProcessEnv;
}): string {
  const adminDir = join(clientDir, ADMIN_DIR);
  copyDecapBundle({ projectRoot, toDir: adminDir });

  const business = readBusinessForEditor(projectRoot);
  const port = localBackendPort(env);
  const config = editorConfig(projectRoot, port, env);
  // lineWidth 0: no folded lines, so patterns and hints stay exactly as written.
  const yaml = stringify(config, { lineWidth: 0 });
  writeFileSync(join(adminDir, "config.yml"), `# Written by the build from site-tools/cms/: do not edit.\n${yaml}`);
  for (const file of STATIC_FILES) copyFileSync(join(projectRoot, file), join(adminDir, basename(file)));

  const backend = port === undefined ? undefined : localBackendOrigin(port);
  const csp = adminCsp({ localBackendOrigin: backend });
  writeFileSync(
    join(clientDir, `${ADMIN_DIR}.html`),
    adminPageHtml({
      csp,
      businessName: business?.businessName ?? EDITOR_FALLBACK.businessName,
      statusUrl: backend && `${backend}/status`,
    }),
  );
  return ADMIN_PATH;
}
