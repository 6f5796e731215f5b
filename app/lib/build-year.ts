/**
 * The year the site was built, for the footer's copyright line. platform/cli/build.mjs
 * sets VITE_BUILD_YEAR, so the prerendered page and the browser's copy of it
 * agree; the dev server and the unit tests, which have none, use this year.
 */
const buildEnv: Partial<Record<string, string>> = import.meta.env ?? {};

export const buildYear: number = Number(buildEnv.VITE_BUILD_YEAR) || new Date().getFullYear();
