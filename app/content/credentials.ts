import type { Feature } from "~/content/types";
import { formatList, formatUsd } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { genderedEs } from "~/lib/gender-es";

const { commission, credentials, serviceArea } = site;

/** The four credentials shown on the About and Reviews pages. */
export const credentialList: Bilingual<readonly Feature[]> = {
  en: [
    {
      icon: "stamp",
      title: "Commissioned Notary Public",
      description: `Commission no. ${commission.number}, issued by the Commonwealth of ${commission.state} after the education and examination the state requires.`,
    },
    {
      icon: "shield",
      title: `${formatUsd(credentials.suretyBondUsd)} Surety Bond`,
      description:
        "A bond that protects the public, not me: it answers for losses caused by a notary's mistakes or misconduct.",
    },
    {
      icon: "umbrella",
      title: "Errors & Omissions Insurance",
      description: `${formatUsd(credentials.errorsAndOmissionsUsd)} of professional liability insurance, so a rare mistake never becomes your problem.`,
    },
    {
      icon: "screened",
      title: "Background-Screened",
      description:
        "Screened so that lenders, title companies, employers and families know exactly who is coming to the door.",
    },
  ],
  es: [
    {
      icon: "stamp",
      title: `Notary public ${genderedEs("comisionado", "comisionada")}`,
      description: `Comisión n.º ${commission.number}, otorgada por la Mancomunidad de ${serviceArea.stateEs} después de la capacitación y el examen que exige el estado.`,
    },
    {
      icon: "shield",
      title: `Fianza de ${formatUsd(credentials.suretyBondUsd, "es")}`,
      description:
        "Una fianza que protege al público, no a mí: responde por los daños que cause un error o una falta de un notary public.",
    },
    {
      icon: "umbrella",
      title: "Seguro de errores y omisiones",
      description: `${formatUsd(credentials.errorsAndOmissionsUsd, "es")} de seguro de responsabilidad profesional, para que un error poco común nunca sea problema suyo.`,
    },
    {
      icon: "screened",
      title: "Antecedentes verificados",
      description:
        "Verificados para que los prestamistas, las compañías de títulos, los empleadores y las familias sepan quién llega a su puerta.",
    },
  ],
};

/**
 * "Commissioned, bonded, insured and background-screened" in the page's
 * language, from the owner's own badges in business.json (`credentials.claims`,
 * `claimsEs`), so it says what the badges say.
 */
export const credentialSummary: Bilingual<string> = {
  en: capitalize(
    formatList(
      credentials.claims.map((claim) => claim.toLowerCase()),
      "conjunction",
      "en",
    ),
  ),
  es: capitalize(
    formatList(
      credentials.claimsEs.map((claim) => claim.toLowerCase()),
      "conjunction",
      "es",
    ),
  ),
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
