// The site editor's local backend: decap-server on this machine, which writes
// the project's files directly. Only a build made for local editing has one
// (`npm run cms`, and the owner-workflow test), given by an environment
// variable; a deploy build never does.

/** The environment variable that gives a build a local backend: decap-server's port. */
export const LOCAL_BACKEND_PORT_VARIABLE = "CMS_LOCAL_BACKEND_PORT";

/** decap-server's port from the environment, or undefined for a build without a local backend. */
export function localBackendPort(env) {
  const value = env[LOCAL_BACKEND_PORT_VARIABLE];
  if (value === undefined || value === "") return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new Error(`${LOCAL_BACKEND_PORT_VARIABLE}=${value} is not a port number from 1024 to 65535`);
  }
  return port;
}

/** Where decap-server listens: 127.0.0.1 only, whether the page is opened as localhost or 127.0.0.1. */
export function localBackendOrigin(port) {
  return `http://127.0.0.1:${port}`;
}
