// How the form service is set up for a build, read the way Vite reads it
// (environment variables and .env files), so the build, its warning and
// `npm start` agree.
import { loadEnv } from "vite";

export function formServiceEnv(root) {
  const env = loadEnv("production", root, "VITE_");
  return {
    hasAccessKey: Boolean(env.VITE_WEB3FORMS_ACCESS_KEY),
    standInPort: Number(env.VITE_FORM_STANDIN_PORT ?? 3001),
  };
}
