import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Small SVGs would otherwise be inlined into the JavaScript as data URIs,
    // which costs every page's first load; as files they are cached once.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, the bundler cuts the shared components into one small
          // chunk per combination of pages that use them, and every extra file
          // costs a page its own gzip overhead. One chunk for the components,
          // the helpers and the config (with the framework they import) keeps
          // each page to a handful of files and well inside its budget
          // (docs/decisions/006-one-shared-chunk.md).
          groups: [{ name: "shared", test: /[\\/]app[\\/](components|lib)[\\/]|[\\/]app[\\/]site\.config\.ts$/ }],
        },
      },
    },
  },
});
