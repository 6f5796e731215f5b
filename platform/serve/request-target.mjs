// Reads the path and query out of a raw HTTP request target, for both local
// servers. The target is parsed as a path, never as a URL relative to a base:
// `new URL("//evil.example/about", base)` would read "evil.example" as a host
// and answer /about, and `new URL("//[", base)` throws.

/** "http://host/about?x" (absolute form, RFC 9112 3.2.2): the host is ignored, as static hosts do. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/**
 * Splits a request target into its percent-decoded path and its raw query
 * ("" or "?..."). Returns null for a target that is not a path at all ("*",
 * "foo"); `path` is null when the path does not decode ("/%", "/%E0%A4%A").
 *
 * @param {string} target the request target as the client sent it (request.url)
 * @returns {{ path: string | null, query: string } | null}
 */
export function parseRequestTarget(target) {
  let rest = target;
  const absolute = ABSOLUTE_FORM.exec(rest);
  if (absolute) rest = rest.slice(absolute[0].length) || "/";
  if (rest.startsWith("?")) rest = "/" + rest;
  if (!rest.startsWith("/")) return null;

  const queryStart = rest.indexOf("?");
  const rawPath = queryStart === -1 ? rest : rest.slice(0, queryStart);
  const query = queryStart === -1 ? "" : rest.slice(queryStart);
  try {
    return { path: decodeURIComponent(rawPath), query: query === "?" ? "" : query };
  } catch {
    return { path: null, query: "" };
  }
}
