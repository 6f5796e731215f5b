import backgroundScreened from "~/assets/badges/background-screened.svg";
import bondedInsured from "~/assets/badges/bonded-insured.svg";
import loanSigningAgent from "~/assets/badges/loan-signing-agent.svg";
import paCommissioned from "~/assets/badges/pa-commissioned.svg";
import { formatUsd } from "~/lib/format";
import { usePageLang } from "~/lib/page-lang";
import { site } from "~/site.config";
import type { Bilingual } from "~/vocabulary/lang";

/** The four credentials the site shows as seals (spec: certification badges), described in each language. */
export const certificationBadges: Bilingual<readonly { image: string; alt: string }[]> = {
  en: [
    {
      image: paCommissioned,
      alt: `Notary public commissioned by the Commonwealth of ${site.commission.state}`,
    },
    {
      image: bondedInsured,
      alt: `Bonded and insured, with a ${formatUsd(site.credentials.suretyBondUsd)} surety bond`,
    },
    { image: backgroundScreened, alt: "Background-screened notary" },
    { image: loanSigningAgent, alt: "Trained loan signing agent for real estate closings" },
  ],
  es: [
    {
      image: paCommissioned,
      alt: `Notary public comisionada por la Mancomunidad de ${site.serviceArea.stateEs}`,
    },
    {
      image: bondedInsured,
      alt: `Con fianza y seguro, con una fianza de ${formatUsd(site.credentials.suretyBondUsd, "es")}`,
    },
    { image: backgroundScreened, alt: "Notary public con antecedentes verificados" },
    { image: loanSigningAgent, alt: "Agente de firmas de préstamos capacitada para cierres de bienes raíces" },
  ],
};

type BadgeSize = "small" | "large";

const sizeClasses: Record<BadgeSize, string> = {
  small: "size-24 sm:size-28",
  large: "size-28 sm:size-36",
};

interface CertificationBadgesProps {
  size?: BadgeSize;
}

/** The row of four seals; each image names its credential in its alt text. */
export function CertificationBadges({ size = "large" }: CertificationBadgesProps) {
  const badges = certificationBadges[usePageLang()];
  return (
    <ul className="flex flex-wrap items-center justify-center gap-4 sm:gap-8">
      {badges.map((badge) => (
        <li key={badge.image}>
          <img
            src={badge.image}
            alt={badge.alt}
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
            className={sizeClasses[size]}
          />
        </li>
      ))}
    </ul>
  );
}
