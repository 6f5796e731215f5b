import { actionBarCopy, type ActionBarCopy } from "~/content/action-bar";
import { actionWords } from "~/content/actions";
import { credentialSummary } from "~/content/credentials";
import { profileWords, type ProfileWords } from "~/content/public-profiles";
import { weeklyHoursWords, type WeeklyHoursWords } from "~/content/availability";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";
import { notAttorneyNotice } from "~/lib/gender-es";
import { genderedEs } from "~/lib/gender-es";

export interface NavLink {
  label: string;
  to: string;
  /** Set when the label is in another language than the page around it. */
  lang?: Lang;
}

/** Everything the header, the menu and the footer say, in one language. */
export interface ShellCopy {
  skipLink: string;
  home: string;
  nav: Record<"header" | "menu" | "footer", readonly NavLink[]>;
  navLabels: Record<"main" | "menu" | "footer" | "breadcrumb", string>;
  tagline: string;
  hoursSummary: string;
  call: (number: string) => string;
  callOrText: (number: string) => string;
  /** The header's Book button: it leads to the form (actionWords). */
  contact: { to: string; short: string; long: string };
  menu: { title: string; open: string; close: string; dialog: string };
  languageSwitch: { label: string; hint: string };
  /**
   * On Spanish pages only: a warning against "notario" fraud, the one place
   * the site may say the word (design.md §7). Rendered with
   * data-notario-warning, which the forbidden-word check skips.
   */
  notarioWarning?: { title: string; text: string };
  footer: {
    about: string;
    commission: string;
    contactHeading: string;
    siteHeading: string;
    notice: string;
    rights: string;
  };
}

const { serviceArea, commission } = site;

/**
 * The shell in both languages. The Spanish navigation leads to the Spanish
 * pages; the item that names the other language keeps that language's own
 * word and says so with `lang`, so a screen reader pronounces it right.
 */
export const shellCopy: Bilingual<ShellCopy> = {
  en: {
    skipLink: "Skip to main content",
    home: "/",
    nav: {
      header: [
        { label: "Home", to: "/" },
        { label: "About", to: "/about" },
        { label: "Services", to: "/services" },
        { label: "Reviews", to: "/testimonials" },
      ],
      menu: [
        { label: "Home", to: "/" },
        { label: "About", to: "/about" },
        { label: "Services", to: "/services" },
        { label: "Reviews", to: "/testimonials" },
        { label: "Blog", to: "/blog" },
        { label: "Documents", to: "/documents" },
        { label: actionWords.en.estimate.label, to: "/fees" },
        { label: "Español", to: "/espanol", lang: "es" },
        { label: "FAQ", to: "/faq" },
        { label: "Locations", to: "/locations" },
      ],
      footer: [
        { label: "Home", to: "/" },
        { label: "About", to: "/about" },
        { label: "Services", to: "/services" },
        { label: "Reviews", to: "/testimonials" },
        { label: "Contact", to: "/contact" },
        { label: actionWords.en.estimate.label, to: "/fees" },
        { label: "Privacy Policy", to: "/privacy-policy" },
        { label: "Terms of Service", to: "/terms-of-service" },
        { label: "Accessibility", to: "/accessibility" },
      ],
    },
    navLabels: { main: "Main", menu: "Site", footer: "Footer", breadcrumb: "Breadcrumb" },
    tagline: `Notary Public · ${serviceArea.region}, ${serviceArea.stateCode}`,
    hoursSummary: site.hours.summary,
    call: (number) => `Call ${number}`,
    callOrText: (number) => `Call or text ${number}`,
    contact: { to: actionWords.en.book.to, short: actionWords.en.book.short, long: actionWords.en.named.header },
    menu: { title: "Menu", open: "Open menu", close: "Close menu", dialog: "Site menu" },
    languageSwitch: { label: "Español", hint: "Esta página en español" },
    footer: {
      about: `Mobile notary public serving ${serviceArea.region}, ${serviceArea.state}. ${credentialSummary.en}.`,
      commission: `${commission.state} Notary Commission No. ${commission.number}`,
      contactHeading: "Contact",
      siteHeading: "Site",
      notice: "Notice:",
      rights: "All rights reserved.",
    },
  },
  es: {
    skipLink: "Saltar al contenido principal",
    home: "/espanol",
    nav: {
      header: [
        { label: "Inicio", to: "/espanol" },
        { label: "Sobre mí", to: "/espanol/sobre-mi" },
        { label: "Servicios", to: "/espanol/servicios" },
        { label: "Opiniones", to: "/espanol/opiniones" },
      ],
      menu: [
        { label: "Inicio", to: "/espanol" },
        { label: "Sobre mí", to: "/espanol/sobre-mi" },
        { label: "Servicios", to: "/espanol/servicios" },
        { label: "Opiniones", to: "/espanol/opiniones" },
        { label: "Blog", to: "/espanol/blog" },
        { label: "Documentos", to: "/espanol/documentos" },
        { label: actionWords.es.estimate.label, to: "/espanol/tarifas" },
        { label: "English", to: "/", lang: "en" },
        { label: "Preguntas frecuentes", to: "/espanol/preguntas-frecuentes" },
        { label: "Zonas de servicio", to: "/espanol/zonas" },
      ],
      footer: [
        { label: "Inicio", to: "/espanol" },
        { label: "Sobre mí", to: "/espanol/sobre-mi" },
        { label: "Servicios", to: "/espanol/servicios" },
        { label: "Opiniones", to: "/espanol/opiniones" },
        { label: "Contacto", to: "/espanol/contacto" },
        { label: actionWords.es.estimate.label, to: "/espanol/tarifas" },
        { label: "Privacidad", to: "/espanol/privacidad" },
        { label: "Condiciones del servicio", to: "/espanol/condiciones" },
        { label: "Accesibilidad", to: "/espanol/accesibilidad" },
      ],
    },
    navLabels: { main: "Principal", menu: "Sitio", footer: "Pie de página", breadcrumb: "Ruta de navegación" },
    tagline: `Notary public en ${serviceArea.regionEs}, ${serviceArea.stateCode}`,
    hoursSummary: site.hours.summaryEs,
    call: (number) => `Llamar al ${number}`,
    callOrText: (number) => `Llame o envíe un texto al ${number}`,
    contact: { to: actionWords.es.book.to, short: actionWords.es.book.short, long: actionWords.es.named.header },
    menu: { title: "Menú", open: "Abrir el menú", close: "Cerrar el menú", dialog: "Menú del sitio" },
    languageSwitch: { label: "English", hint: "This page in English" },
    notarioWarning: {
      title: "Cuidado con los falsos «notarios»",
      text: "En Estados Unidos, un notary public no es abogado. En muchos países de Latinoamérica un notario sí lo es, y hay quien usa esa palabra para cobrar por trámites de inmigración o consejos legales que no puede dar. Yo no uso ese título, no doy consejos legales y no hago trámites de inmigración.",
    },
    footer: {
      about: `Notary public que va a domicilio en ${serviceArea.regionEs}, ${serviceArea.stateEs}. ${genderedEs("Comisionado", "Comisionada")} por el estado, con fianza y seguro, y con verificación de antecedentes.`,
      commission: `Comisión de notary public de ${serviceArea.stateEs} n.º ${commission.number}`,
      contactHeading: "Contacto",
      siteHeading: "Sitio",
      notice: "Aviso:",
      rights: "Todos los derechos reservados.",
    },
  },
};

/**
 * The shell's words for one page, as the root route's loader sends them:
 * plain data (no functions), in the page's language only, so the browser
 * never downloads the other language's shell (app/root.tsx).
 */
export type ShellWords = Omit<ShellCopy, "call" | "callOrText"> & {
  /** "Call (610) 555-0142". */
  call: string;
  /** "Call or text (610) 555-0142". */
  callOrText: string;
  /** The statutory statement in the page's language, and in English too on a page in another language. */
  statements: readonly { lang: Lang; label: string; text: string }[];
  /** The weekly hours the availability line shows until the page runs. */
  hours: WeeklyHoursWords;
  /** The phone's bottom bar. */
  actionBar: ActionBarCopy;
  /** Her public profiles and WhatsApp, where she has them (the footer). */
  profiles: ProfileWords;
};

export function shellWords(lang: Lang): ShellWords {
  const copy = shellCopy[lang];
  const languages: Lang[] = lang === "en" ? ["en"] : [lang, "en"];
  return {
    ...copy,
    call: copy.call(site.phone.display),
    callOrText: copy.callOrText(site.phone.display),
    statements: languages.map((each) => ({
      lang: each,
      label: shellCopy[each].footer.notice,
      text: notAttorneyNotice[each],
    })),
    hours: weeklyHoursWords(lang),
    actionBar: actionBarCopy[lang],
    profiles: profileWords(lang),
  };
}
