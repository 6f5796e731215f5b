import type { Page } from "@playwright/test";

/**
 * What the every-page bar reads of a loaded page's head, language and words,
 * read in one call once the page has hydrated: nothing here changes after
 * that, and each read on its own cost a round trip to the browser (about
 * fifteen milliseconds of CPU each, twenty of them a page). The bar's steps
 * then check these values, each failure naming the step and the value.
 * Texts are read as a visitor's browser shows them, whitespace collapsed.
 */
export interface PageHead {
  title: string;
  /** The content of each `<meta name="description">`. */
  descriptions: string[];
  /** The href of each `<link rel="canonical">`. */
  canonicals: string[];
  /** How many of each link-preview tag the head holds. */
  previewTagCounts: Record<string, number>;
  previewImage: string | null;
  /** Each JSON-LD block's text. */
  structuredData: string[];
  lang: string | null;
  /** The text of each link to the main content. */
  skipLinks: string[];
  /** Each `<link rel="alternate" hreflang>`, as [hreflang, href]. */
  alternates: [string | null, string | null][];
  /** The header's links to a page in `otherLang`, each with its href and lang. */
  languageSwitches: { href: string | null; lang: string | null }[];
  contentSecurityPolicy: string | null;
  /** The body's text but for the elements `warningSelector` matches, scripts, styles and templates. */
  textOutsideWarnings: string;
  /** The text of each element `warningSelector` matches, and how many are in the footer. */
  warnings: string[];
  footerWarnings: number;
}

export const PREVIEW_TAGS = ["og:title", "og:description", "og:url", "og:image"] as const;

export function readPageHead(page: Page, otherLang: string, warningSelector: string): Promise<PageHead> {
  return page.evaluate(
    ({ otherLang, warningSelector, previewTags }) => {
      const shown = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
      const all = (selector: string) => [...document.querySelectorAll(selector)];
      const body = document.body.cloneNode(true) as HTMLElement;
      // A warning against "notario" fraud must name the word; nothing else may.
      for (const element of body.querySelectorAll(warningSelector)) element.remove();
      for (const element of body.querySelectorAll("script, style, template")) element.remove();
      return {
        title: document.title,
        descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute("content") ?? ""),
        canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute("href") ?? ""),
        previewTagCounts: Object.fromEntries(
          previewTags.map((property) => [property, all(`meta[property="${property}"]`).length]),
        ),
        previewImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
        structuredData: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ""),
        lang: document.documentElement.getAttribute("lang"),
        skipLinks: all('a[href="#main-content"]').map((link) => shown(link.textContent)),
        alternates: all('link[rel="alternate"][hreflang]').map(
          (link) => [link.getAttribute("hreflang"), link.getAttribute("href")] as [string | null, string | null],
        ),
        languageSwitches: all(`header a[hreflang="${otherLang}"]`).map((link) => ({
          href: link.getAttribute("href"),
          lang: link.getAttribute("lang"),
        })),
        contentSecurityPolicy:
          document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? null,
        textOutsideWarnings: body.textContent ?? "",
        warnings: all(warningSelector).map((warning) => shown(warning.textContent)),
        footerWarnings: all(`footer ${warningSelector}`).length,
      };
    },
    { otherLang, warningSelector, previewTags: [...PREVIEW_TAGS] },
  );
}
