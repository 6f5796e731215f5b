// Gives every prerendered page its own Content-Security-Policy: the hashes of
// exactly the inline scripts and styles the prerender wrote into it (React
// Router's route data, React's streaming helpers, the inlined stylesheet, the
// module text run after the first paint),
// so no other inline script can ever run. The policy goes into a <meta> tag
// because those hashes differ per page and not every host can send a header
// per page; the directives a <meta> cannot carry are sent as headers
// (platform/hosts/header-policy.mjs).
import { createHash } from "node:crypto";
import { parseDocument } from "htmlparser2";
import { documentCsp } from "../hosts/header-policy.mjs";
import { DEFERRED_MODULE_ATTRIBUTE } from "./scripts-after-first-paint.mjs";

const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Script types the browser runs; JSON-LD and other data blocks are never executed. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "module", "application/javascript"]);

function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The hashes a page's policy must allow: its inline scripts and <style> blocks, byte for byte. */
export function inlineHashes(html) {
  const scriptHashes = new Set();
  const styleHashes = new Set();
  walk(parseDocument(html, { withStartIndices: true, withEndIndices: true }), (node) => {
    if (node.type !== "script" && node.type !== "style") return;
    const first = node.children[0];
    const last = node.children.at(-1);
    // The exact source text between the tags, as the browser hashes it.
    const text = first ? html.slice(first.startIndex, last.endIndex + 1) : "";
    if (node.type === "style") {
      styleHashes.add(sha256(text));
    } else if (!("src" in node.attribs) && EXECUTABLE_TYPES.has((node.attribs.type ?? "").toLowerCase())) {
      scriptHashes.add(sha256(text));
      // The module text the loader runs after the first paint (scripts-after-first-paint.mjs).
      const deferredModule = node.attribs[DEFERRED_MODULE_ATTRIBUTE];
      if (deferredModule !== undefined) scriptHashes.add(sha256(deferredModule));
    }
  });
  return { scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] };
}

const CHARSET_META = '<meta charSet="utf-8"/>';

/** The page with its policy as the first thing after the charset, before any script or style. */
export function withContentSecurityPolicy(html, formOrigin) {
  const policy = documentCsp({ formOrigin, ...inlineHashes(html) });
  const at = html.indexOf(CHARSET_META);
  if (at === -1) throw new Error(`A page lacks ${CHARSET_META}, where its security policy is placed.`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const end = at + CHARSET_META.length;
  return html.slice(0, end) + meta + html.slice(end);
}
