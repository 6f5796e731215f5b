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
  autorizada: ["autorizado", "autorizada"],
  dispuesta: ["dispuesto", "dispuesta"],
  laDuena: ["el dueño", "la dueña"],
  una: ["un", "una"],
  /** "Conozca a la notary public" / "Conozca al notary public". */
  aLa: ["al", "a la"],
} as const satisfies Record<string, readonly [string, string]>;

export type HerWordEs = keyof typeof herWordsEs;

/** The word `name` in her gender. */
export function herWordEs(gender: GenderEs, name: HerWordEs): string {
  const [masculine, feminine] = herWordsEs[name];
  return inHerGender(gender, masculine, feminine);
}

/**
 * Where the Spanish pages speak of her, the word that must agree with her:
 * each pattern captures that word. "un notary public" alone is not here: it
 * is also the generic ("un notary public no es abogado").
 */
const herPhrasesEs: readonly RegExp[] = [
  /\bNo soy (abogad[oa])\b/giu,
  /\bsoy notary public, no (abogad[oa])\b/giu,
  /\bComo notary public que no es (abogad[oa])\b/giu,
  /\bnotary public (comisionad[oa])\b/giu,
  /\b(Comisionad[oa]) por\b/gu,
  /\b(veteran[oa]) de\b/giu,
  /\bYo (mism[oa])\b/giu,
  /\bestar (segur[oa]) de\b/giu,
  /\b(Capacitad[oa]) para cierres\b/giu,
  /\b(l[ae]|el) (due[ñn][oa]) (?:escribirá|pondrá)\b/giu,
  /\b(una?) notary public (?:comisionad|que va)/giu,
  /\bConozca (a la|al) notary public\b/giu,
  /\bcomo (?:su )?representante (autorizad[oa])\b/giu,
  // "Un solo notary public", "Un notary public para cada rincón": only she can be the one who goes everywhere.
  /\b(una?) (sol[oa]) notary public\b/giu,
  /\b(una?) notary public para (?:cada|todo|toda)\b/giu,
  /\bno soy pariente, (emplead[oa])\b/giu,
  /\bsoy (emplead[oa]) de\b/giu,
];

/** The words of `text` that speak of her in the other gender, e.g. ["abogado"] on a page where she is "abogada". */
export function wrongGenderWordsEs(text: string, gender: GenderEs): string[] {
  const wrong: string[] = [];
  for (const pattern of herPhrasesEs) {
    for (const match of text.matchAll(pattern)) {
      // Every captured word must agree: "un sola" is as wrong as "una solo".
      const words = match.slice(1).map((word) => word.toLowerCase());
      if (!words.every((word) => agreesWith(word, gender))) wrong.push(match[0]);
    }
  }
  return wrong;
}

/** Every form the patterns capture is feminine exactly when it ends in "a": abogada, una, sola, a la, la dueña. */
function agreesWith(word: string, gender: GenderEs): boolean {
  return (word.endsWith("a") ? "feminine" : "masculine") === gender;
}
