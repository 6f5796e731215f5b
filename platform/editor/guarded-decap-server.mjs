// decap-server behind its guard (local-backend-guard.mjs), in one process:
// decap-server's own file-system middleware (the same code its command runs)
// mounted after checks of every request's Host, Origin, size and paths, and
// of every uploaded photo. One process, one port: nothing else on this
// computer listens with decap-server's powers. Also answers GET /status: what
// `npm run cms` last reported of the preview build (sent over the IPC
// channel), which the editor's page shows at its foot.
//
// Run by startDecapServer (decap-server.mjs) with, in the environment:
//   PORT                   where to listen, on 127.0.0.1
//   EDITOR_SITE_PORT       the port of the page the editor is served on
//   EDITOR_FOLDERS         a JSON list of the folders the editor edits, relative to the working directory
import { createRequire } from "node:module";
import { actionProblem, addressProblem, allowedAddresses } from "./local-backend-guard.mjs";
import { photoProblem } from "./upload-check.mjs";
import { EMPTY_STATUS } from "./editor-status.mjs";

const decapRequire = createRequire(createRequire(import.meta.url).resolve("decap-server/package.json"));
// decap-server's own Express and middleware, the versions it is tested with.
const express = decapRequire("express");
const { registerLocalFs } = decapRequire("./dist/middlewares.js");

/** A photo's bytes in base64 (5 MB, the largest photo the build takes), with room for the JSON around them. */
const MAX_BODY = "8mb";

const root = process.cwd();
const port = Number(process.env.PORT);
const folders = JSON.parse(process.env.EDITOR_FOLDERS ?? "[]");
const allowed = allowedAddresses({ sitePort: Number(process.env.EDITOR_SITE_PORT), cmsPort: port });
let status = EMPTY_STATUS;
process.on("message", (message) => (status = message));

const refuse = (response, code, error) => response.status(code).json({ error });

const app = express();
app.disable("x-powered-by");
app.use((request, response, next) => {
  const problem = addressProblem({ host: request.headers.host, origin: request.headers.origin }, allowed);
  if (problem) {
    refuse(response, 403, problem);
    return;
  }
  // The editor's page may read every answer, a refusal of a photo included (decap-server's CORS comes later).
  response.set({ "Access-Control-Allow-Origin": request.headers.origin, Vary: "Origin" });
  next();
});
app.get("/status", (request, response) => {
  response.set("Cache-Control", "no-store");
  response.json(status);
});
app.post("/api/v1", express.json({ limit: MAX_BODY }), (request, response, next) => {
  const problem = actionProblem(request.body, { root, folders });
  if (problem) {
    refuse(response, 403, problem);
    return;
  }
  const { action, params } = request.body;
  if (action !== "persistMedia") {
    next();
    return;
  }
  const { content, encoding } = params.asset ?? {};
  if (typeof content !== "string" || encoding !== "base64") {
    next(); // decap-server refuses it itself, with its reason.
    return;
  }
  photoProblem(Buffer.from(content, "base64")).then(
    (photo) => (photo ? refuse(response, 422, photo) : next()),
    (error) => next(error),
  );
});
await registerLocalFs(app, { logLevel: "warn" });
// Last: a body too large or not JSON, or anything thrown, ends in an answer.
app.use((error, request, response, next) => {
  if (response.headersSent) {
    next(error);
    return;
  }
  const code = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500;
  refuse(response, code, code === 413 ? `A request may be at most ${MAX_BODY}.` : "The request could not be read.");
});
app.listen(port, "127.0.0.1");
