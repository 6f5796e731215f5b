/**
 * What the platform (platform/: building, checking, serving, host recipes,
 * the editor's packaging) needs to know about this site, in one place: the
 * platform imports nothing from app/, and reads this module instead
 * (platform/contract.ts, docs/decisions/031-platform-contract.md). The checks
 * load their modules only when called: the facts are parsed on import, and a
 * broken data file must reach the data check, which names its field.
 */
import type { SiteForPlatform } from "../platform/contract";
import { ARTICLES_FOLDER, dataFiles, PHOTOS_FOLDER } from "../app/facts/schemas/data-files";
import { NOT_FOUND_PATHS, RESOURCE_PATHS } from "../app/lib/special-paths";
import { HYDRATED_MARK } from "../app/vocabulary/hydrated-mark";
import { ICON_SPRITE_ID } from "../app/vocabulary/icon-sprite";

export const siteForPlatform: SiteForPlatform = {
  notFoundPaths: Object.values(NOT_FOUND_PATHS),
  resourcePaths: RESOURCE_PATHS,
  inputFolders: ["public", "app/content", "app/facts"],
  sources: ["app", "public", "site-tools"],
  watchedFiles: Object.values(dataFiles),
  // The data files' folder, the articles and the photos: what decap-config.ts gives the editor.
  editorFolders: [...new Set(Object.values(dataFiles).map((file) => file.slice(0, file.lastIndexOf("/"))))].concat(
    ARTICLES_FOLDER,
    PHOTOS_FOLDER,
  ),
  hydratedMark: HYDRATED_MARK,
  pageScript: "app/page-script.client.ts",
  iconSprite: { id: ICON_SPRITE_ID, file: "app/assets/icons.svg" },

  pages: async () => (await import("../app/routes/page-paths")).listPagePaths(),
  formOrigin: async () => new URL((await import("../app/lib/form-endpoint")).formEndpoint().url).origin,
  writeEditor: async (options) => (await import("./cms/write-admin")).writeAdmin(options),

  async launchCheck({ root, formAccessKey, today }) {
    const data = await import("./content-rules/check-data-files");
    const dataProblems = data.findDataProblems(data.readDataFilesFrom(root));
    if (dataProblems.length > 0) return { broken: data.describeDataProblems(dataProblems) };
    const check = await import("./launch/launch-facts");
    const { contentProblemWords } = await import("./cms/owner-words");
    const facts = check.collectLaunchFacts(formAccessKey);
    return {
      problems: [
        ...check.findContentProblems(root, check.listPagePaths(), today).map(contentProblemWords(root)),
        ...check.findLaunchProblems(facts),
      ],
      sampleFacts: check.sampleFactsInUse(facts),
    };
  },
  async maskedPreview({ root, formAccessKey }) {
    const [check, preview] = await Promise.all([import("./launch/launch-facts"), import("./launch/masked-preview")]);
    return preview.maskedPreview(root, check.collectLaunchFacts(formAccessKey));
  },
  prelaunchPage: async (options) => (await import("./launch/prelaunch-page")).prelaunchPageHtml(options),

  async problemsBeforeBuild({ root, deploy, formAccessKey, today }) {
    // The owner's data files first: the checks after them read content built
    // from them, which would fail less readably on a mistake in them.
    const data = await import("./content-rules/check-data-files");
    const { findPhotoProblems } = await import("./launch/photo-problems");
    const dataProblems = [...data.findDataProblems(data.readDataFilesFrom(root)), ...(await findPhotoProblems(root))];
    if (dataProblems.length > 0) {
      const { ownerWords } = await import("./cms/owner-words");
      return data.describeDataProblems(dataProblems, ownerWords(root));
    }
    // What the owner writes, beyond its schema: no "notario" anywhere, and the
    // blog's rules. A preview stops on them like a data mistake; a deploy build
    // lists them with everything else that keeps the site from going live.
    const check = await import("./launch/launch-facts");
    const { contentProblemWords } = await import("./cms/owner-words");
    const inEditorWords = contentProblemWords(root);
    const contentProblems = check.findContentProblems(root, check.listPagePaths(), today);
    if (!deploy) {
      return contentProblems.length > 0 ? check.describeContentProblems(contentProblems, inEditorWords) : undefined;
    }
    const problems = [
      ...contentProblems.map(inEditorWords),
      ...check.findLaunchProblems(check.collectLaunchFacts(formAccessKey)),
    ];
    return problems.length > 0 ? check.describeLaunchProblems(problems) : undefined;
  },

  async benchPages() {
    const [{ services, servicePath }, { site }, { getArticles }] = await Promise.all([
      import("../app/content/services"),
      import("../app/facts/site.config"),
      import("../app/lib/articles.server"),
    ]);
    const towns = site.serviceArea.towns;
    // An English article: the list below is the English side, each Spanish counterpart follows it.
    const article = getArticles().find((candidate) => candidate.lang === "en");
    if (!services[0] || !towns[0] || !towns[1] || !article) {
      throw new Error("The site needs at least one service, two towns and one article to choose the pages to measure.");
    }
    const english = [
      "/",
      "/about",
      "/services",
      servicePath(services[0], "en"),
      "/testimonials",
      "/blog",
      `/blog/${article.slug}`,
      "/contact",
      "/faq",
      "/locations",
      `/locations/${towns[0].slug}`,
      `/locations/${towns[1].slug}`,
    ];
    const { counterpartOf } = await import("../app/routes/page-paths");
    // Each Spanish page right after its English one, so the table compares them.
    return english.flatMap((path) => [path, counterpartOf(path)?.path].filter((page) => page !== undefined));
  },
};
