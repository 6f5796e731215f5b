import { feeFact, noLegalAdvice, photoId, region } from "~/content/services/shared";
import { feeFactEs, noLegalAdviceEs, photoIdEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";
import { whenICome } from "~/content/services/shared";
import { whenIComeEs } from "~/content/services/shared-es";

export const livingWillsAndDirectives = {
  en: {
    slug: "living-wills-and-directives",
    seo: {
      title: "Living Wills and Advance Directives",
      description: `Living wills, advance health care directives and health care proxies notarized at home, in a care home or at the hospital bedside in ${region}.`,
    },
    hero: {
      intro:
        "Putting your wishes for medical care in writing is a kindness to the people you love. I'll help you get the document signed properly, at home or at the bedside, without rushing anyone.",
    },
    explanation: {
      title: "Advance Directives in Pennsylvania",
      paragraphs: [
        "An advance directive tells doctors and family what care you want if you can't speak for yourself. In Pennsylvania that usually means a living will, a health care power of attorney naming someone to decide for you, or one document that does both.",
        "Pennsylvania requires these documents to be signed by you and by two adult witnesses. Notarization isn't always required by law, but many people choose it, and some facilities and other states ask for it.",
        "I confirm who is signing and that they do so willingly, then notarize the signatures. What the directive should say is a conversation for you, your family, your doctor and your attorney.",
      ],
      facts: [
        { label: "Witnesses", value: "Two adults, in Pennsylvania" },
        { label: "Where", value: "Home, care home or hospital" },
        feeFact,
      ],
    },
    process: {
      title: "How It Works",
      steps: [
        {
          title: "Document review",
          description: "I check that the directive is complete and ready to sign, with its witness lines in place.",
        },
        {
          title: "Identity",
          description: "You show a current government-issued photo ID that matches the name on the document.",
        },
        {
          title: "Voluntary confirmation",
          description: "We talk briefly so I can be sure you understand the document and are signing by choice.",
        },
        {
          title: "Notarization",
          description: "You and your witnesses sign, and I complete the certificate, apply my seal and record it.",
        },
      ],
    },
    categories: {
      title: "Documents I Notarize",
      items: [
        {
          icon: "document",
          title: "Living Wills",
          description: "Your instructions about end-of-life care.",
          examples: [
            "Living will declarations",
            "Instructions about life-sustaining treatment",
            "Preferences for comfort care",
            "Updated or replacement living wills",
          ],
        },
        {
          icon: "care",
          title: "Healthcare Directives",
          description: "Forms that combine your instructions and your choice of agent.",
          examples: [
            "Combined advance directive forms",
            "Forms from hospitals and health systems",
            "Directives from other states",
            "Mental health care declarations",
          ],
        },
        {
          icon: "users",
          title: "Healthcare Proxies",
          description: "Naming the person who will speak for you.",
          examples: [
            "Health care powers of attorney",
            "Health care agent designations",
            "Proxy forms from other states",
            "Successor agent designations",
          ],
        },
        {
          icon: "clipboard",
          title: "Related Documents",
          subtitle: "HIPAA, DNR, POLST and organ donation",
          description:
            "Papers that travel with a directive. A POLST or an out-of-hospital DNR order is a medical order signed by your doctor and may need no notary; where a form has a notary section, I can complete it.",
          examples: [
            "HIPAA authorizations",
            "Do-not-resuscitate (DNR) paperwork",
            "POLST paperwork",
            "Organ donor cards and forms",
          ],
        },
      ],
    },
    benefits: {
      title: "Why It's Worth Doing Now",
      items: [
        {
          icon: "heart",
          title: "Peace of Mind",
          description: "Your wishes are written down and signed, so your family doesn't have to guess.",
        },
        {
          icon: "hospital",
          title: "At the Bedside",
          description: `I come to homes, care homes and hospital rooms, ${whenICome}.`,
        },
        {
          icon: "clock",
          title: "No Rush",
          description: "Time to read the document again, ask questions and sign when you're ready.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [
        photoId,
        "Your directive, complete but unsigned",
        "Witnesses, if state law requires them: two adults for Pennsylvania living wills and health care powers of attorney",
      ],
      notesTitle: "Good to know",
      notes: [
        "A witness can't be the person who signs on your behalf, and many facilities don't let their staff act as witnesses, so plan ahead.",
        "Don't sign before the appointment.",
        "A signer in hospital needs to be awake and able to communicate with me.",
      ],
    },
    notice: {
      title: "No Legal Advice",
      text: noLegalAdvice,
    },
    closing: {
      title: "Ready to sign your directive?",
      text: "Tell me where you are and whether your witnesses are arranged, and I'll find a calm time to come.",
    },
  },
  es: {
    slug: "living-wills-and-directives",
    seo: {
      title: "Testamento vital y directivas de salud",
      description: `Testamentos vitales, voluntades anticipadas y poderes notariales para decisiones de salud, notarizados en casa, en un hogar de cuidado o en el hospital.`,
    },
    hero: {
      intro:
        "Dejar por escrito la atención médica que usted quiere es un regalo para las personas que ama. Le ayudo a firmar el documento como se debe, en casa o junto a la cama, sin apurar a nadie.",
    },
    explanation: {
      title: "Las directivas anticipadas en Pensilvania",
      paragraphs: [
        "Una directiva anticipada les dice a los médicos y a su familia qué atención quiere usted si llega un momento en que no puede expresarlo. En Pensilvania suele ser un testamento vital, un poder notarial para decisiones de salud que nombra a alguien para decidir por usted, o un solo documento que hace las dos cosas.",
        "En Pensilvania, estos documentos llevan su firma y la de dos testigos adultos. La ley no siempre exige notarizarlos, pero mucha gente lo prefiere, y algunos centros de salud y otros estados lo piden.",
        "Confirmo quién firma y que lo hace por voluntad propia, y después notarizo las firmas. Lo que debe decir la directiva es una conversación entre usted, su familia, su médico y su abogado.",
      ],
      facts: [
        { label: "Testigos", value: "Dos adultos, en Pensilvania" },
        { label: "Dónde", value: "En casa, en un hogar de cuidado o en el hospital" },
        feeFactEs,
      ],
    },
    process: {
      title: "Cómo funciona",
      steps: [
        {
          title: "Revisión del documento",
          description: "Reviso que la directiva esté completa y lista para firmar, con sus líneas para los testigos.",
        },
        {
          title: "Identificación",
          description:
            "Usted muestra una identificación vigente con foto emitida por el gobierno, con el mismo nombre que aparece en el documento.",
        },
        {
          title: "Confirmación de voluntad",
          description:
            "Hablamos un momento para asegurarme de que usted entiende el documento y lo firma porque quiere.",
        },
        {
          title: "Notarización",
          description:
            "Usted y sus testigos firman, y yo completo el certificado, pongo mi sello y lo anoto en mi registro.",
        },
      ],
    },
    categories: {
      title: "Documentos que notarizo",
      items: [
        {
          icon: "document",
          title: "Testamentos vitales",
          description: "Sus instrucciones sobre la atención al final de la vida.",
          examples: [
            "Declaraciones de testamento vital",
            "Instrucciones sobre tratamientos para mantenerle con vida",
            "Preferencias sobre cuidados para su comodidad",
            "Testamentos vitales nuevos que actualizan o reemplazan uno anterior",
          ],
        },
        {
          icon: "care",
          title: "Directivas de salud",
          description: "Formularios que juntan sus instrucciones y la persona que usted escoge para decidir.",
          examples: [
            "Formularios combinados de directiva anticipada",
            "Formularios de hospitales y sistemas de salud",
            "Directivas de otros estados",
            "Declaraciones sobre el cuidado de la salud mental",
          ],
        },
        {
          icon: "users",
          title: "Representantes para la salud",
          description: "Para nombrar a la persona que hablará por usted.",
          examples: [
            "Poderes notariales para decisiones de salud",
            "Nombramientos de agente para decisiones de salud",
            "Formularios de representante de otros estados",
            "Nombramientos de un agente suplente",
          ],
        },
        {
          icon: "clipboard",
          title: "Documentos relacionados",
          subtitle: "HIPAA, DNR, POLST y donación de órganos",
          description:
            "Papeles que acompañan a una directiva. Un formulario POLST o una orden de no resucitar (DNR) fuera del hospital es una orden médica que firma su médico y puede que no necesite notary public; si un formulario tiene una sección para notary, yo la puedo completar.",
          examples: [
            "Autorizaciones HIPAA",
            "Papeles de no resucitar (DNR)",
            "Papeles POLST",
            "Tarjetas y formularios de donante de órganos",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué vale la pena hacerlo ahora",
      items: [
        {
          icon: "heart",
          title: "Tranquilidad",
          description: "Sus deseos quedan por escrito y firmados, para que su familia no tenga que adivinar.",
        },
        {
          icon: "hospital",
          title: "Junto a la cama",
          description: `Voy a casas, hogares de cuidado y cuartos de hospital, ${whenIComeEs}.`,
        },
        {
          icon: "clock",
          title: "Sin prisa",
          description: "Tiempo para volver a leer el documento, hacer preguntas y firmar cuando usted quiera.",
        },
      ],
    },
    requirements: {
      title: "Qué necesita",
      bringTitle: "Tenga a la mano",
      items: [
        photoIdEs,
        "Su directiva, completa pero sin firmar",
        "Testigos, si la ley estatal los exige: dos adultos para los testamentos vitales y los poderes notariales para decisiones de salud en Pensilvania",
      ],
      notesTitle: "Tenga en cuenta",
      notes: [
        "Un testigo no puede ser la persona que firma en su nombre, y muchos centros no dejan que su personal sirva de testigo. Por eso conviene buscar los testigos con tiempo.",
        "No firme antes de la cita.",
        "Si quien firma está en el hospital, tiene que estar despierto y poder comunicarse conmigo.",
      ],
    },
    notice: {
      title: "No doy asesoría legal",
      text: noLegalAdviceEs,
    },
    closing: {
      title: "¿Quiere firmar su directiva?",
      text: "Dígame dónde está y si ya tiene los testigos, y busco un momento tranquilo para ir.",
    },
  },
} satisfies Bilingual<ServicePage>;
