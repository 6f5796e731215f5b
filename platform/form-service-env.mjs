// How the form service is set up for a build, read the way Vite reads it
// (environment variables and .env files), so the build, its warning and
// `npm start` agree.
import { loadEnv } from "vite";

/** The Web3Forms access key given to the build, or "" for a preview build. */
export function formAccessKey(root) {
  return loadEnv("production", root, "VITE_").VITE_WEB3FORMS_ACCESS_KEY ?? "";
}

/** What `npm start` needs to know about a build: whether it runs the stand-in, and where. */
export function formServiceEnv(root) {
  const env = loadEnv("production", root, "VITE_");
  return {
    hasAccessKey: Boolean(env.VITE_WEB3FORMS_ACCESS_KEY),
    standInPort: Number(env.VITE_FORM_STANDIN_PORT ?? 3001),
  };
}
