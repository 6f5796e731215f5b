import type { Step } from "~/vocabulary/step";
import type { IconName } from "~/vocabulary/icon-names";
import type { Bilingual } from "~/vocabulary/lang";
import { pricing, type PriceItem } from "~/content/pricing";
import { serviceCatalog } from "~/content/services";
import { region } from "~/content/services/shared";
import { regionEs } from "~/content/services/shared-es";
import { capitalized, formatRange, formatUsd, formatUsdRange, formatWithinMiles } from "~/lib/format";
import { afterHoursPhrase, samePriceSentence } from "~/lib/hours-words";
import { site } from "~/facts/site.config";
import { genderedEs } from "~/lib/gender-es";
import { actionWords } from "~/content/actions";

/** A card that sends an unsure visitor to a page that helps them choose. */
interface HelpCard {
  icon: IconName;
  to: string;
  title: string;
  text: string;
}

/** Everything the services overview page says, in one language. */
export interface ServicesOverview {
  seo: { title: string; description: string };
  /** The breadcrumb trail's two steps. */
  home: string;
  crumb: string;
  title: string;
  eyebrow: string;
  intro: string;
  /** The label of every link to the contact page. */
  schedule: string;
  list: { eyebrow: string; title: string; intro: string };
  how: { eyebrow: string; title: string };
  steps: readonly [Step, Step, Step, Step];
  fees: { title: string; intro: string; items: readonly PriceItem[]; estimate: { to: string; label: string } };
  help: { title: string; cards: readonly [HelpCard, HelpCard] };
  closing: { title: string; text: string };
}

const { fees, policies } = site;
const count = serviceCatalog.length;

/** The four prices of ../pricing.ts, in Spanish, from the same config. */
const pricingEs: readonly PriceItem[] = [
  {
    title: "Acto notarial",
    price: formatUsd(fees.perNotarialActUsd, "es"),
    detail: `por acto, el máximo que permite Pensilvania; ${formatUsd(fees.additionalSignerUsd, "es")} por cada firmante adicional en un reconocimiento de firma.`,
  },
  {
    title: "Tarifa de viaje",
    price: formatUsd(fees.travelUsd, "es"),
    detail: `${formatWithinMiles(fees.travelFeeRadiusMiles, site.serviceArea.base, "es")}. Si es más lejos, le doy el precio antes de salir.`,
  },
  {
    title: "Notarización remota en línea",
    price: formatUsdRange(fees.remoteOnlineUsd, "es"),
    detail: "por acto notarial, con la plataforma y la verificación de identidad incluidas.",
  },
  ...afterHoursItemEs(),
];

/** The Spanish after-hours card, when she works evenings or weekend days. */
function afterHoursItemEs(): PriceItem[] {
  const afterHours = afterHoursPhrase(site.hours, "y");
  if (!afterHours) return [];
  return [
    {
      title: capitalized(afterHours),
      price: formatUsd(fees.afterHoursSurchargeUsd, "es"),
      detail: ["de recargo.", samePriceSentence(site, "es")].filter(Boolean).join(" "),
    },
  ];
}

/** The words of the services overview page, /services and /espanol/servicios. */
export const servicesOverview = {
  en: {
    seo: {
      title: "Notary Services",
      description: `Fourteen notary services, from loan signings and powers of attorney to I-9 verification and remote online notarization, brought to you across ${region}.`,
    },
    home: "Home",
    crumb: "Services",
    title: "Notary Services",
    eyebrow: "What I do",
    intro:
      "Fourteen notarial services from one commissioned notary. Choose a service to see how it works, what to bring and what it costs, or call with your questions.",
    schedule: actionWords.en.book.label,
    list: {
      eyebrow: `${count} services`,
      title: "All Notary Services",
      intro: "Each service has its own page: how it works, what to bring and what it costs.",
    },
    how: { eyebrow: "Four simple steps", title: "How It Works" },
    steps: [
      {
        title: "Contact Me",
        description: `Call, text or send the appointment form. I reply to e-mail within ${policies.emailResponseHours} hours, and a call is quickest when it's urgent.`,
      },
      {
        title: "Document Review",
        description:
          "Tell me what you're signing and how many people will sign. I'll say what to bring, whether to hold off signing, and what it costs.",
      },
      {
        title: "Meet at Your Location",
        description: `Home, office, hospital room or a coffee shop, at a time that suits you. Most appointments take ${formatRange(policies.appointmentMinutes)} minutes.`,
      },
      {
        title: "Complete Notarization",
        description:
          "I check each signer's ID, watch the signing and complete the notarial certificate with my official seal.",
      },
    ],
    fees: {
      title: "Clear, Upfront Fees",
      intro: "You know the total before we meet, and the hour never changes the price.",
      items: pricing,
      estimate: { to: "/fees", label: "Estimate your total, act by act" },
    },
    help: {
      title: "Not Sure What You Need?",
      cards: [
        {
          icon: "document",
          to: "/documents",
          title: "Document information",
          text: "What a notary can and can't notarize, what to bring, and how an appointment goes.",
        },
        {
          icon: "message",
          to: "/faq",
          title: "Frequently asked questions",
          text: "Fees, hours, travel, ID and everything else clients ask before booking.",
        },
      ],
    },
    closing: {
      title: "Ready to get your documents notarized?",
      text: "Tell me what you're signing and where you are, and I'll confirm the time and the total before I set out.",
    },
  },
  es: {
    seo: {
      title: "Servicios de notarización",
      description: `Catorce servicios de notarización en ${regionEs}: firmas de préstamos, poderes notariales, formulario I-9 y notarización remota en línea.`,
    },
    home: "Inicio",
    crumb: "Servicios",
    title: "Servicios de notarización",
    eyebrow: "Lo que hago",
    intro: `Catorce servicios, y una sola persona que los hace todos: soy notary public ${genderedEs("comisionado", "comisionada")} por el estado de Pensilvania. Escoja un servicio para ver cómo funciona, qué debe traer y cuánto cuesta, o llámeme con sus preguntas.`,
    schedule: actionWords.es.book.label,
    list: {
      eyebrow: `${count} servicios`,
      title: "Todos los servicios",
      intro: "Cada servicio tiene su propia página: cómo funciona, qué traer y cuánto cuesta.",
    },
    how: { eyebrow: "Cuatro pasos sencillos", title: "Cómo funciona" },
    steps: [
      {
        title: "Comuníquese conmigo",
        description: `Llame, mande un mensaje de texto o envíe el formulario de citas. Contesto los correos en menos de ${policies.emailResponseHours} horas; si es urgente, lo más rápido es llamar.`,
      },
      {
        title: "Revisión del documento",
        description:
          "Dígame qué va a firmar y cuántas personas firman. Le digo qué traer, si debe esperar para firmar y cuánto cuesta.",
      },
      {
        title: "Nos vemos donde usted esté",
        description: `En su casa, su oficina, el hospital o un café, a la hora que le convenga. La mayoría de las citas duran ${formatRange(policies.appointmentMinutes, "es")} minutos.`,
      },
      {
        title: "Notarización completa",
        description:
          "Reviso la identificación de cada firmante, veo cómo firma y completo el certificado notarial con mi sello oficial.",
      },
    ],
    fees: {
      title: "Precios claros desde el principio",
      intro: "Usted sabe el total antes de que nos veamos, y la hora nunca cambia el precio.",
      items: pricingEs,
      estimate: { to: "/espanol/tarifas", label: "Calcule su total, acto por acto" },
    },
    help: {
      title: "¿No sabe qué necesita?",
      cards: [
        {
          icon: "document",
          to: "/espanol/documentos",
          title: "Información sobre documentos",
          text: "Lo que se puede notarizar y lo que no, qué traer y cómo es una cita.",
        },
        {
          icon: "message",
          to: "/espanol/preguntas-frecuentes",
          title: "Preguntas frecuentes",
          text: "Precios, horario, viaje, identificación y todo lo que la gente pregunta antes de pedir una cita.",
        },
      ],
    },
    closing: {
      title: "¿Tiene documentos para notarizar?",
      text: "Dígame qué va a firmar y dónde está, y le confirmo la hora y el total antes de salir.",
    },
  },
} satisfies Bilingual<ServicesOverview>;
