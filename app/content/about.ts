import aboutData from "~/facts/data/about.json" with { type: "json" };
import type { AboutData } from "~/facts/schemas/about";
import { credentialSummary } from "~/content/credentials";
import { dataFiles } from "~/facts/schemas/data-files";
import { serviceSlugPath } from "~/content/services";
import type { Feature } from "~/content/types";
import { expandFactTokensIn } from "~/lib/fact-tokens";
import { formatRange, formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { actionWords } from "~/content/actions";
import { genderedEs } from "~/lib/gender-es";

const { notary, commission, credentials, serviceArea, policies } = site;

const about = expandFactTokensIn(aboutData as AboutData, { file: dataFiles.about });

/**
 * PLACEHOLDER: the owner puts her story in her own words before launch. The
 * preview build labels it a sample; the deploy build refuses it until
 * `storyIsSample` is false.
 */
export const storyIsSample: boolean = about.storyIsSample;

/**
 * The "Meet" paragraphs beside her portrait, in her words from about.json:
 * the home page shows the English, the Spanish page the Spanish.
 */
export const meetParagraphs: Bilingual<readonly string[]> = about.meet;

export interface Fact {
  label: string;
  value: string;
}

/** A kind of work I do often, with examples and the service page that explains it. */
export interface ExpertiseArea extends Feature {
  examples: readonly string[];
  link: { to: string; label: string };
}

/** Every word of the About page, in one language. */
export interface AboutPage {
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; intro: string };
  actions: { schedule: string; contactPath: string; allServices: string; servicesPath: string };
  story: {
    eyebrow: string;
    title: string;
    sampleNote: string;
    /**
     * Why the owner became a notary, in the first person, from
     * app/facts/data/about.json; facts in it are tokens
     * ("{{notary.fullName}}"), so they follow business.json.
     */
    paragraphs: readonly string[];
    signature: string;
  };
  atAGlance: { title: string; facts: readonly Fact[] };
  values: { eyebrow: string; title: string; intro: string; items: readonly Feature[] };
  expertise: { eyebrow: string; title: string; intro: string; items: readonly ExpertiseArea[] };
  credentials: { eyebrow: string; title: string; intro: string };
  philosophy: { eyebrow: string; title: string; items: readonly Feature[] };
  cta: { title: string; text: string };
}

export const aboutPage: Bilingual<AboutPage> = {
  en: {
    seo: {
      title: "About",
      description: about.description.en,
    },
    hero: {
      eyebrow: `Meet ${notary.fullName}`,
      title: "About Your Berks County Notary",
      intro: about.intro.en,
    },
    actions: {
      schedule: actionWords.en.book.label,
      contactPath: actionWords.en.book.to,
      allServices: "All Services",
      servicesPath: "/services",
    },
    story: {
      eyebrow: "My story",
      title: "Why I Became a Notary",
      sampleNote: "Sample story: the owner tells her own before launch.",
      paragraphs: about.story.en,
      signature: `${notary.fullName}, Notary Public`,
    },
    atAGlance: {
      title: "At a glance",
      facts: [
        { label: "Commission", value: `${commission.state} notary public, no. ${commission.number}` },
        { label: "Based in", value: `${serviceArea.base}, serving ${serviceArea.region}` },
        {
          label: "Travel",
          value: `Within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, farther by arrangement`,
        },
        { label: "Hours", value: describeSchedule() },
        {
          label: "Protection",
          value: `${formatUsd(credentials.suretyBondUsd)} surety bond and ${formatUsd(credentials.errorsAndOmissionsUsd)} errors and omissions insurance`,
        },
        ...(notary.veteranOf ? [{ label: "Service", value: `Veteran, ${notary.veteranOf}` }] : []),
      ],
    },
    values: {
      eyebrow: "What I stand for",
      title: "My Core Values",
      intro: "Four promises behind every appointment, whether it is a single affidavit or a full closing.",
      items: [
        {
          icon: "care",
          title: "Personal Care",
          description:
            "Every appointment gets my full attention. I listen first, explain each step in plain words, and make sure you are comfortable before anything is signed.",
        },
        {
          icon: "scale",
          title: "Integrity",
          description:
            "I follow Pennsylvania notary law to the letter, check every ID and every certificate, and tell you honestly when something cannot be notarized.",
        },
        {
          icon: "clock",
          title: "Reliability",
          description:
            "When I give you a time, I keep it. If anything changes, you hear from me straight away, not after the fact.",
        },
        {
          icon: "pin",
          title: "Community Focus",
          description: `${serviceArea.region} is where I work and where my clients are. I know its towns, hospitals and care homes, and I am glad to help neighbors get things done.`,
        },
      ],
    },
    expertise: {
      eyebrow: "Experience",
      title: "Areas of Expertise",
      intro: "The documents I notarize most often, and where to read more about each kind.",
      items: [
        {
          icon: "home",
          title: "Real Estate",
          description:
            "Closings and property documents, with each page signed, dated and initialed where the lender expects it.",
          examples: ["Purchase and refinance closings", "Home equity loans", "Deeds and property transfers"],
          link: { to: serviceSlugPath("loan-signing-agent", "en"), label: "Loan signing services" },
        },
        {
          icon: "medical",
          title: "Healthcare Documents",
          description: "Directives and authorizations, notarized at the bedside when the signer cannot come to me.",
          examples: [
            "Living wills and advance directives",
            "Healthcare powers of attorney",
            "HIPAA and medical consents",
          ],
          link: { to: serviceSlugPath("living-wills-and-directives", "en"), label: "Living wills and directives" },
        },
        {
          icon: "briefcase",
          title: "Business Services",
          description: "Contracts, company paperwork and new-hire forms, at your office and after your working day.",
          examples: ["Contracts and agreements", "Corporate resolutions", "Form I-9 as authorized representative"],
          link: { to: serviceSlugPath("I-9-employment-verification", "en"), label: "I-9 employment verification" },
        },
        {
          icon: "document",
          title: "Personal Documents",
          description: "The everyday documents of family life, handled with patience and discretion.",
          examples: ["Powers of attorney", "Affidavits and sworn statements", "School, travel and pension forms"],
          link: { to: serviceSlugPath("power-of-attorney", "en"), label: "Power of attorney" },
        },
      ],
    },
    credentials: {
      eyebrow: "Peace of mind",
      title: "Credentials and Certifications",
      intro: `${credentialSummary.en}. Anyone can confirm a ${commission.state} notary's commission with the Department of State's online notary search.`,
    },
    philosophy: {
      eyebrow: "How I work",
      title: "My Service Philosophy",
      items: [
        {
          icon: "hourglass",
          title: "No Rush Policy",
          description: `Most appointments take ${formatRange(policies.appointmentMinutes)} minutes, but nobody is hurried. Read every page and ask every question: the price is the same however long it takes.`,
        },
        {
          icon: "handshake",
          title: "Personal Touch",
          description:
            "From the first call to the final seal you deal with me, not a call center or a different notary each time, and I remember you if you need me again.",
        },
        {
          icon: "lock",
          title: "Complete Confidentiality",
          description:
            "What I see in your documents stays with me. I record only what Pennsylvania law requires in my notary journal, and I never sell or share your information.",
        },
      ],
    },
    cta: {
      title: "Let's Get Your Documents Signed",
      text: "Tell me what you are signing and where you are. I will confirm the time and the total before I set out.",
    },
  },
  es: {
    seo: {
      title: "Sobre mí: su notary public a domicilio",
      description: about.description.es,
    },
    hero: {
      eyebrow: `Le presento a ${notary.fullName}`,
      title: `Su notary public en ${serviceArea.regionEs}`,
      intro: about.intro.es,
    },
    actions: {
      schedule: actionWords.es.book.label,
      contactPath: actionWords.es.book.to,
      allServices: "Todos los servicios",
      servicesPath: "/espanol/servicios",
    },
    story: {
      eyebrow: "Mi historia",
      title: "Por qué me hice notary public",
      sampleNote: `Historia de muestra: ${genderedEs("el dueño", "la dueña")} escribirá la suya antes de publicar el sitio.`,
      paragraphs: about.story.es,
      signature: `${notary.fullName}, notary public`,
    },
    atAGlance: {
      title: "En pocas palabras",
      facts: [
        { label: "Comisión", value: `Notary public de ${serviceArea.stateEs}, n.º ${commission.number}` },
        { label: "Con base en", value: `${serviceArea.base}; atiendo todo ${serviceArea.regionEs}` },
        {
          label: "Viajes",
          value: `Hasta ${serviceArea.radiusMiles} millas de ${serviceArea.base}; más lejos si lo acordamos`,
        },
        { label: "Horario", value: describeSchedule("es") },
        {
          label: "Protección",
          value: `Fianza de ${formatUsd(credentials.suretyBondUsd, "es")} y seguro de errores y omisiones de ${formatUsd(credentials.errorsAndOmissionsUsd, "es")}`,
        },
        ...(notary.veteranOfEs
          ? [{ label: "Servicio militar", value: `${genderedEs("Veterano", "Veterana")} de ${notary.veteranOfEs}` }]
          : []),
        {
          label: "Idioma de la cita",
          value: notary.speaksSpanish
            ? "En español o en inglés, como usted prefiera"
            : "En inglés, con un intérprete de español en la cita",
        },
      ],
    },
    values: {
      eyebrow: "Lo que me importa",
      title: "Mis valores",
      intro: "Cuatro promesas en cada cita, sea una sola declaración jurada o un cierre completo.",
      items: [
        {
          icon: "care",
          title: "Trato personal",
          description:
            "Cada cita tiene toda mi atención. Primero escucho, le explico cada paso con palabras sencillas y me aseguro de que usted esté tranquilo antes de firmar.",
        },
        {
          icon: "scale",
          title: "Integridad",
          description: `Cumplo al pie de la letra la ley de ${serviceArea.stateEs} para los notary public, reviso cada identificación y cada certificado, y le digo con honestidad cuando algo no se puede notarizar.`,
        },
        {
          icon: "clock",
          title: "Puntualidad",
          description: "Cuando le doy una hora, la cumplo. Si algo cambia, se lo digo enseguida, no después.",
        },
        {
          icon: "pin",
          title: "Compromiso con la comunidad",
          description: `Trabajo en ${serviceArea.regionEs}, donde viven mis clientes. Conozco sus pueblos, hospitales y hogares de cuidado, y me alegra ayudar a mis vecinos a resolver sus trámites.`,
        },
      ],
    },
    expertise: {
      eyebrow: "Experiencia",
      title: "Áreas de experiencia",
      intro: "Los documentos que más notarizo, y dónde leer más sobre cada uno.",
      items: [
        {
          icon: "home",
          title: "Bienes raíces",
          description:
            "Cierres y documentos de propiedad, con cada página firmada, fechada y con sus iniciales donde el prestamista lo pide.",
          examples: [
            "Cierres de compra y refinanciamiento",
            "Préstamos sobre el valor de la vivienda",
            "Escrituras y traspasos de propiedad",
          ],
          link: { to: serviceSlugPath("loan-signing-agent", "es"), label: "Firma de préstamos hipotecarios" },
        },
        {
          icon: "medical",
          title: "Documentos médicos",
          description: "Directivas y autorizaciones, notarizadas junto a la cama cuando el firmante no puede venir.",
          examples: [
            "Testamentos vitales y directivas anticipadas",
            "Poderes notariales para decisiones de salud",
            "Autorizaciones HIPAA y consentimientos médicos",
          ],
          link: { to: serviceSlugPath("living-wills-and-directives", "es"), label: "Testamentos vitales y directivas" },
        },
        {
          icon: "briefcase",
          title: "Servicios para negocios",
          description:
            "Contratos, papeles de la empresa y formularios de nuevos empleados, en su oficina y después de su jornada.",
          examples: [
            "Contratos y acuerdos",
            "Resoluciones corporativas",
            `Formulario I-9 como representante ${genderedEs("autorizado", "autorizada")}`,
          ],
          link: { to: serviceSlugPath("I-9-employment-verification", "es"), label: "Verificación del formulario I-9" },
        },
        {
          icon: "document",
          title: "Documentos personales",
          description: "Los documentos de todos los días en la vida de una familia, con paciencia y discreción.",
          examples: ["Poderes notariales", "Declaraciones juradas", "Formularios de escuela, viaje y pensión"],
          link: { to: serviceSlugPath("power-of-attorney", "es"), label: "Poder notarial" },
        },
      ],
    },
    credentials: {
      eyebrow: "Tranquilidad",
      title: "Credenciales y certificaciones",
      intro: `${credentialSummary.es}. Cualquier persona puede confirmar la comisión de un notary public de ${serviceArea.stateEs} en el buscador en línea del Departamento de Estado.`,
    },
    philosophy: {
      eyebrow: "Cómo trabajo",
      title: "Mi forma de trabajar",
      items: [
        {
          icon: "hourglass",
          title: "Sin prisas",
          description: `La mayoría de las citas duran ${formatRange(policies.appointmentMinutes, "es")} minutos, pero nadie le apura. Lea cada página y haga todas sus preguntas: el precio es el mismo, tome el tiempo que tome.`,
        },
        {
          icon: "handshake",
          title: "Atención personal",
          description:
            "Desde la primera llamada hasta el último sello, trata conmigo, no con un centro de llamadas ni con otra persona cada vez, y me acuerdo de usted si me necesita otra vez.",
        },
        {
          icon: "lock",
          title: "Confidencialidad total",
          description: `Lo que veo en sus documentos se queda conmigo. En mi registro notarial anoto solo lo que exige la ley de ${serviceArea.stateEs}, y nunca vendo ni comparto su información.`,
        },
      ],
    },
    cta: {
      title: "Vamos a firmar sus documentos",
      text: "Dígame qué va a firmar y dónde está. Le confirmo la hora y el total antes de salir.",
    },
  },
};
