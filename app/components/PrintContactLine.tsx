import { site } from "~/facts/site.config";

/** The web address as a reader would type it: the host, without the scheme. */
const webAddress = new URL(site.url).host;

/**
 * A printed page has no header or footer (they are hidden in print), so this
 * one line, shown only on paper, says whose page it is and how to reach her.
 */
export function PrintContactLine() {
  return (
    <p data-print-contact="" className="hidden border-b border-ink pb-2 text-sm font-semibold print:block">
      {site.businessName} · {site.phone.display} · {webAddress}
    </p>
  );
}
