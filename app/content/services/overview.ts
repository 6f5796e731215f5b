import type { Step } from "~/vocabulary/step";
import { region } from "~/content/services/shared";
import { formatRange } from "~/lib/format";
import { site } from "~/site.config";

/** The words of the services overview page (/services). */
export const servicesOverview = {
  seo: {
    title: "Notary Services",
    description: `Fourteen notary services, from loan signings and powers of attorney to I-9 verification and remote online notarization, brought to you across ${region}.`,
  },
  intro:
    "Fourteen notarial services from one commissioned notary. Choose a service to see how it works, what to bring and what it costs, or call with your questions.",
  steps: [
    {
      title: "Contact Me",
      description: `Call, text or send the appointment form. I reply to e-mail within ${site.policies.emailResponseHours} hours, and a call is quickest when it's urgent.`,
    },
    {
      title: "Document Review",
      description:
        "Tell me what you're signing and how many people will sign. I'll say what to bring, whether to hold off signing, and what it costs.",
    },
    {
      title: "Meet at Your Location",
      description: `Home, office, hospital room or a coffee shop, at a time that suits you. Most appointments take ${formatRange(site.policies.appointmentMinutes)} minutes.`,
    },
    {
      title: "Complete Notarization",
      description:
        "I check each signer's ID, watch the signing and complete the notarial certificate with my official seal.",
    },
  ] satisfies readonly [Step, Step, Step, Step],
};
