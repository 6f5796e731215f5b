import { absoluteUrl } from "~/lib/seo";
import { SECURITY_TXT_PATH } from "~/lib/special-paths";
import { site } from "~/facts/site.config";

/** RFC 9116 asks for an expiry under a year away: a year from the build, less a day. */
const VALID_DAYS = 364;

/**
 * /.well-known/security.txt (RFC 9116): where to report a weakness of the site, written at build
 * time from her data (the business e-mail), so a researcher who finds one reaches her.
 */
export function loader() {
  const expires = new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const body = [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en, es",
    `Canonical: ${absoluteUrl(SECURITY_TXT_PATH)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
