// Node emits `clientError` when it cannot parse a request at all: a garbage
// request line, oversized or malformed headers, a bad Content-Length. Once a
// server listens for the event, answering and closing the socket is its job;
// both local servers answer in their own voice (their headers, their body)
// rather than with Node's bare default.

/**
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 * @param {{ headers: Record<string, string>, contentType: string, body: string }} answer
 */
export function answerClientError(error, socket, { headers, contentType, body }) {
  // The client is gone (ECONNRESET), or its socket can take no answer.
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  // A request that took too long is not a malformed one.
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout" : "400 Bad Request";
  const head = Object.entries({
    ...headers,
    "Content-Type": contentType,
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-cache",
    Connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  // Whatever follows on this connection cannot be trusted to be a request.
  socket.end(`HTTP/1.1 ${status}\r\n${head}\r\n\r\n${body}`, () => socket.destroy());
}
