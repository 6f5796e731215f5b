import { searchDescription } from "~/lib/search-description";
import {
  actFee,
  feeFact,
  hoursFact,
  photoIdEachSigner,
  region,
  schedule,
  travelFact,
  travelFee,
  visitLengthFact,
} from "~/content/services/shared";
import {
  actFeeEs,
  feeFactEs,
  hoursFactEs,
  languageFactEs,
  languageSentenceEs,
  photoIdEachSignerEs,
  regionEs,
  scheduleEs,
  travelFactEs,
  travelFeeEs,
  visitLengthFactEs,
} from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import { formatRange, formatWithinMiles } from "~/lib/format";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { afterHoursCost, afterHoursPhrase } from "~/lib/hours-words";
import { capitalized } from "~/lib/format";
import { hoursTruths } from "~/vocabulary/opening-hours";
import { whenICome } from "~/content/services/shared";
import { genderedEs } from "~/lib/gender-es";

const { serviceArea, fees, policies, hours } = site;

/** Said only when she works weekday evenings: the family that can only meet after work. */
const afterWork = hoursTruths(hours.schedule).weekdayEvenings;
const afterHoursCostSentence = (lang: "en" | "es") => {
  const cost = afterHoursCost(site, lang);
  return cost
    ? ` ${cost}, ${lang === "es" ? "y usted sabe el total antes de que nos veamos" : "and you know the total before we meet"}.`
    : "";
};
const noSurchargeForTheHour = fees.afterHoursSurchargeUsd === 0 && afterHoursPhrase(hours, "and") !== undefined;

export const mobileNotary = {
  en: {
    slug: "mobile-notary",
    seo: {
      title: "Mobile Notary Service: Home, Office and Hospital Visits",
      description: searchDescription(
        `A commissioned notary who travels to your home, office, hospital room or a coffee shop in ${region}.`,
        `${travelFee} travel within ${fees.travelFeeRadiusMiles} miles, ${whenICome}.`,
      ),
    },
    hero: {
      intro: `Tell me where you are and I'll bring the seal, the journal and the certificates. Anywhere within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}, ${hours.inSentence}.`,
    },
    explanation: {
      title: "What a Mobile Notary Does",
      paragraphs: [
        `A mobile notary performs the same notarial acts as a notary behind an office counter, only at a place and time that suit you. I hold a ${site.commission.state} notary commission, so a notarization at your kitchen table carries exactly the same weight as one done downtown.`,
        `It matters most when getting out is hard: a parent in a care home, a patient recovering in hospital, ${afterWork ? "a business that can't close its doors for an hour, or a family that can only meet after work" : "or a business that can't close its doors for an hour"}. I bring everything the notarization needs; you bring the document, your ID and everyone who has to sign.`,
        `The price has two parts: the notarial fee, which Pennsylvania caps at ${actFee} per notarial act, and a travel fee of ${travelFee} within ${fees.travelFeeRadiusMiles} miles. Farther out, I quote the travel fee before I set out.${afterHoursCostSentence("en") || " You know the total before we meet."}`,
      ],
      facts: [travelFact, feeFact, visitLengthFact, hoursFact],
    },
    process: {
      title: "How a Mobile Appointment Works",
      steps: [
        {
          title: "You set the appointment",
          description:
            "Call, text or send the appointment form. Tell me the document, how many people will sign and where you'd like to meet, and we agree on a time.",
        },
        {
          title: "I travel to you",
          description:
            "I arrive at the agreed time with my seal, journal and certificates. If anything delays me, you hear from me before the appointment, not after.",
        },
        {
          title: "I verify each signer's ID",
          description:
            "Every signer shows a current government-issued photo ID, and I make sure each person understands the document and signs willingly.",
        },
        {
          title: "Notarization and completion",
          description:
            "You sign where needed, and I complete and seal the notarial certificate and record the act in my journal. Your documents stay with you.",
        },
      ],
    },
    categories: {
      title: "Where We Can Meet",
      intro: "Wherever you're comfortable and the signing can happen calmly, with a table and good light.",
      items: [
        {
          icon: "home",
          title: "Your Home",
          description:
            "The kitchen table is where most of my appointments happen: no parking, no waiting room, and your papers are all at hand.",
          examples: [
            "Houses, apartments and condos",
            "Retirement and senior living communities",
            "A relative's home when the family gathers",
            ...(afterWork ? ["Evening visits after work"] : []),
          ],
        },
        {
          icon: "building",
          title: "Your Office",
          description:
            "I come to your business so your team doesn't leave the floor, which helps most when there are several signers or documents.",
          examples: [
            "Offices and conference rooms",
            "Shops, warehouses and job sites",
            "Real estate and law offices",
            "Human resources departments",
          ],
        },
        {
          icon: "hospital",
          title: "Healthcare Facilities",
          subtitle: "Including a hospital room",
          description:
            "When a signer can't travel, I notarize at the bedside, working around care schedules and visiting hours.",
          examples: [
            "Hospital rooms",
            "Nursing and personal care homes",
            "Rehabilitation centers",
            "Assisted living and hospice care",
          ],
        },
        {
          icon: "coffee",
          title: "Public Places",
          subtitle: "Such as a coffee shop",
          description:
            "A neutral spot works well between errands or when the signers come from different directions. I'll suggest a quiet table.",
          examples: [
            "Coffee shops and cafés",
            "Public libraries",
            "Campus student centers",
            "Quiet restaurants outside busy hours",
          ],
        },
      ],
    },
    benefits: {
      title: "Why People Choose Mobile Service",
      items: [
        {
          icon: "clock",
          title: "Time Savings",
          description: `No drive, no parking and no line. Most appointments take ${formatRange(policies.appointmentMinutes)} minutes, and you never leave the house.`,
        },
        {
          icon: "calendar",
          title: "Convenience",
          description: `${capitalized(hours.inSentence)}, at the place you choose${noSurchargeForTheHour ? ", with no surcharge for the hour or the day" : ""}.`,
        },
        {
          icon: "heart",
          title: "Personal Service",
          description:
            "The same notary from your first call to the final seal, who takes the time to explain each step and never rushes a signer.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Have these ready",
      items: [
        photoIdEachSigner,
        "The complete document, with every page",
        "Every person who has to sign, present in person",
        "Witnesses, if your document calls for them",
      ],
      notesTitle: "Tips for a smooth visit",
      notes: [
        "Don't sign beforehand. I need to watch you sign, unless the document only needs an acknowledgment.",
        "Have a well-lit table ready, with room to lay out the pages.",
        "Fill in any blank spaces before I arrive; a notary shouldn't certify an incomplete document.",
        "A signer in hospital or care must be awake and able to talk with me, so I can confirm they understand and are signing willingly.",
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "documents",
        after: "categories",
        title: "Documents I Notarize on Mobile Visits",
        intro: "Twelve of the most common. If yours isn't here, ask: most documents with a notary section qualify.",
        items: [
          {
            icon: "home",
            title: "Property and Money",
            description: "Papers about what you own, what you borrow and what you're owed.",
            examples: [
              "Real estate documents: deeds, transfers and title affidavits",
              "Loan documents: purchase, refinance and home equity packages",
              "Vehicle transfers: bills of sale and forms with a notary section",
              "Pension and retirement forms, including life certificates",
            ],
          },
          {
            icon: "users",
            title: "Family and Planning",
            description: "Documents that look after the people you love.",
            examples: [
              "Powers of attorney",
              "Wills and trusts: self-proving affidavits and trust certifications",
              "Medical directives: living wills and health care powers of attorney",
              "Adoption papers",
            ],
          },
          {
            icon: "briefcase",
            title: "Work, School and Sworn Statements",
            description: "Forms for employers, schools, agencies and courts.",
            examples: [
              "Business documents: contracts, resolutions and vendor forms",
              "Affidavits and sworn statements",
              "School forms: enrollment, residency and transcript requests",
              "Immigration-related affidavits (signatures only, with no immigration advice)",
            ],
          },
        ],
      },
      {
        kind: "serviceArea",
        id: "service-area",
        after: "benefits",
        title: "Service Area, Fees and Availability",
        intro: `Based in ${serviceArea.base}, I travel throughout ${serviceArea.region} and the communities around it.`,
        facts: [
          {
            icon: "pin",
            title: "Service area",
            description: `Within about ${serviceArea.radiusMiles} miles of ${serviceArea.base}; farther by arrangement`,
          },
          {
            icon: "car",
            title: "Travel fee",
            description: `${travelFee} within ${fees.travelFeeRadiusMiles} miles; a custom quote beyond`,
          },
          {
            icon: "clock",
            title: "Availability",
            description: `${schedule}; special arrangements on request`,
          },
        ],
        places: serviceArea.towns.map((town) => ({ name: town.name, to: `/locations/${town.slug}` })),
        link: { to: "/locations", label: "See every area I serve" },
      },
    ],
    closing: {
      title: "Ready for a notary at your door?",
      text: `Tell me where and when. I'll confirm the total, ${travelFee} travel within ${fees.travelFeeRadiusMiles} miles plus the notarial fee, before I set out.`,
    },
  },
  es: {
    slug: "mobile-notary",
    seo: {
      title: "Notarización a domicilio",
      description: searchDescription(
        `${genderedEs("Un", "Una")} notary public que va a su casa, su oficina, el hospital o un café en ${regionEs}.`,
        `Viaje ${travelFeeEs} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}; ${afterHoursPhrase(hours, "y") ?? hours.inSentenceEs}.`,
      ),
    },
    hero: {
      intro: `Dígame dónde está y yo llevo el sello, el libro de registro y los certificados. Voy a cualquier lugar a menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}, ${hours.inSentenceEs}.`,
    },
    explanation: {
      title: "Qué hace un notary public a domicilio",
      paragraphs: [
        `Un notary public a domicilio hace los mismos actos notariales que un notary detrás de un mostrador, pero en el lugar y a la hora que a usted le convienen. Tengo comisión de notary public de ${serviceArea.stateEs}: una notarización en la mesa de su cocina vale exactamente lo mismo que una hecha en el centro.`,
        `Sirve sobre todo cuando salir es difícil: un padre o una madre en un hogar de cuidado, un paciente que se recupera en el hospital, ${afterWork ? "un negocio que no puede cerrar una hora o una familia que solo puede reunirse después del trabajo" : "o un negocio que no puede cerrar una hora"}. Yo llevo todo lo que la notarización necesita; usted tiene listos el documento, su identificación y a todas las personas que deben firmar.`,
        `El precio tiene dos partes: la tarifa notarial, que Pensilvania limita a ${actFeeEs} por acto notarial, y una tarifa de viaje de ${travelFeeEs} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}. Si es más lejos, le doy el precio del viaje antes de salir.${afterHoursCostSentence("es") || " Usted sabe el total antes de que nos veamos."}`,
        `Importante: soy notary public, no ${genderedEs("abogado", "abogada")}. En Estados Unidos, un notary public es un funcionario público nombrado por el estado que verifica la identidad de quien firma y es testigo de la firma. No prepara documentos ni da consejos legales.`,
      ],
      facts: [travelFactEs, feeFactEs, visitLengthFactEs, hoursFactEs, languageFactEs],
    },
    process: {
      title: "Cómo es una cita a domicilio",
      steps: [
        {
          title: "Usted pide la cita",
          description:
            "Llame, mande un mensaje de texto o envíe el formulario de citas. Dígame qué documento es, cuántas personas firman y dónde quiere que nos veamos, y acordamos una hora.",
        },
        {
          title: "Yo voy a donde usted esté",
          description:
            "Llego a la hora acordada con mi sello, mi libro de registro y los certificados. Si algo me retrasa, le aviso antes de la cita, no después.",
        },
        {
          title: "Reviso la identificación de cada firmante",
          description:
            "Cada firmante muestra una identificación vigente con foto emitida por el gobierno, y me aseguro de que cada persona entiende el documento y firma por su propia voluntad.",
        },
        {
          title: "Notarización y cierre",
          description:
            "Usted firma donde corresponde. Yo completo y sello el certificado notarial y anoto el acto en mi libro de registro. Sus documentos se quedan con usted.",
        },
      ],
    },
    categories: {
      title: "Dónde nos podemos ver",
      intro: "Donde usted se sienta cómodo y se pueda firmar con calma, con una mesa y buena luz.",
      items: [
        {
          icon: "home",
          title: "Su casa",
          description:
            "La mayoría de mis citas son en la mesa de la cocina: sin buscar estacionamiento, sin sala de espera y con todos sus papeles a la mano.",
          examples: [
            "Casas, apartamentos y condominios",
            "Comunidades para personas mayores",
            "La casa de un familiar cuando se reúne la familia",
            ...(afterWork ? ["Visitas por la tarde, después del trabajo"] : []),
          ],
        },
        {
          icon: "building",
          title: "Su oficina",
          description:
            "Voy a su negocio para que su equipo no tenga que salir. Ayuda sobre todo cuando hay varios firmantes o varios documentos.",
          examples: [
            "Oficinas y salas de reuniones",
            "Tiendas, almacenes y obras",
            "Oficinas de bienes raíces y de abogados",
            "Departamentos de recursos humanos",
          ],
        },
        {
          icon: "hospital",
          title: "Centros de salud",
          subtitle: "También la habitación del hospital",
          description:
            "Cuando el firmante no puede moverse, notarizo junto a la cama, respetando los horarios de atención y de visita.",
          examples: [
            "Habitaciones de hospital",
            "Hogares de ancianos y de cuidado personal",
            "Centros de rehabilitación",
            "Residencias asistidas y cuidados paliativos (hospicio)",
          ],
        },
        {
          icon: "coffee",
          title: "Lugares públicos",
          subtitle: "Por ejemplo, un café",
          description:
            "Un lugar neutral funciona bien entre diligencias o cuando los firmantes vienen de distintos sitios. Le sugiero una mesa tranquila.",
          examples: [
            "Cafés y cafeterías",
            "Bibliotecas públicas",
            "Centros estudiantiles de las universidades",
            "Restaurantes tranquilos fuera de las horas de más gente",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué la gente prefiere el servicio a domicilio",
      items: [
        {
          icon: "clock",
          title: "Ahorra tiempo",
          description: `Sin manejar, sin buscar estacionamiento y sin hacer fila. La mayoría de las citas duran ${formatRange(policies.appointmentMinutes, "es")} minutos y usted no sale de su casa.`,
        },
        {
          icon: "calendar",
          title: "Comodidad",
          description: `${capitalized(hours.inSentenceEs)}, en el lugar que usted escoja${noSurchargeForTheHour ? ", sin recargo por la hora ni por el día" : ""}.`,
        },
        {
          icon: "heart",
          title: "Atención personal",
          description:
            "La misma persona desde la primera llamada hasta el último sello. Le explico cada paso con calma y nunca apuro a nadie para firmar.",
        },
      ],
    },
    requirements: {
      title: "Lo que necesita",
      bringTitle: "Tenga esto listo",
      items: [
        photoIdEachSignerEs,
        "El documento completo, con todas sus páginas",
        "Todas las personas que deben firmar, en persona",
        "Testigos, si su documento los pide",
      ],
      notesTitle: "Consejos para una visita sin contratiempos",
      notes: [
        "No firme antes. Tengo que verle firmar, salvo que el documento solo necesite un reconocimiento de firma.",
        "Prepare una mesa con buena luz y espacio para extender las páginas.",
        "Llene los espacios en blanco antes de que yo llegue: un notary public no debe certificar un documento incompleto.",
        "Si el firmante está en el hospital o en un hogar de cuidado, debe estar despierto y poder hablar conmigo, para que yo confirme que entiende y firma por su propia voluntad.",
        languageSentenceEs,
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "documents",
        after: "categories",
        title: "Documentos que notarizo a domicilio",
        intro:
          "Doce de los más comunes. Si el suyo no aparece, pregúnteme: casi todos los documentos que tienen una sección para el notary se pueden notarizar.",
        items: [
          {
            icon: "home",
            title: "Propiedades y dinero",
            description: "Papeles sobre lo que usted tiene, lo que debe y lo que le deben.",
            examples: [
              "Documentos de bienes raíces: escrituras, traspasos y declaraciones juradas de título",
              "Documentos de préstamos: compra, refinanciamiento y préstamos sobre el valor de la vivienda",
              "Traspasos de vehículos: contratos de compraventa y formularios con sección para el notary",
              "Formularios de pensión y jubilación, incluidas las constancias de vida",
            ],
          },
          {
            icon: "users",
            title: "Familia y planificación",
            description: "Documentos para proteger a las personas que usted quiere.",
            examples: [
              "Poderes notariales",
              "Testamentos y fideicomisos: declaraciones juradas de autenticación y certificados de fideicomiso",
              "Directivas médicas: testamentos vitales y poderes notariales para decisiones de salud",
              "Papeles de adopción",
            ],
          },
          {
            icon: "briefcase",
            title: "Trabajo, escuela y declaraciones juradas",
            description: "Formularios para empleadores, escuelas, agencias y tribunales.",
            examples: [
              "Documentos de negocios: contratos, resoluciones y formularios de proveedores",
              "Declaraciones juradas",
              "Formularios escolares: inscripción, residencia y solicitud de expedientes",
              "Declaraciones juradas relacionadas con inmigración (solo la firma, sin ningún consejo de inmigración)",
            ],
          },
        ],
      },
      {
        kind: "serviceArea",
        id: "service-area",
        after: "benefits",
        title: "Zona de servicio, precios y horario",
        intro: `Tengo mi base en ${serviceArea.base} y viajo por todo ${serviceArea.regionEs} y las comunidades de alrededor.`,
        facts: [
          {
            icon: "pin",
            title: "Zona de servicio",
            description: `A menos de ${serviceArea.radiusMiles} millas de ${serviceArea.base}; más lejos, si lo acordamos`,
          },
          {
            icon: "car",
            title: "Tarifa de viaje",
            description: `${travelFeeEs} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}; más lejos, le doy un precio`,
          },
          {
            icon: "clock",
            title: "Horario",
            description: `${scheduleEs}; otros horarios si lo pide`,
          },
        ],
        places: serviceArea.towns.map((town) => ({ name: town.name, to: `/espanol/zonas/${town.slug}` })),
        link: { to: "/espanol/zonas", label: "Vea todas las zonas que visito" },
      },
    ],
    closing: {
      title: "¿Necesita un notary public en su puerta?",
      text: `Dígame dónde y cuándo. Le confirmo el total, ${travelFeeEs} de viaje ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")} más la tarifa notarial, antes de salir.`,
    },
  },
} satisfies Bilingual<ServicePage>;
