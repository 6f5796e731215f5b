// The Worker that wrangler.jsonc deploys. Cloudflare reads every export of this
// module as an entry point, so it exports the handler alone; the sign-in
// itself, its settings and constants are in sign-in.ts.
import { signIn, type Env } from "./sign-in";

export default {
  fetch: (request: Request, env: Env) => signIn(request, env),
};
