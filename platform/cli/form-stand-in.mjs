// Runs the local stand-in of the form service on http://127.0.0.1:$FORM_STANDIN_PORT
// (default 3001), saving requests to $FORM_REQUESTS_FILE
// (default .form-requests/requests.jsonl). `npm start` runs it when the site
// was built without a Web3Forms access key.
import { join, resolve } from "node:path";
import { createFormStandIn } from "../serve/form-stand-in.mjs";

const port = Number(process.env.FORM_STANDIN_PORT ?? 3001);
const host = process.env.HOST ?? "127.0.0.1";
const requestsFile = resolve(
  process.env.FORM_REQUESTS_FILE ?? join(import.meta.dirname, "..", "..", ".form-requests", "requests.jsonl"),
);

const server = createFormStandIn({ requestsFile, log: (line) => console.log(line) });
server.on("error", (error) => {
  if (error.code === "EADDRINUSE") {
    console.error(
      `Port ${port} is already in use. Stop the other stand-in, or set FORM_STANDIN_PORT (and build with VITE_FORM_STANDIN_PORT).`,
    );
  } else {
    console.error(`The form stand-in stopped: ${error.message}`);
  }
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Form stand-in ready at http://${host}:${port}/submit; requests are saved to ${requestsFile}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
