/**
 * The notary's grammatical gender in Spanish, bound to her data
 * (business.json `notary.genderEs`): `genderedEs("abogado", "abogada")`
 * gives the form that agrees with her. Content modules use it for every
 * first-person word that changes with her; the owner's prose uses the
 * `{{es.abogada}}` tokens (app/vocabulary/gender-es.ts).
 */
import { site } from "~/facts/site.config";
import { inHerGender } from "~/vocabulary/gender-es";
import { notAttorneyNoticeFor } from "~/vocabulary/legal-notice";

export function genderedEs(masculine: string, feminine: string): string {
  return inHerGender(site.notary.genderEs, masculine, feminine);
}

/** The statement 57 Pa.C.S. § 325 requires, in English and in Spanish that agrees with her. */
export const notAttorneyNotice = notAttorneyNoticeFor(site.notary.genderEs);
