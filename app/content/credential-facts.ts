import { formatUsd } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { genderedEs } from "~/lib/gender-es";

const { commission, credentials, serviceArea } = site;

/** One credential as the band shows it: what it is, its figure or issuer, and where to check it. */
export interface CredentialFact {
  key: "commission" | "bond" | "screening" | "signing";
  title: string;
  /** The figure, the number or the issuer; empty when the owner has not supplied one. */
  detail: string;
  /** A public record that confirms it. */
  check?: { href: string; label: string };
  /** The badge picture's text alternative (spec: "Certification badge: image, alt text"): what it shows and stands for. */
  badgeAlt: string;
}

const { backgroundScreenedBy, signingAgentCertifiedBy } = credentials;

/**
 * The four credentials as facts a visitor can check, never as seals: every
 * figure and name comes from business.json, and an issuer the owner has not
 * named is left out rather than guessed.
 */
export const credentialFacts: Bilingual<readonly CredentialFact[]> = {
  en: [
    {
      key: "commission",
      badgeAlt: `${commission.state} notary commission badge: a commission certificate with a gold check mark`,
      title: `${commission.state} notary public`,
      detail: `Commission no. ${commission.number}`,
      check: { href: commission.publicSearchUrl, label: "Look it up in the state's notary search" },
    },
    {
      key: "bond",
      badgeAlt: "Bond and insurance badge: a gold shield with a check mark",
      title: "Bonded and insured",
      detail: `${formatUsd(credentials.suretyBondUsd)} surety bond · ${formatUsd(credentials.errorsAndOmissionsUsd)} errors and omissions insurance`,
    },
    {
      key: "screening",
      badgeAlt: "Background screening badge: an identity card with a gold check mark",
      title: "Background-screened",
      detail: backgroundScreenedBy ? `Screened by ${backgroundScreenedBy}` : "",
    },
    {
      key: "signing",
      badgeAlt: "Loan signing agent badge: a gold pen over a closing document",
      title: "Loan signing agent",
      detail: signingAgentCertifiedBy ? `Certified by ${signingAgentCertifiedBy}` : "Trained for real estate closings",
    },
  ],
  es: [
    {
      key: "commission",
      badgeAlt: `Insignia de la comisión de notary public de ${serviceArea.stateEs}: un certificado de comisión con una marca dorada`,
      title: `Notary public de ${serviceArea.stateEs}`,
      detail: `Comisión n.º ${commission.number}`,
      check: { href: commission.publicSearchUrl, label: "Compruébela en el buscador oficial del estado" },
    },
    {
      key: "bond",
      badgeAlt: "Insignia de fianza y seguro: un escudo dorado con una marca de verificación",
      title: "Con fianza y seguro",
      detail: `Fianza de ${formatUsd(credentials.suretyBondUsd, "es")} · seguro de errores y omisiones de ${formatUsd(credentials.errorsAndOmissionsUsd, "es")}`,
    },
    {
      key: "screening",
      badgeAlt: "Insignia de verificación de antecedentes: una credencial con una marca dorada",
      title: "Antecedentes verificados",
      detail: backgroundScreenedBy ? `Verificación hecha por ${backgroundScreenedBy}` : "",
    },
    {
      key: "signing",
      badgeAlt: "Insignia de agente de firmas de préstamos: una pluma dorada sobre un documento de cierre",
      title: "Agente de firmas de préstamos",
      detail: signingAgentCertifiedBy
        ? `${genderedEs("Certificado", "Certificada")} por ${signingAgentCertifiedBy}`
        : `${genderedEs("Capacitado", "Capacitada")} para cierres de bienes raíces`,
    },
  ],
};
