/**
 * What the masked preview needs to know about this site
 * (platform/build/masked-preview.mjs, docs/decisions/034-pre-launch-site.md):
 * while the launch check has problems, the host publishes her site under
 * /preview/ with every sample fact masked, so she sees it as it will look and
 * no visitor or search engine can take it for the live site.
 *
 * Masked in two ways. Sample content is left out of the data the preview is
 * built from: the sample reviews and figures, the sample story (a marker in
 * its place) and every sample article she has not kept. Each fictional fact
 * that remains (phone, e-mail, address, names, commission, unconfirmed
 * military service) is replaced on the built pages by a marker in her words,
 * saying which fact it stands for and where in the editor hers goes. Then every
 * published file is scanned for all of them, the left-out content's words
 * included: if anything sample survives, the preview is not published.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dataFiles } from "../../app/facts/schemas/data-files";
import { site } from "../../app/facts/site.config";
import type { Lang } from "../../app/vocabulary/lang";
import { EDITOR_LISTS } from "../cms/data-file-collections";
import { sampleFactsByKind, type LaunchFacts, type SampleFactKind } from "./launch-check";
import { articleParagraphs, fingerprint, statsFingerprint } from "./sample-content";
import { plain } from "./plain-text";

/** What each kind of sample fact is called on a marker, in both languages. */
const FACT_WORDS: Record<SampleFactKind, Record<Lang, string>> = {
  phone: { en: "sample phone", es: "teléfono de muestra" },
  whatsApp: { en: "sample WhatsApp number", es: "número de WhatsApp de muestra" },
  email: { en: "sample e-mail", es: "correo electrónico de muestra" },
  siteUrl: { en: "sample web address", es: "dirección web de muestra" },
  veteranOf: { en: "sample military service", es: "servicio militar de muestra" },
  businessName: { en: "sample business name", es: "nombre del negocio de muestra" },
  notaryFullName: { en: "sample name", es: "nombre de muestra" },
  notaryFirstName: { en: "sample first name", es: "nombre de muestra" },
  formFromName: { en: "sample form sender", es: "remitente de muestra" },
  commissionNumber: { en: "sample commission number", es: "número de comisión de muestra" },
  reviewer: { en: "sample reviewer", es: "cliente de muestra" },
};

const marker = (lang: Lang, what: string, list: string) =>
  lang === "es" ? `[${what}: el suyo va en el editor, ${list}]` : `[${what}: yours goes in the site editor, ${list}]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A North American number written any way a page writes it: "+16105550142", "(610) 555‑0142", "wa.me/16105550142". */
function phonePattern(e164: string): string {
  const digits = e164.replace(/^\+1/, "");
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return `(?:\\+?1\\D{0,3})?(?:\\(?${area}\\D{0,3})?${exchange}\\D{0,3}${line}(?!\\d)`;
}

/** One sample fact as it can appear on a page, and what takes its place there. */
interface Mask {
  kind: SampleFactKind;
  pattern: string;
  flags: string;
}

function masksOf(facts: LaunchFacts): Mask[] {
  return (
    sampleFactsByKind(facts)
      .flatMap(({ kind, value }): Mask[] => {
        if (kind === "phone" || kind === "whatsApp") return [{ kind, pattern: phonePattern(value), flags: "g" }];
        if (kind === "siteUrl") {
          // The address with or without its "www.", and any path after it.
          const host = new URL(value).hostname.replace(/^www\./, "");
          return [{ kind, pattern: `(?:https?://)?(?:www\\.)?${escapeRegExp(host)}(?:/[^\\s"'<>]*)?`, flags: "gi" }];
        }
        if (kind === "veteranOf") {
          return [value, site.notary.veteranOfEs ?? ""]
            .filter(Boolean)
            .map((words) => ({ kind, pattern: escapeRegExp(words), flags: "gi" }));
        }
        // A name as a whole word: "Alex" in "Alex's", never in "Alexandria".
        return [{ kind, pattern: `(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, flags: "gu" }];
      })
      // The e-mail before the address it contains, then the longest first, so a name inside a longer one goes with it.
      .toSorted(
        (a, b) => Number(b.kind === "email") - Number(a.kind === "email") || b.pattern.length - a.pattern.length,
      )
  );
}

const even = (text: string) => plain(text).normalize("NFC").toLowerCase().replace(/\s+/g, " ");

/** Fewer words than this may be a phrase the site prints elsewhere too (a fee table's row, "a notary public commissioned by"). */
const MIN_STRETCH_WORDS = 12;

/** The stretches of a text with no fact token, link target or Markdown mark in them: words as a page prints them. */
function printedStretches(text: string): string[] {
  return text
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\{\{[^}]+\}\}|[*_`[\]()#>|\n]|https?:\/\/\S+/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part.split(" ").length >= MIN_STRETCH_WORDS);
}

/** Words of the sample content the preview leaves out, each as a page would print it, with what it is. */
function samplePassages(facts: LaunchFacts): { label: string; words: string }[] {
  const prints = facts.sampleFingerprints;
  const sampleReviews = new Set(prints.reviews);
  const passages: { label: string; words: string }[] = [];
  for (const review of facts.content.reviews) {
    if (review.sample || sampleReviews.has(fingerprint(review.text))) {
      passages.push(...printedStretches(review.text).map((words) => ({ label: "a sample review", words })));
    }
  }
  const storyPrints = new Set(prints.story);
  for (const paragraph of facts.content.story.paragraphs) {
    if (facts.content.story.isSample || storyPrints.has(fingerprint(paragraph))) {
      passages.push(...printedStretches(paragraph).map((words) => ({ label: "the sample story", words })));
    }
  }
  const articlePrints = new Set(prints.articles);
  for (const article of facts.content.articles.filter((each) => !each.kept)) {
    for (const paragraph of articleParagraphs(article.body)) {
      if (article.sample || articlePrints.has(fingerprint(paragraph))) {
        passages.push(
          ...printedStretches(paragraph).map((words) => ({ label: `the sample article “${article.title}”`, words })),
        );
      }
    }
  }
  return passages.map(({ label, words }) => ({ label, words: even(words) }));
}

/** Her data files with the sample content taken out, as the preview is built from them. */
function previewDataFiles(root: string, facts: LaunchFacts): Record<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
  const prints = facts.sampleFingerprints;

  const reviews = read(dataFiles.reviews);
  const sampleReviews = new Set(prints.reviews);
  reviews.reviews = reviews.reviews.filter(
    (review: { text: string; sample: boolean }) => !review.sample && !sampleReviews.has(fingerprint(review.text)),
  );
  const { values, areSamples } = facts.content.stats;
  if (areSamples || prints.stats.includes(statsFingerprint(values))) reviews.stats = [];
  reviews.statsAreSamples = false;

  const about = read(dataFiles.about);
  const storyPrints = new Set(prints.story);
  if (
    facts.content.story.isSample ||
    facts.content.story.paragraphs.some((each) => storyPrints.has(fingerprint(each)))
  ) {
    const list = EDITOR_LISTS.about;
    about.storyIsSample = false;
    about.description = {
      en: `[Sample description: write yours in the site editor, ${list}. Search results show it under your page.]`,
      es: `[Descripción de muestra: escriba la suya en el editor, ${list}. Los buscadores la muestran bajo su página.]`,
    };
    about.intro = {
      en: `[Sample introduction: write yours in the site editor, ${list}]`,
      es: `[Presentación de muestra: escriba la suya en el editor, ${list}]`,
    };
    const story = {
      en: [`[Sample story: tell yours in the site editor, ${list}]`],
      es: [`[Historia de muestra: cuente la suya en el editor, ${list}]`],
    };
    about.story = story;
    about.meet = story;
  }

  // Every sample article she has not kept stays out (her own switch, turned on for the preview).
  const business = read(dataFiles.business);
  business.blog.leaveOutSampleArticles = true;

  const json = (data: unknown) => JSON.stringify(data, null, 2) + "\n";
  return { [dataFiles.reviews]: json(reviews), [dataFiles.about]: json(about), [dataFiles.business]: json(business) };
}

/** What the platform's masked preview asks of the site (platform/contract.ts, MaskedPreview). */
export function maskedPreview(root: string, facts: LaunchFacts) {
  const masks = masksOf(facts);
  const passages = samplePassages(facts);
  return {
    dataFiles: previewDataFiles(root, facts),

    /** The text with every sample fact replaced by its marker, in the page's language. */
    maskText(text: string, lang: string): string {
      const language: Lang = lang.startsWith("es") ? "es" : "en";
      return masks.reduce((masked, { kind, pattern, flags }) => {
        const list = kind === "reviewer" ? EDITOR_LISTS.reviews : EDITOR_LISTS.business;
        return masked.replace(new RegExp(pattern, flags), () => marker(language, FACT_WORDS[kind][language], list));
      }, text);
    },

    /** What sample a published file still shows, by what it is (never its words, which the list page would show). */
    findSampleFacts(text: string): string[] {
      // The words with the tags taken out too: a tag between two parts of a fact ("name@<wbr/>example.com") hides it from a plain search.
      const readable = `${plain(text)}\n${plain(text).replace(/<[^>]*>/g, "")}`;
      const evened = even(text);
      return [
        ...masks
          .filter(({ pattern, flags }) => new RegExp(pattern, flags).test(readable))
          .map(({ kind }) => `the ${FACT_WORDS[kind].en}`),
        ...passages.filter(({ words }) => evened.includes(words)).map(({ label }) => label),
      ].filter((label, index, all) => all.indexOf(label) === index);
    },

    words: PREVIEW_WORDS,
  };
}

/** The preview's own words: its banner on every page, the note in place of the form's button. */
export const PREVIEW_WORDS: Record<Lang, { title: string; banner: string; listLink: string; formNote: string }> = {
  en: {
    title: "Preview",
    banner:
      "Preview: this website is not open yet. It shows how the site will look; words in [brackets] stand for sample facts still to be replaced, and nothing here can be booked or sent.",
    listLink: "What is left to do before it opens",
    formNote: "Preview: this form sends nothing. It works once the site is open.",
  },
  es: {
    title: "Vista previa",
    banner:
      "Vista previa: este sitio web todavía no está abierto. Muestra cómo se verá; las palabras entre [corchetes] ocupan el lugar de datos de muestra que aún hay que cambiar, y aquí no se puede reservar ni enviar nada.",
    listLink: "Lo que falta para abrirlo",
    formNote: "Vista previa: este formulario no envía nada. Funcionará cuando el sitio esté abierto.",
  },
};
