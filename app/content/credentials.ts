import type { Feature } from "~/content/types";
import { formatUsd } from "~/lib/format";
import { site } from "~/site.config";

const { commission, credentials } = site;

/** The four credentials shown on the About and Reviews pages. */
export const credentialList: readonly Feature[] = [
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
];
