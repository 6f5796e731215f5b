import { photoId, region } from "~/content/services/shared";
import { languageFactEs, photoIdEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import { formatRange } from "~/lib/format";
import { genderedEs } from "~/lib/gender-es";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";

const bookAhead = formatRange(site.policies.depositionBookAheadHours);
/** "de 48 a 72": a Spanish sentence writes the range in words. */
const bookAheadEs = formatRange(site.policies.depositionBookAheadHours, "es");

export const depositions = {
  en: {
    slug: "depositions",
    seo: {
      title: "Depositions: Swearing In Witnesses",
      description: `A neutral notary public to swear in deponents for attorneys and parties in ${region}, and certify the oath. Book ${bookAhead} hours ahead.`,
    },
    hero: {
      intro:
        "For attorneys and parties: I identify and swear in the witness and certify the oath, at your law office, a courthouse conference room or another agreed location.",
    },
    explanation: {
      title: "A Notary's Role in a Deposition",
      paragraphs: [
        "A deposition is sworn testimony given outside the courtroom, to be used in a lawsuit or another legal matter. Pennsylvania's court rules allow a deposition to be taken before an officer authorized to administer oaths, and a notary public is one.",
        "I confirm the witness's identity, administer the oath or affirmation before any testimony, and afterwards certify that the witness was sworn. The testimony itself is captured by a court reporter or by the audio or video recording the attorneys have arranged.",
        "I have no connection to either side: I'm not related to, employed by or acting for any party or attorney, and I have no interest in the outcome.",
      ],
      facts: [
        { label: "Book ahead", value: `${bookAhead} hours` },
        { label: "Shorter notice", value: "Expedited service when available" },
        { label: "Locations", value: "Law offices, courthouses or another agreed place" },
      ],
    },
    process: {
      title: "How I Handle a Deposition",
      steps: [
        {
          title: "Pre-deposition setup",
          description:
            "I confirm the time, place, parties and recording arrangements with the noticing attorney, and arrive early to set up.",
        },
        {
          title: "Oath",
          description: "On the record, I verify the deponent's identity and administer the oath or affirmation.",
        },
        {
          title: "Testimony record",
          description:
            "Questioning proceeds while the court reporter or the agreed audio or video recording captures every word.",
        },
        {
          title: "Certification",
          description:
            "I complete and seal the certificate stating that the witness was identified and sworn, for the transcript or record.",
        },
      ],
    },
    categories: {
      title: "Deposition Types",
      items: [
        {
          icon: "scale",
          title: "Civil Litigation",
          description: "Testimony gathered before trial in everyday civil cases.",
          examples: [
            "Personal injury and negligence claims",
            "Contract disputes",
            "Landlord and tenant matters",
            "Insurance claims",
          ],
        },
        {
          icon: "briefcase",
          title: "Business Disputes",
          description: "Witnesses from companies, partnerships and their customers.",
          examples: [
            "Partner and shareholder disputes",
            "Employment claims",
            "Construction disputes",
            "Vendor and customer disputes",
          ],
        },
        {
          icon: "users",
          title: "Family Law",
          description: "Testimony in family matters, handled with discretion.",
          examples: [
            "Divorce and property division",
            "Custody matters",
            "Support proceedings",
            "Witness statements in family cases",
          ],
        },
        {
          icon: "shield",
          title: "Criminal Defense",
          description: "Where the rules allow testimony to be taken or preserved out of court.",
          examples: [
            "Testimony preserved by court order",
            "Sworn witness statements for a defense team",
            "Statements of witnesses who can't travel",
          ],
        },
      ],
    },
    benefits: {
      title: "Why Attorneys Call Me",
      items: [
        {
          icon: "scale",
          title: "Neutral and Impartial",
          description: "No ties to any party, attorney or outcome, so the oath can't be questioned on that ground.",
        },
        {
          icon: "clock",
          title: "On Time, Every Time",
          description: "I arrive early and stay as long as the deposition runs.",
        },
        {
          icon: "calendar",
          title: site.hours.summary,
          description: "Depositions scheduled around working witnesses and busy calendars.",
        },
      ],
    },
    requirements: {
      title: "What I Need from You",
      bringTitle: "Before the deposition",
      items: [
        "The case caption and the notice of deposition",
        "The names of the deponent and of the attorneys attending",
        "The recording arrangements: court reporter, audio or video",
        `The deponent's ${photoId.charAt(0).toLowerCase()}${photoId.slice(1)}, on the day`,
      ],
      notesTitle: "Good to know",
      notes: [
        `Book ${bookAhead} hours ahead whenever you can.`,
        "Tell me if an interpreter will attend: interpreters take an oath too.",
        "If the deposition may run long, say so and I'll keep the rest of the day clear.",
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "legal-requirements",
        after: "categories",
        title: "Legal Requirements",
        intro: "What the law expects of the notary and of the person giving testimony.",
        items: [
          {
            icon: "stamp",
            title: "For the notary",
            description: "What the officer who swears the witness must meet.",
            examples: [
              "A current Pennsylvania notary commission",
              "No relationship to, employment by or role for any party or attorney",
              "No financial interest in the outcome",
              "The oath given in the witness's presence, before any testimony",
              "The oath recorded in the notary journal",
            ],
          },
          {
            icon: "users",
            title: "For the deponent",
            description: "What the person giving testimony must do.",
            examples: [
              "A current, government-issued photo ID",
              "An oath or affirmation taken before testifying",
              "Truthful and complete answers",
              "Reading and signing the transcript, unless that is waived",
            ],
          },
        ],
      },
      {
        kind: "features",
        id: "scheduling",
        after: "requirements",
        title: "Scheduling a Deposition",
        items: [
          {
            icon: "calendar",
            title: `Book ${bookAhead} hours ahead`,
            description: "Time to confirm the parties, the place and the reporter, so the day starts on schedule.",
          },
          {
            icon: "timer",
            title: "Expedited service",
            description: "Shorter notice? Call me: expedited service is available whenever my schedule allows.",
          },
          {
            icon: "building",
            title: "Flexible locations",
            description:
              "Law offices, courthouses, conference rooms, or a witness's home or care facility when they can't travel.",
          },
        ],
      },
    ],
    notice: {
      title: "Testimony Under Oath",
      text: "Deposition testimony is given under oath or affirmation. A witness who knowingly gives false material testimony under oath can be charged with perjury, a felony in Pennsylvania. I don't give legal advice to any party or witness.",
    },
    closing: {
      title: "Scheduling a deposition?",
      text: `Send me the date, the place and the case caption. The more notice the better: ${bookAhead} hours is ideal.`,
    },
  },
  es: {
    slug: "depositions",
    seo: {
      title: "Deposiciones: juramento de testigos",
      description: `Notary public neutral que toma y certifica el juramento de testigos para abogados y partes en ${regionEs}. Reserve ${bookAheadEs} horas antes.`,
    },
    hero: {
      intro:
        "Para abogados y partes: identifico al testigo, le tomo juramento y certifico el juramento, en su bufete, en una sala del tribunal o en otro lugar acordado.",
    },
    explanation: {
      title: "El papel del notary public en una deposición",
      paragraphs: [
        "Una deposición es un testimonio bajo juramento que se da fuera de la sala del tribunal, para usarlo en una demanda u otro asunto legal. Las reglas de los tribunales de Pensilvania permiten tomar una deposición ante un funcionario autorizado para tomar juramento, y el notary public es uno de ellos.",
        "Confirmo la identidad del testigo, le tomo el juramento o la afirmación antes de que declare y después certifico que prestó juramento. El testimonio lo recoge un taquígrafo judicial o la grabación de audio o video que acordaron los abogados.",
        `No tengo relación con ninguna de las partes: no soy pariente, ${genderedEs("empleado", "empleada")} ni representante de ninguna parte ni de ningún abogado, y no tengo ningún interés en el resultado.`,
      ],
      facts: [
        { label: "Cuándo reservar", value: `${bookAheadEs} horas antes` },
        { label: "Con menos tiempo", value: "Servicio urgente cuando hay disponibilidad" },
        { label: "Lugares", value: "Bufetes, tribunales u otro lugar acordado" },
        languageFactEs,
      ],
    },
    process: {
      title: "Cómo trabajo en una deposición",
      steps: [
        {
          title: "Preparación",
          description:
            "Confirmo con el abogado que convoca la hora, el lugar, las partes y cómo se va a grabar, y llego temprano para prepararme.",
        },
        {
          title: "Juramento",
          description: "Ya en el acta, verifico la identidad del deponente y le tomo el juramento o la afirmación.",
        },
        {
          title: "Registro del testimonio",
          description:
            "Las preguntas siguen mientras el taquígrafo judicial o la grabación acordada de audio o video recoge cada palabra.",
        },
        {
          title: "Certificación",
          description:
            "Completo y sello el certificado que dice que el testigo fue identificado y prestó juramento, para la transcripción o el acta.",
        },
      ],
    },
    categories: {
      title: "Tipos de deposición",
      items: [
        {
          icon: "scale",
          title: "Litigios civiles",
          description: "Testimonios que se recogen antes del juicio en casos civiles comunes.",
          examples: [
            "Reclamos por lesiones personales y negligencia",
            "Disputas por contratos",
            "Asuntos entre propietarios e inquilinos",
            "Reclamos de seguros",
          ],
        },
        {
          icon: "briefcase",
          title: "Disputas de negocios",
          description: "Testigos de empresas, sociedades y sus clientes.",
          examples: [
            "Disputas entre socios y accionistas",
            "Reclamos laborales",
            "Disputas de construcción",
            "Disputas con proveedores y clientes",
          ],
        },
        {
          icon: "users",
          title: "Derecho de familia",
          description: "Testimonios en asuntos de familia, con discreción.",
          examples: [
            "Divorcio y división de bienes",
            "Asuntos de custodia",
            "Procesos de manutención",
            "Declaraciones de testigos en casos de familia",
          ],
        },
        {
          icon: "shield",
          title: "Defensa penal",
          description: "Cuando las reglas permiten tomar o conservar un testimonio fuera del tribunal.",
          examples: [
            "Testimonio conservado por orden del tribunal",
            "Declaraciones juradas de testigos para la defensa",
            "Declaraciones de testigos que no pueden viajar",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué me llaman los abogados",
      items: [
        {
          icon: "scale",
          title: "Neutral e imparcial",
          description:
            "Sin lazos con ninguna parte, abogado o resultado, así nadie puede poner en duda el juramento por ese motivo.",
        },
        {
          icon: "clock",
          title: "Puntual siempre",
          description: "Llego temprano y me quedo todo lo que dure la deposición.",
        },
        {
          icon: "calendar",
          title: site.hours.summaryEs,
          description: "Deposiciones en horarios que sirven a testigos que trabajan y a agendas llenas.",
        },
      ],
    },
    requirements: {
      title: "Lo que necesito de usted",
      bringTitle: "Antes de la deposición",
      items: [
        "El encabezado del caso y el aviso de deposición",
        "Los nombres del deponente y de los abogados que asisten",
        "Cómo se va a grabar: taquígrafo judicial, audio o video",
        `${photoIdEs} del deponente, el mismo día`,
      ],
      notesTitle: "Bueno saber",
      notes: [
        `Siempre que pueda, reserve ${bookAheadEs} horas antes.`,
        "Avíseme si va a asistir un intérprete: los intérpretes también prestan juramento.",
        "Si la deposición puede ser larga, dígamelo y dejo libre el resto del día.",
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "legal-requirements",
        after: "categories",
        title: "Requisitos legales",
        intro: "Lo que la ley espera del notary public y de la persona que declara.",
        items: [
          {
            icon: "stamp",
            title: "Para el notary public",
            description: "Lo que debe cumplir el funcionario que toma juramento al testigo.",
            examples: [
              "Una comisión vigente de notary public de Pensilvania",
              "Ningún parentesco, empleo ni función para ninguna parte ni abogado",
              "Ningún interés económico en el resultado",
              "El juramento tomado en presencia del testigo, antes de cualquier testimonio",
              "El juramento anotado en el libro de registro",
            ],
          },
          {
            icon: "users",
            title: "Para el deponente",
            description: "Lo que debe hacer la persona que da testimonio.",
            examples: [
              "Una identificación vigente con foto emitida por el gobierno",
              "Un juramento o una afirmación antes de declarar",
              "Respuestas verdaderas y completas",
              "Leer y firmar la transcripción, salvo que se renuncie a ello",
            ],
          },
        ],
      },
      {
        kind: "features",
        id: "scheduling",
        after: "requirements",
        title: "Cómo reservar una deposición",
        items: [
          {
            icon: "calendar",
            title: `Reserve ${bookAheadEs} horas antes`,
            description:
              "Así hay tiempo para confirmar las partes, el lugar y el taquígrafo, y el día empieza a la hora.",
          },
          {
            icon: "timer",
            title: "Servicio urgente",
            description: "¿Tiene menos tiempo? Llámeme: hay servicio urgente siempre que mi agenda lo permita.",
          },
          {
            icon: "building",
            title: "Lugares flexibles",
            description:
              "Bufetes, tribunales, salas de reuniones, o la casa o el centro de cuidado del testigo si no puede viajar.",
          },
        ],
      },
    ],
    notice: {
      title: "Testimonio bajo juramento",
      text: "El testimonio de una deposición se da bajo juramento o afirmación. Un testigo que a sabiendas da un testimonio falso sobre algo importante puede ser acusado de perjurio, un delito grave en Pensilvania. No doy consejos legales a ninguna parte ni a ningún testigo.",
    },
    closing: {
      title: "¿Va a programar una deposición?",
      text: `Mándeme la fecha, el lugar y el encabezado del caso. Cuanto antes, mejor: lo ideal es reservar ${bookAheadEs} horas antes.`,
    },
  },
} satisfies Bilingual<ServicePage>;
