/**
 * Spanish agrees with the speaker: the notary is "abogada" or "abogado",
 * "comisionada" or "comisionado", "yo misma" or "yo mismo". Every
 * first-person word of the Spanish pages that changes with her takes its form
 * from business.json (`notary.genderEs`), through `inHerGender` here, so a
 * page never calls her a woman in one sentence and a man in the next.
 * Relative imports only: the build's data check reads this before the site loads.
 */
export type GenderEs = "feminine" | "masculine";

/** The form that agrees with her: `inHerGender(gender, "abogado", "abogada")`. */
export function inHerGender(gender: GenderEs, masculine: string, feminine: string): string {
  return gender === "feminine" ? feminine : masculine;
}

/**
 * The words the owner's own prose (faq.json, about.json) may need in her
 * gender, each as a fact token named by its feminine form: `{{es.abogada}}`
 * reads "abogada" or "abogado". Masculine form first, as in a dictionary.
 */
export const herWordsEs = {
  abogada: ["abogado", "abogada"],
  comisionada: ["comisionado", "comisionada"],
  Comisionada: ["Comisionado", "Comisionada"],
  veterana: ["veterano", "veterana"],
  Veterana: ["Veterano", "Veterana"],
  misma: ["mismo", "misma"],
  segura: ["seguro", "segura"],
  capacitada: ["capacitado", "capacitada"],
  Capacitada: ["Capacitado", "Capacitada"],
  certificada: ["certificado", "certificada"],
  asegurada: ["asegurado", "asegurada"],
  lista: ["listo", "lista"],
  dispuesta: ["dispuesto", "dispuesta"],
  laDuena: ["el dueño", "la dueña"],
  una: ["un", "una"],
} as const satisfies Record<string, readonly [string, string]>;

export type HerWordEs = keyof typeof herWordsEs;

/** The word `name` in her gender. */
export function herWordEs(gender: GenderEs, name: HerWordEs): string {
  const [masculine, feminine] = herWordsEs[name];
  return inHerGender(gender, masculine, feminine);
}

/** The forms that do not agree with her: what a page in her gender must never call her. */
export function otherGenderFormsEs(gender: GenderEs): string[] {
  return Object.values(herWordsEs).map(([masculine, feminine]) => (gender === "feminine" ? masculine : feminine));
}
