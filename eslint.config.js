import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports run one way: pages → components → content → logic → facts →
 * vocabulary (design.md §10), and each layer is one folder of app/ (the
 * pages: routes/ with root.tsx and the route table beside it). A module may
 * import its own layer and the layers after it, never one before it; the shared words both sides need
 * (icon names, a process step, the form's fields and copy shape, the
 * languages) live in app/vocabulary, below everything. Tests are outside
 * the layers: they may reach any module they check.
 */
const layerFolders = {
  pages: ["routes(?:/|$)", "root(?:\\.|$)"],
  components: ["components/"],
  content: ["content/"],
  logic: ["lib/"],
  facts: ["facts/"],
};
const layerOrder = ["pages", "components", "content", "logic", "facts", "vocabulary"];
const layerFiles = {
  pages: ["app/routes/**", "app/root.tsx", "app/routes.ts"],
  components: ["app/components/**"],
  content: ["app/content/**"],
  logic: ["app/lib/**"],
  facts: ["app/facts/**"],
  vocabulary: ["app/vocabulary/**"],
};

/**
 * The app (app/) is what runs at prerender and in the browser: it imports
 * nothing of the site's build side (site-tools/), the platform or the tests.
 * The build side reads the app, never the other way.
 */
const outsideTheApp = {
  regex: "^(?:\\.\\.?/)+(?:site-tools|platform|tests)/",
  message:
    "The app imports nothing from the site's build side (site-tools/), the platform or the tests: the build side reads the app, never the other way.",
};

function layerRule(layer) {
  const above = layerOrder.slice(0, layerOrder.indexOf(layer)).flatMap((name) => layerFolders[name]);
  return {
    files: layerFiles[layer],
    // Tests are outside the layers: they check the app against the build's own rules too.
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...above.map((folder) => ({
              regex: `^(?:~/|(?:\\.\\.?/)+)(?:app/)?(?:${folder})`,
              message: `A ${layer} module may not import from a layer above it (pages → components → content → logic → facts → vocabulary). Move the shared piece down, e.g. into app/vocabulary.`,
            })),
            outsideTheApp,
          ],
        },
      ],
    },
  };
}

/**
 * The platform (platform/) builds, checks and serves a site it learns about
 * only through the project's site-tools/platform.config.ts
 * (platform/contract.ts): it imports nothing from the app, the site's own
 * build side or the tests.
 */
const platformBoundary = {
  files: ["platform/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^(?:~/|(?:\\.\\.?/)+(?:app|site-tools|tests)/)",
            message:
              "The platform imports nothing from the site (app/, site-tools/, tests/): receive it through platform/contract.ts instead.",
          },
        ],
      },
    ],
  },
};

/**
 * The platform has one entry (platform/index.mjs) and one contract
 * (platform/contract.ts): the site's build side and the tools' configuration
 * import nothing else of it. The platform's tests, and the browser tests of
 * what it serves, may reach inside.
 */
const platformEntry = {
  files: ["site-tools/**", "*.config.{ts,js}"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^(?:\\.\\.?/)+platform/(?!index\\.mjs$|contract$)",
            message:
              "Import the platform through its entry, platform/index.mjs (or its contract, platform/contract.ts).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".wrangler/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // Hooks and components live in app/; elsewhere the rules (the React Compiler's analysis among them) find nothing.
  { ...reactHooks.configs.flat.recommended, files: ["app/**/*.{ts,tsx}"] },
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      eqeqeq: "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      // React writes a style prop as a style="" attribute, which every page's
      // policy blocks (style-src has hashes, not 'unsafe-inline'): the
      // element would silently lose its style. Use a class.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='style']",
          message:
            "The Content-Security-Policy blocks inline style attributes, so a style prop would be dropped in the browser: use Tailwind classes (or a class in app/app.css) instead.",
        },
      ],
    },
  },
  {
    // Command-line scripts and the local servers report progress on stdout.
    files: ["site-tools/**", "platform/**"],
    rules: { "no-console": "off" },
  },
  ...layerOrder.map(layerRule),
  platformBoundary,
  platformEntry,
  prettier,
);
