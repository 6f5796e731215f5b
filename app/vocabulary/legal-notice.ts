/**
 * The statement Pennsylvania requires in every advertisement of notarial
 * services by a notary who is not an attorney (57 Pa.C.S. § 325), in each
 * language the advertisement uses. Do not shorten or paraphrase the English.
 *
 * The Spanish keeps the statute's meaning sentence for sentence; it agrees
 * with the notary ("No soy abogada" / "No soy abogado", business.json
 * `notary.genderEs`), and says "autorizada para ejercer la abogacía" for
 * "licensed to practice law", so that "licencia" never sits beside her own
 * authority, which is a commission.
 */
import { inHerGender, type GenderEs } from "./gender-es";
import type { Bilingual } from "./lang";

export const notAttorneyNoticeEn =
  "I am not an attorney licensed to practice law in this Commonwealth. I am not allowed to draft legal records, give advice on legal matters, including immigration, or charge a fee for those activities.";

export function notAttorneyNoticeEs(gender: GenderEs): string {
  const attorney = inHerGender(gender, "abogado autorizado", "abogada autorizada");
  return `No soy ${attorney} para ejercer la abogacía en esta Mancomunidad. No se me permite redactar documentos legales, dar asesoramiento sobre asuntos legales, incluida la inmigración, ni cobrar honorarios por esas actividades.`;
}

/** The statement in both languages, the Spanish in the notary's gender. */
export function notAttorneyNoticeFor(gender: GenderEs): Bilingual<string> {
  return { en: notAttorneyNoticeEn, es: notAttorneyNoticeEs(gender) };
}
