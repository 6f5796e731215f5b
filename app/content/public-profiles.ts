import { whatsAppLinks, type WhatsAppLink } from "~/content/contact-ways";
import { profileLinks, reviewLink, type ProfileLink } from "~/lib/public-profiles";
import type { Bilingual, Lang } from "~/vocabulary/lang";

/**
 * The words around the owner's public profiles, in one language. Each part is
 * there only when she has given it in business.json, so a page never shows
 * an empty heading or list.
 */
export interface ProfileWords {
  /** Her profiles on other sites, under a heading (the footer). */
  profiles?: { heading: string; links: readonly ProfileLink[] };
  /** The WhatsApp chat, its message in this language. */
  whatsApp?: WhatsAppLink;
}

const profileHeadings: Bilingual<string> = { en: "Find me on", es: "Encuéntreme en" };

export function profileWords(lang: Lang): ProfileWords {
  return {
    ...(profileLinks.length > 0 && { profiles: { heading: profileHeadings[lang], links: profileLinks } }),
    ...(whatsAppLinks && { whatsApp: whatsAppLinks[lang] }),
  };
}

/** The reviews page's invitation to write a review where she has asked for them. */
export interface ReviewInvite {
  href: string;
  label: string;
}

function reviewLabel(lang: Lang, siteName: string | undefined): string {
  if (lang === "es") return siteName ? `Déjenos su opinión en ${siteName}` : "Déjenos su opinión";
  return siteName ? `Review us on ${siteName}` : "Leave us a review";
}

/** The invitation in the page's language, or undefined when she has given no review link. */
export function reviewInvite(lang: Lang): ReviewInvite | undefined {
  return reviewLink && { href: reviewLink.href, label: reviewLabel(lang, reviewLink.siteName) };
}
