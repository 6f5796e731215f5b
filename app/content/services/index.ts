import type { IconName } from "~/vocabulary/icon-names";

/** What every list of services shows: a card that links to the service's page. */
export interface ServiceSummary {
  /** The last segment of the page's path: /services/{slug}. */
  slug: string;
  /** The same page's last segment in Spanish: /espanol/servicios/{slugEs}. Lower case, never "notario". */
  slugEs: string;
  title: string;
  /** One or two sentences for cards and the page description. */
  summary: string;
  icon: IconName;
}

/** The fourteen services, in the order the site lists them. */
export const services = [
  {
    slug: "mobile-notary",
    slugEs: "a-domicilio",
    title: "Mobile Notary",
    summary:
      "I travel to your home, office, hospital room or a public spot you choose, on weekday evenings and weekends.",
    icon: "car",
  },
  {
    slug: "remote-online-notary",
    slugEs: "en-linea",
    title: "Remote Online Notary",
    summary: "Sign and notarize over a secure live video session from anywhere, with identity checks built in.",
    icon: "video",
  },
  {
    slug: "loan-signing-agent",
    slugEs: "firma-de-prestamos",
    title: "Loan Signing Agent",
    summary:
      "Purchase, refinance and home equity closings, with every page signed, dated and initialed where it should be.",
    icon: "home",
  },
  {
    slug: "affidavits",
    slugEs: "declaraciones-juradas",
    title: "Affidavits",
    summary: "Sworn written statements for courts, agencies, employers and insurers, signed under oath in my presence.",
    icon: "document",
  },
  {
    slug: "acknowledgments",
    slugEs: "reconocimiento-de-firmas",
    title: "Acknowledgments",
    summary: "Deeds, contracts and agreements: I confirm who you are and that you signed willingly.",
    icon: "signature",
  },
  {
    slug: "oaths",
    slugEs: "juramentos",
    title: "Oaths & Affirmations",
    summary: "A solemn promise that a statement is true, sworn or affirmed, whichever you prefer.",
    icon: "handshake",
  },
  {
    slug: "depositions",
    slugEs: "deposiciones",
    title: "Depositions",
    summary: "Swearing in witnesses for attorneys and parties at law offices, courts or another agreed location.",
    icon: "gavel",
  },
  {
    slug: "verifications",
    slugEs: "verificaciones",
    title: "Verifications",
    summary: "Jurats for statements you swear to and sign in front of me, such as pleadings and applications.",
    icon: "clipboard",
  },
  {
    slug: "certified-copies",
    slugEs: "copias-certificadas",
    title: "Certified Copies",
    summary: "A certified true copy of an original you hold, for records a notary is allowed to copy.",
    icon: "stamp",
  },
  {
    slug: "protests",
    slugEs: "protestos",
    title: "Protests",
    summary: "Formal notarial protests recording that a check, draft or note was presented and dishonored.",
    icon: "scale",
  },
  {
    slug: "I-9-employment-verification",
    slugEs: "formulario-i-9",
    title: "I-9 Employment Verification",
    summary:
      "Section 2 of Form I-9 completed as the employer's authorized representative, with documents examined in person.",
    icon: "id",
  },
  {
    slug: "power-of-attorney",
    slugEs: "poder-notarial",
    title: "Power of Attorney",
    summary: "General, limited, durable and healthcare powers of attorney, notarized where you are.",
    icon: "users",
  },
  {
    slug: "medical-authorization",
    slugEs: "autorizacion-medica",
    title: "Medical Authorization",
    summary: "HIPAA releases, medical powers of attorney and consent forms for a child's care.",
    icon: "medical",
  },
  {
    slug: "living-wills-and-directives",
    slugEs: "voluntades-anticipadas",
    title: "Living Wills & Directives",
    summary: "Living wills, healthcare directives and proxies, at home, in a care home or at the hospital bedside.",
    icon: "care",
  },
] as const satisfies readonly ServiceSummary[];

export type ServiceSlug = (typeof services)[number]["slug"];
