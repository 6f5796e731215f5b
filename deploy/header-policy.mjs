// The one header policy of the site. Every host recipe (Netlify and
// Cloudflare `_headers`, the nginx server block) and `npm start`'s server send
// exactly these headers, and every page carries its own Content-Security-
// Policy in a <meta> tag (see documentCsp) because its inline scripts differ
// from page to page and not every host can send a header per page.

/** Directives that a <meta> policy cannot carry, so every recipe sends them as a header. */
export function headerCsp({ formOrigin }) {
  return ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", `form-action 'self' ${formOrigin}`].join(
    "; ",
  );
}

/**
 * The full policy of one page: only our own files, plus the inline scripts
 * and styles the prerender wrote into that page, identified by their hashes.
 * The form service is the one other origin a page talks to.
 */
export function documentCsp({ formOrigin, scriptHashes, styleHashes }) {
  const quoted = (hashes) => hashes.map((hash) => `'${hash}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${quoted(scriptHashes)}`.trim(),
    `style-src 'self' ${quoted(styleHashes)}`.trim(),
    "img-src 'self'",
    // data: for the heading face, written into the page so the first paint
    // needs no second request (scripts/fonts.mjs, `inline`).
    "font-src 'self' data:",
    `connect-src 'self' ${formOrigin}`,
    `form-action 'self' ${formOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** The headers every response of the site carries, on every host. */
export function securityHeaders({ formOrigin }) {
  return {
    "Content-Security-Policy": headerCsp({ formOrigin }),
    // One year; no includeSubDomains, so the owner's other subdomains (mail,
    // a booking tool) are not forced onto HTTPS by the website.
    "Strict-Transport-Security": "max-age=31536000",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Not plain same-origin: the site editor (/admin) signs the owner in to
    // GitHub in a popup that must report back to it through window.opener,
    // which same-origin cuts (docs/decisions/015-owner-editing-cms.md). A page
    // of ours that another site opens is still cut off from that site.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    // The site uses none of these; a page that tries is refused.
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

export const CACHE_CONTROL = {
  /** Vite fingerprints every file under /assets: a changed file gets a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and their route data: always ask whether a newer build is out. */
  revalidate: "no-cache",
  /** Everything else (pictures under /images, robots.txt, the sitemap). */
  short: "public, max-age=3600",
};

/** How long a browser or CDN may keep the file at this URL path. */
export function cacheControl(urlPath) {
  if (urlPath.startsWith("/assets/")) return CACHE_CONTROL.immutable;
  if (urlPath === "/" || !/\.[a-z0-9]+$/i.test(urlPath) || /\.(html|data)$/i.test(urlPath)) {
    return CACHE_CONTROL.revalidate;
  }
  return CACHE_CONTROL.short;
}
