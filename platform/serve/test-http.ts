// Test clients for the two local servers. fetch normalises URLs ("//x" and
// "/../" never reach the server as written) and decompresses bodies, so the
// tests speak HTTP through node:http, and through bare sockets when the
// request itself must be malformed.
import { request, type IncomingHttpHeaders } from "node:http";
import { connect, type AddressInfo, type Server } from "node:net";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Starts a server on a free port of 127.0.0.1 and returns its origin and a way to stop it. */
export async function listen(server: Server): Promise<{ origin: string; port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One request with the path exactly as given, on a connection of its own; the body as it came. */
export function send(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/**
 * Writes raw bytes and collects everything the server answers until it
 * closes the connection. A server that neither answers nor closes in time
 * fails the test: that is a hang.
 */
export function sendRaw(
  port: number,
  bytes: string | Buffer,
  timeoutMs = 3000,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer and no close within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {}); // A reset after the answer is fine; the close below settles.
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(bytes);
  });
}
