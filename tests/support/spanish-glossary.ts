import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseHTML } from "linkedom";
import { escapeRegExp } from "./regexp";

/**
 * What docs/spanish-glossary.md rejects, read from its "Rejected variants"
 * table, so the document stays the one list: a variant added there is
 * enforced on every built Spanish page at once.
 */
export interface RejectedVariant {
  variant: string;
  instead: string;
  pattern: RegExp;
}

const GLOSSARY = join(import.meta.dirname, "..", "..", "docs", "spanish-glossary.md");

/**
 * On whole words, as written but for the first letter, which may open a
 * sentence: "de el" is found in "De el condado" and not in "de El Salvador",
 * "Nombre Completo" is not "Nombre completo". `#` stands for a number.
 */
function variantPattern(variant: string): RegExp {
  const escape = (text: string) => escapeRegExp(text).replace(/#/g, "\\d+");
  const first = variant.charAt(0);
  const opening =
    first.toLowerCase() === first.toUpperCase() ? escape(first) : `[${first.toLowerCase()}${first.toUpperCase()}]`;
  return new RegExp(`(?<![\\p{L}\\p{N}])${opening}${escape(variant.slice(1))}(?![\\p{L}\\p{N}])`, "u");
}

export function rejectedVariants(markdown = readFileSync(GLOSSARY, "utf8")): RejectedVariant[] {
  const section = markdown.split(/^## Rejected variants$/mu)[1];
  if (!section) throw new Error(`${GLOSSARY} has no "## Rejected variants" section`);
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2) // the header and its rule
    .map((line) => line.split("|").map((cell) => cell.trim()));
  return rows.map(([, variant = "", instead = ""]) => ({ variant, instead, pattern: variantPattern(variant) }));
}

/**
 * The Spanish words of a built page: the text of <main> and of the footer
 * (its links name the pages too), the title, the description and the
 * link-preview words, leaving out every element marked lang="en"
 * (quotations, English article titles, the statement in English).
 */
export function spanishWordsOf(html: string): string {
  // Styles and scripts hold no words. linkedom, a lighter DOM than jsdom, reads the same words from
  // every Spanish page (compared on all of them) in a third of the time.
  const { document } = parseHTML(html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ""));
  const head = [
    document.title,
    ...["description", "og:title", "og:description", "og:image:alt", "twitter:title", "twitter:description"].map(
      (name) => document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute("content") ?? "",
    ),
  ];
  const parts = [document.querySelector("main"), document.querySelector("body > footer, footer")];
  for (const part of parts) {
    if (!part) continue;
    for (const english of part.querySelectorAll('[lang]:not([lang="es"])')) english.remove();
    // Block boundaries become spaces, so words of two elements never run together.
    for (const block of part.querySelectorAll("p, li, h1, h2, h3, h4, dt, dd, td, th, figcaption, summary, div"))
      block.append(" ");
  }
  return [...head, ...parts.map((part) => part?.textContent ?? "")].join(" ").replace(/\s+/gu, " ");
}
