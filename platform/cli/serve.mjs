// Serves build/client on http://$HOST:$PORT (default 127.0.0.1:3000), with the
// pages and headers of build/hosting.json. The browser tests use this same
// server; `npm start` wraps it.
import { join } from "node:path";
import { createStaticServer } from "../serve/static-server.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const root = join(import.meta.dirname, "..", "..", "build", "client");

let server;
try {
  server = createStaticServer({ root, log: (line) => console.log(line) });
} catch (error) {
  console.error(`Cannot serve the site: ${error.message}. Run \`npm run build\` (or \`npm start\`, which builds).`);
  process.exit(1);
}
server.on("error", (error) => {
  if (error.code === "EADDRINUSE") {
    console.error(`Port ${port} is already in use. Stop the other server, or choose a port: PORT=3001 npm start`);
  } else {
    console.error(`The site server stopped: ${error.message}`);
  }
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Site ready at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections would otherwise hold the exit for seconds.
    server.closeAllConnections();
  });
}
