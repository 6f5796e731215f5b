// The platform's one entry: what the project's vite.config.ts and
// react-router.config.ts call. Everything here is about building, checking,
// serving and hosting a prerendered React Router site; nothing here knows the
// site itself, which it learns through site-tools/platform.config.ts
// (platform/contract.ts, docs/decisions/031-platform-contract.md).
// The site's build side (site-tools/) and the tools' configuration import
// from here only; the platform's own tests may reach inside.
export { finishBuild } from "./build/finish-build.mjs";
export { chromiumArgs, testChromiumPath } from "./chromium.mjs";
export { ADMIN_DIR, ADMIN_PATH, adminCsp, adminPageHtml } from "./editor/admin-page.mjs";
export { copyDecapBundle } from "./editor/decap-bundle.mjs";
export { localBackendOrigin, localBackendPort } from "./editor/local-backend.mjs";
export { photoProblem } from "./editor/upload-check.mjs";
export { formAccessKey } from "./form-service-env.mjs";
export { filesCheck } from "./vite/files-check.mjs";
export { inlineStylesheets } from "./vite/inline-stylesheets.mjs";
export { PHOTO_BUDGET, photoPipeline } from "./vite/photo-pipeline.mjs";
export { shareImages } from "./vite/share-images.mjs";
export { shellChunk } from "./vite/shell-chunk.mjs";
