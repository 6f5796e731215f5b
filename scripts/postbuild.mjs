// After `react-router build`: give static hosts a 404 page they recognise.
// React Router prerenders the `*` route at /404; hosts such as Netlify,
// Cloudflare Pages and GitHub Pages serve /404.html for unknown paths.
import { copyFile, rm } from "node:fs/promises";
import { join } from "node:path";

const client = join(import.meta.dirname, "..", "build", "client");

await copyFile(join(client, "404", "index.html"), join(client, "404.html"));
// Every path is prerendered, so the SPA fallback would only ever serve a
// blank shell; without it, an unknown path can only meet the 404 page.
await rm(join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote build/client/404.html");
