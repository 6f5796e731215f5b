/**
 * What a test copies to build the site in a project of its own (the sources,
 * their configuration and the owner's content), from the project root;
 * node_modules is linked, never copied. A test adds what its own step reads
 * (netlify.toml for the host's build, .gitignore for the editor).
 */
export const SITE_SOURCES = [
  "app",
  "site-tools",
  "platform",
  "public",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
] as const;
