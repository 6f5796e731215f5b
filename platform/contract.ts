/**
 * The platform's one contract with the site it builds: everything platform/
 * needs to know about the site, handed over by the project's
 * `site-tools/platform.config.ts` (the one module that imports from both sides). The
 * platform itself imports nothing from app/ or from the site's own tooling
 * (site-tools/); eslint.config.js holds that boundary
 * (docs/decisions/031-platform-contract.md).
 */
export interface SiteForPlatform {
  /** Every prerendered page path, the not-found pages included. */
  pages(): Promise<readonly string[]>;
  /** Where the `*` routes are prerendered ("/404", "/espanol/404"). */
  notFoundPaths: readonly string[];
  /** Files React Router prerenders beside the pages (feeds, sitemap, robots.txt). */
  resourcePaths: readonly string[];
  /** The origin appointment requests are sent to, for the security policy. */
  formOrigin(): Promise<string>;
  /** Folders, relative to the project root, the build reads and must hold no link. */
  inputFolders: readonly string[];
  /**
   * Folders and files, relative to the project root, the site is built from
   * besides the tools' own configuration (vite.config.ts, react-router.config.ts,
   * package.json): a change in any of them makes `npm start` build again.
   */
  sources: readonly string[];
  /**
   * Checks the owner's files before anything is built: a message listing every
   * problem (each with its file, field and fix), or undefined. A deploy build
   * also runs the launch check.
   */
  problemsBeforeBuild(options: {
    root: string;
    deploy: boolean;
    formAccessKey: string;
    today: string;
  }): Promise<string | undefined>;
  /**
   * What the launch check finds (the data files first): `broken` when a data
   * file cannot be read at all, so nothing can be built; otherwise every
   * problem keeping the site from going live, in the owner's words (none when
   * it may), and the fictional facts still in use, which nothing published
   * before launch may show.
   */
  launchCheck(options: {
    root: string;
    formAccessKey: string;
    today: string;
  }): Promise<{ broken: string } | { problems: readonly string[]; sampleFacts: readonly string[] }>;
  /**
   * The page published in the site's place while the launch check has
   * problems: not indexed, no sample fact, the list and the way to the editor.
   */
  prelaunchPage(options: {
    problems: readonly string[];
    sampleFacts: readonly string[];
    editorPath: string;
    /** Where the masked preview is published, or what kept it from being published. */
    preview: { path: string } | { refused: readonly string[] };
  }): Promise<string>;
  /**
   * What the masked preview published beside that page needs
   * (platform/build/masked-preview.mjs): the data to build it from, with the
   * sample content taken out, and how to mask and find the sample facts left.
   */
  maskedPreview(options: { root: string; formAccessKey: string }): Promise<MaskedPreview>;
  /**
   * Folders, relative to the project root, the site editor reads and writes:
   * its local backend (`npm run cms`) refuses every other path, and a change
   * in any of them rebuilds the editor's preview.
   */
  editorFolders: readonly string[];
  /** Files, relative to the project root, whose every save `npm run dev` checks again: the owner's data files. */
  watchedFiles: readonly string[];
  /** Writes the site editor into the built site and returns its page path ("/admin"). */
  writeEditor(options: { projectRoot: string; clientDir: string }): Promise<string>;
  /** One page of each kind, for `npm run bench`. */
  benchPages(): Promise<readonly string[]>;
  /** The attribute the app sets on <html> once hydrated. */
  hydratedMark: string;
  /**
   * The module, relative to the project root, that the build bundles into the
   * plain script a page without React loads after its first paint: all such a
   * page runs (docs/decisions/036-javascript-only-where-a-page-is-interactive.md).
   * Pages with React run it as part of their own modules.
   */
  pageScript: string;
  /**
   * The icon sprite every page carries for its first paint, written in after
   * prerendering as a hidden <svg id> first in the <body>; its file is
   * relative to the project root. (The stylesheets written in beside it are
   * the ones vite.config.ts gives the `inlineStylesheets` plugin.)
   */
  iconSprite: { id: string; file: string };
}

/** The site's part in the masked preview: everything that knows what is a sample. */
export interface MaskedPreview {
  /** Data files, by path from the project root, to build the preview from in place of the owner's. */
  dataFiles: Readonly<Record<string, string>>;
  /** Text (a page's words or an attribute) with every sample fact replaced by a marker in the page's language. */
  maskText(text: string, lang: string): string;
  /** What sample a published file (its raw text) still shows, named by what it is, never quoted: empty when none. */
  findSampleFacts(text: string): string[];
  /** The preview's own words in each language: a title prefix, its banner, the link to the list, the form's note. */
  words: Readonly<Record<string, { title: string; banner: string; listLink: string; formNote: string }>>;
}
