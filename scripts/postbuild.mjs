// After `react-router build`:
// 1. give static hosts a 404 page they recognise. React Router prerenders the
//    `*` route at /404; Netlify, Cloudflare Pages, GitHub Pages and others
//    serve /404.html for unknown paths;
// 2. record how the form service was set up, for `npm start`, and warn loudly
//    when the build would send appointment requests to the local stand-in.
import { copyFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { formServiceEnv } from "./form-service-env.mjs";

const root = join(import.meta.dirname, "..");
const client = join(root, "build", "client");

await copyFile(join(client, "404", "index.html"), join(client, "404.html"));
// Every path is prerendered, so the SPA fallback would only ever serve a
// blank shell; without it, an unknown path can only meet the 404 page.
await rm(join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote build/client/404.html");

const formService = formServiceEnv(root);
await writeFile(join(root, "build", "form-service.json"), JSON.stringify(formService, null, 2) + "\n");
if (!formService.hasAccessKey) {
  const line = "!".repeat(78);
  console.warn(
    [
      line,
      "!! NO FORM SERVICE KEY: this build sends appointment requests to the local",
      `!! stand-in at http://127.0.0.1:${formService.standInPort}/submit, which only \`npm start\` runs.`,
      "!! Do not deploy it. Build with VITE_WEB3FORMS_ACCESS_KEY=<your key> npm run build",
      line,
    ].join("\n"),
  );
}
