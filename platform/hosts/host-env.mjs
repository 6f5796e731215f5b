// What a host's own build machines say about themselves, in the environment
// they give the build: whether the build is for going live, and whether the
// host compresses answers itself.

/** A build on a host's own machines always deploys, whatever command it was given. */
export function isDeployBuild(env) {
  return env.SITE_DEPLOY === "1" || env.NETLIFY === "true" || env.CF_PAGES === "1" || env.WORKERS_CI === "1";
}

/**
 * Netlify and Cloudflare compress every answer themselves and publish a .br
 * or .gz file as an address of its own, without a content type: their
 * builds get no precompressed copies.
 */
export function hostCompressesItself(env) {
  return env.NETLIFY === "true" || env.CF_PAGES === "1" || env.WORKERS_CI === "1";
}

/**
 * Set by `npm run cms` for the preview it builds and serves on the owner's
 * own computer, where compressed copies would save nothing and double the
 * time each rebuild takes after she publishes a change.
 */
export const LOCAL_PREVIEW_VARIABLE = "SITE_LOCAL_PREVIEW";

/** Whether the build writes .br and .gz copies beside its files: for every server but these two kinds. */
export function wantsPrecompressedCopies(env) {
  return !hostCompressesItself(env) && env[LOCAL_PREVIEW_VARIABLE] !== "1";
}
