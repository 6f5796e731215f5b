/**
 * The statement Pennsylvania requires in every advertisement of notarial
 * services by a notary who is not an attorney (57 Pa.C.S. § 325), in each
 * language the advertisement uses. Do not shorten or paraphrase the English.
 */
export const notAttorneyNotice = {
  en: "I am not an attorney licensed to practice law in this Commonwealth. I am not allowed to draft legal records, give advice on legal matters, including immigration, or charge a fee for those activities.",
  es: "No soy abogado con licencia para ejercer la abogacía en esta Mancomunidad. No se me permite redactar documentos legales, dar asesoramiento sobre asuntos legales, incluida la inmigración, ni cobrar honorarios por esas actividades.",
} as const;
