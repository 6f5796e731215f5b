// The platform's one entry: what the project's vite.config.ts and
// react-router.config.ts call. Everything here is about building, checking,
// serving and hosting a prerendered React Router site; nothing here knows the
// site itself, which it learns through site-tools/platform.config.ts
// (platform/contract.ts, docs/decisions/031-platform-contract.md).
export { finishBuild } from "./build/finish-build.mjs";
export { filesCheck } from "./vite/files-check.mjs";
export { inlineStylesheets } from "./vite/inline-stylesheets.mjs";
export { photoPipeline } from "./vite/photo-pipeline.mjs";
export { shareImages } from "./vite/share-images.mjs";
export { shellChunk } from "./vite/shell-chunk.mjs";
