// The one header policy of the site. Every host recipe (Netlify and
// Cloudflare `_headers`, the nginx server block) and `npm start`'s server send
// exactly these headers, and every page carries its own Content-Security-
// Policy in a <meta> tag (see documentCsp) because its inline scripts differ
// from page to page and not every host can send a header per page.

/** The name of the reporting endpoint in Reporting-Endpoints and report-to. */
const REPORT_GROUP = "csp";

/**
 * Directives that a <meta> policy cannot carry, so every recipe sends them as
 * a header; with a report URL, where browsers send what the policy blocked
 * (report-to for browsers of the Reporting API, report-uri for the others).
 *
 * @param {{ formOrigin: string, reportUrl?: string }} options
 */
export function headerCsp({ formOrigin, reportUrl }) {
  const directives = [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formOrigin}`,
  ];
  if (reportUrl) directives.push(`report-uri ${reportUrl}`, `report-to ${REPORT_GROUP}`);
  return directives.join("; ");
}

/**
 * The collector the owner names (CSP_REPORT_URL when building), or none: off
 * by default. It must be an https address, with nothing a header or a
 * recipe would have to escape (docs/decisions/028-cross-origin-and-csp-reports.md).
 */
export function cspReportUrl(env) {
  const value = env.CSP_REPORT_URL?.trim();
  if (!value) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:" || /[\s"$;,'\\]/.test(value)) {
    throw new Error(
      `CSP_REPORT_URL is ${JSON.stringify(value)}: give the https address of a report collector, such as https://example.report-uri.com/r/d/csp/enforce, or leave it empty.`,
    );
  }
  return url.href;
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
    // needs no second request (site-tools/generators/fonts.mjs, `inline`).
    "font-src 'self' data:",
    `connect-src 'self' ${formOrigin}`,
    `form-action 'self' ${formOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/**
 * The headers every response of the site carries, on every host.
 *
 * @param {{ formOrigin: string, reportUrl?: string }} options reportUrl: see cspReportUrl
 */
export function securityHeaders({ formOrigin, reportUrl }) {
  return {
    "Content-Security-Policy": headerCsp({ formOrigin, reportUrl }),
    ...(reportUrl ? { "Reporting-Endpoints": `${REPORT_GROUP}="${reportUrl}"` } : {}),
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
    // Another site may link to our files but not embed them (a picture, a
    // script, the route data) into its pages; the site itself is unaffected.
    "Cross-Origin-Resource-Policy": "same-origin",
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
