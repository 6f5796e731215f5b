/**
 * Long-form documents (the legal pages) as typed data: sections of
 * paragraphs, lists and sub-headings whose text may carry links. Data rather
 * than JSX, so a page's words travel through its loader and cost no
 * JavaScript, and every fact in them can be read from the config.
 */

import type { Bilingual, Lang } from "~/vocabulary/lang";

/** A link inside running text. Paths starting with "/" stay inside the site. */
export interface TextLink {
  text: string;
  href: string;
  /** The language of the page it leads to, when not the page's own (hrefLang). */
  hrefLang?: Lang;
  /** The language of the link's words, when not the page's own, e.g. an English page's title (lang). */
  lang?: Lang;
}

/** A run of text, or a link within it. */
export type Inline = string | TextLink;

/** A paragraph or list item: plain text, or text with links in it. */
export type RichText = string | readonly Inline[];

export type Block =
  | { kind: "paragraph"; text: RichText }
  | { kind: "list"; items: readonly RichText[] }
  | { kind: "subheading"; text: string }
  /** A passage quoted word for word, such as a statement the law prescribes. */
  | { kind: "quote"; text: string };

/** The ways to reach the notary that a contact block can offer. */
export type ContactOption = "call" | "text" | "email" | "form";

export interface DocumentSection {
  /** The section's anchor: /privacy-policy#sharing. */
  id: string;
  title: string;
  blocks: readonly Block[];
  /** Contact cards shown after the section's text. */
  contactOptions?: readonly ContactOption[];
}

export interface LegalDocument {
  /** ISO date the text last changed, shown at the top of the page. */
  updated: string;
  /** What "last updated" means for this document, e.g. "Last reviewed". */
  updatedLabel: string;
  /** A few plain sentences that give the gist before the detail. */
  summary: readonly RichText[];
  sections: readonly DocumentSection[];
  /**
   * On a translation: which version governs if the two differ, with a link
   * to the other one. Shown before the summary.
   */
  governingVersion?: RichText;
}

/** What a legal page says around its document: its heading, its intro, its head tags. */
export interface LegalPageCopy {
  title: string;
  /** The short line above the title. */
  eyebrow: string;
  intro: string;
  /** The page's own <title>; the business name follows it when the whole fits (app/lib/seo.ts). */
  metaTitle: string;
  description: string;
}

/** The words every legal page shares, in each language. */
export const legalPageLabels: Bilingual<{ onThisPage: string; summary: string }> = {
  en: { onThisPage: "On this page", summary: "The short version" },
  es: { onThisPage: "En esta página", summary: "En pocas palabras" },
};

/** A link; `lang`, when given, is the language of both the page it leads to and its words (an English page's title). */
export const link = (text: string, href: string, lang?: Lang): TextLink =>
  lang ? { text, href, hrefLang: lang, lang } : { text, href };
export const paragraph = (...text: Inline[]): Block => ({ kind: "paragraph", text });
export const list = (...items: RichText[]): Block => ({ kind: "list", items });
export const subheading = (text: string): Block => ({ kind: "subheading", text });
export const quote = (text: string): Block => ({ kind: "quote", text });

/** Every link in a document, for checks that they lead somewhere real. */
export function documentLinks(document: LegalDocument): TextLink[] {
  const fromText = (text: RichText): TextLink[] =>
    typeof text === "string" ? [] : text.filter((part): part is TextLink => typeof part !== "string");
  const fromBlock = (block: Block): TextLink[] => {
    switch (block.kind) {
      case "paragraph":
        return fromText(block.text);
      case "list":
        return block.items.flatMap(fromText);
      case "subheading":
      case "quote":
        return [];
    }
  };
  return [
    ...(document.governingVersion ? fromText(document.governingVersion) : []),
    ...document.summary.flatMap(fromText),
    ...document.sections.flatMap((section) => section.blocks.flatMap(fromBlock)),
  ];
}

/** The document's words as plain text, for tests that check what it says. */
export function documentText(document: LegalDocument): string {
  const fromText = (text: RichText): string =>
    typeof text === "string" ? text : text.map((part) => (typeof part === "string" ? part : part.text)).join("");
  const fromBlock = (block: Block): string => {
    switch (block.kind) {
      case "paragraph":
        return fromText(block.text);
      case "list":
        return block.items.map(fromText).join("\n");
      case "subheading":
      case "quote":
        return block.text;
    }
  };
  return [
    ...document.summary.map(fromText),
    ...document.sections.flatMap((section) => [section.title, ...section.blocks.map(fromBlock)]),
  ].join("\n");
}
