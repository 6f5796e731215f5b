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
  },
});
