import type { Step } from "~/vocabulary/step";
import type { ServiceSlug } from "~/content/services";
import type { DocumentCategory, Feature } from "~/content/types";

/** A label and its value, e.g. "Fee" and "$5 per notarial act". */
export interface Fact {
  label: string;
  value: string;
}

/** The sections every service page has, in the order the page shows them. */
export type CoreSection = "explanation" | "process" | "categories" | "benefits" | "requirements";

interface ExtraBase {
  /** Unique on the page; becomes the section's id, so it can be linked to. */
  id: string;
  title: string;
  intro?: string;
  /** The core section this one follows. */
  after: CoreSection;
}

/**
 * A section only some services need. The layout switches on `kind`, so a new
 * kind fails the type check until the layout can draw it.
 */
export type ServiceExtra =
  /** Named lists side by side: oath and affirmation, duties of the notary and of the witness. */
  | (ExtraBase & { kind: "categories"; items: readonly DocumentCategory[] })
  /** Cards with an icon, a title and a sentence: advice, or what the service does not cover. */
  | (ExtraBase & { kind: "features"; items: readonly Feature[] })
  /** The four certification badges and a one-line statement. */
  | (ExtraBase & { kind: "credentials"; statement: string })
  /** Where, when and for how much, with links to the town pages. */
  | (ExtraBase & {
      kind: "serviceArea";
      facts: readonly Feature[];
      places: readonly { name: string; to: string }[];
      link: { to: string; label: string };
    });

/**
 * Everything one service page says, section by section (spec §2 "Service
 * detail pages"). Each service's file `satisfies` this type, so a missing
 * section is a compile error. Words only: the layout lives in routes/service.tsx.
 */
export interface ServicePage {
  slug: ServiceSlug;
  seo: {
    /** The page's own title; the business name follows it when the whole fits in 60 characters. */
    title: string;
    description: string;
  };
  hero: { intro: string };
  explanation: {
    title: string;
    paragraphs: readonly string[];
    /** Two to four quick facts shown beside the explanation. */
    facts: readonly Fact[];
  };
  process: { title: string; intro?: string; steps: readonly [Step, Step, Step, Step] };
  categories: { title: string; intro?: string; items: readonly DocumentCategory[] };
  benefits: { title: string; intro?: string; items: readonly Feature[] };
  requirements: {
    title: string;
    intro?: string;
    /** Heading of the list of things to have ready. */
    bringTitle: string;
    items: readonly string[];
    /** Heading of the notes and tips. */
    notesTitle: string;
    notes: readonly string[];
  };
  /** The boxed legal notice some services carry (perjury, no legal advice...). */
  notice?: { title: string; text: string };
  extras?: readonly ServiceExtra[];
  closing: {
    title: string;
    text: string;
    /** The label of the link to /contact; "Schedule Service" unless set. */
    action?: string;
  };
}
