import { feeFact, region, visitLengthFact } from "~/content/services/shared";
import { feeFactEs, photoIdEachSignerEs, regionEs, visitLengthFactEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";
import { site } from "~/facts/site.config";

export const medicalAuthorization = {
  en: {
    slug: "medical-authorization",
    seo: {
      title: "Medical Authorization Notarization",
      description: `HIPAA authorizations, medical powers of attorney and parental medical consent forms notarized at home, at work or in hospital, anywhere in ${region}.`,
    },
    hero: {
      intro: `The forms that let someone speak with your doctors, or consent to care for your child. I notarize them where you are, including at the hospital, ${site.hours.inSentence}.`,
    },
    explanation: {
      title: "Notarizing Medical Authorizations",
      paragraphs: [
        "A medical authorization gives another person permission to receive your health information, or to make or consent to care decisions. Hospitals, insurers, schools and camps often ask for the signature to be notarized so they can rely on it.",
        "My role is limited and important: I confirm who is signing, that they understand what the document is, and that they sign willingly.",
        "I don't give advice on medical choices or on which form to use. Your doctor, the facility or an attorney can help with those.",
      ],
      facts: [{ label: "Where", value: "Home, school, office or bedside" }, visitLengthFact, feeFact],
    },
    process: {
      title: "How It Works",
      steps: [
        {
          title: "Document review",
          description: "I check that the form is complete and ready to sign, with any witness lines in place.",
        },
        {
          title: "Identity",
          description: "Each signer shows a current government-issued photo ID that matches the name on the form.",
        },
        {
          title: "Voluntary confirmation",
          description: "A short conversation so I'm sure each signer understands the form and is signing by choice.",
        },
        {
          title: "Notarization",
          description: "The signers sign, and I complete the certificate, apply my seal and record it in my journal.",
        },
      ],
    },
    categories: {
      title: "Medical Documents I Notarize",
      items: [
        {
          icon: "medical",
          title: "Medical Power of Attorney",
          description: "Naming someone to make health care decisions if you can't.",
          examples: [
            "Health care powers of attorney",
            "Mental health care powers of attorney",
            "Forms from hospitals and care homes",
          ],
        },
        {
          icon: "lock",
          title: "HIPAA Authorization Forms",
          description: "Permission for providers to share your health information.",
          examples: [
            "Authorizations to share records with family",
            "Releases to insurers and attorneys",
            "Requests to send records to another provider",
          ],
        },
        {
          icon: "users",
          title: "Parental Medical Authorizations",
          description: "Letting another adult consent to care for your child.",
          examples: [
            "Consent for a grandparent or caregiver to seek treatment",
            "School, sports and camp medical forms",
            "Consent for care while a child travels",
          ],
        },
        {
          icon: "document",
          title: "Other Medical Documents",
          description: "Health-related paperwork with a notary section.",
          examples: [
            "Disability and leave paperwork",
            "Insurance claim forms",
            "Affidavits for medical or disability benefits",
          ],
        },
      ],
    },
    benefits: {
      title: "Why It Helps",
      items: [
        {
          icon: "care",
          title: "Care Without Delay",
          description: "The right person can talk to doctors or consent to treatment when it matters.",
        },
        {
          icon: "hospital",
          title: "Bedside Visits",
          description: "At the hospital, a care home or your kitchen table, when getting out is hard.",
        },
        {
          icon: "lock",
          title: "Discreet and Confidential",
          description: "Your health information stays between you and the people you choose.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [
        "A current, government-issued photo ID for each signer",
        "The form, filled in but unsigned",
        "Witnesses, if the form asks for them",
      ],
      notesTitle: "Good to know",
      notes: [
        "Fill in names, dates of birth and what the authorization covers before we meet, but don't sign.",
        "For a parental authorization, each parent who has to sign should be present.",
        "At a hospital, check visiting hours and let the nurses know I'm coming.",
      ],
    },
    notice: {
      title: "No Legal or Medical Advice",
      text: "I can notarize your signature, but I can't give legal or medical advice, choose a form for you or explain what it will allow. Please ask your doctor, the facility or an attorney.",
    },
    closing: {
      title: "Need a medical form notarized?",
      text: "Tell me what the form is and where you are, and I'll come to you, at the bedside if need be.",
    },
  },
  es: {
    slug: "medical-authorization",
    seo: {
      title: "Autorizaciones médicas notarizadas",
      description: `Autorizaciones HIPAA, poderes notariales para decisiones de salud y permisos médicos para sus hijos, notarizados donde usted esté, en ${regionEs}.`,
    },
    hero: {
      intro: `Son los formularios que permiten a otra persona hablar con sus médicos, o dar permiso para que atiendan a su hijo o a su hija. Los notarizo donde usted esté, también en el hospital, ${site.hours.inSentenceEs}.`,
    },
    explanation: {
      title: "La notarización de autorizaciones médicas",
      paragraphs: [
        "Una autorización médica le da permiso a otra persona para recibir su información de salud, o para tomar o aprobar decisiones sobre su cuidado. Hospitales, aseguradoras, escuelas y campamentos piden a menudo que la firma esté notarizada para poder confiar en ella.",
        "Mi papel es limitado, pero importante: confirmo quién firma, que entiende qué documento es y que lo firma por voluntad propia.",
        "No doy consejos sobre decisiones médicas ni sobre qué formulario usar. Su médico, el centro de salud o un abogado le pueden ayudar con eso.",
      ],
      facts: [
        { label: "Dónde", value: "En casa, la escuela, la oficina o junto a la cama" },
        visitLengthFactEs,
        feeFactEs,
      ],
    },
    process: {
      title: "Cómo funciona",
      steps: [
        {
          title: "Revisión del documento",
          description:
            "Reviso que el formulario esté completo y listo para firmar, con las líneas para los testigos si las lleva.",
        },
        {
          title: "Identificación",
          description:
            "Cada firmante muestra una identificación vigente con foto emitida por el gobierno, con el mismo nombre que aparece en el formulario.",
        },
        {
          title: "Confirmación de voluntad",
          description:
            "Una conversación corta para asegurarme de que cada firmante entiende el formulario y lo firma porque quiere.",
        },
        {
          title: "Notarización",
          description: "Después de las firmas, completo el certificado, pongo mi sello y lo anoto en mi registro.",
        },
      ],
    },
    categories: {
      title: "Documentos médicos que notarizo",
      items: [
        {
          icon: "medical",
          title: "Poder notarial para decisiones de salud",
          description: "Para nombrar a alguien que tome decisiones de salud si usted no puede.",
          examples: [
            "Poderes notariales para decisiones de salud",
            "Poderes notariales para decisiones de salud mental",
            "Formularios de hospitales y hogares de cuidado",
          ],
        },
        {
          icon: "lock",
          title: "Autorizaciones HIPAA",
          description: "Permiso para que sus proveedores de salud compartan su información.",
          examples: [
            "Autorizaciones para compartir sus expedientes médicos con la familia",
            "Autorizaciones para aseguradoras y abogados",
            "Solicitudes para enviar sus expedientes médicos a otro proveedor",
          ],
        },
        {
          icon: "users",
          title: "Autorizaciones médicas de los padres",
          description: "Para que otro adulto pueda dar permiso para atender a su hijo o a su hija.",
          examples: [
            "Permiso para que un abuelo, una abuela u otra persona que cuida al menor busque tratamiento",
            "Formularios médicos de la escuela, los deportes y los campamentos",
            "Permiso para atención médica mientras el menor está de viaje",
          ],
        },
        {
          icon: "document",
          title: "Otros documentos médicos",
          description: "Papeles relacionados con la salud que tienen una sección para notary public.",
          examples: [
            "Papeles de incapacidad y de licencia del trabajo",
            "Formularios de reclamación al seguro",
            "Declaraciones juradas para beneficios médicos o por incapacidad",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué ayuda",
      items: [
        {
          icon: "care",
          title: "Atención sin demoras",
          description:
            "La persona indicada puede hablar con los médicos o dar permiso para un tratamiento cuando hace falta.",
        },
        {
          icon: "hospital",
          title: "Junto a la cama",
          description:
            "En el hospital, en un hogar de cuidado o en la mesa de su cocina, cuando salir se hace difícil.",
        },
        {
          icon: "lock",
          title: "Con discreción",
          description: "Su información de salud queda entre usted y las personas que usted escoja.",
        },
      ],
    },
    requirements: {
      title: "Qué necesita",
      bringTitle: "Tenga a la mano",
      items: [photoIdEachSignerEs, "El formulario, lleno pero sin firmar", "Testigos, si el formulario los pide"],
      notesTitle: "Tenga en cuenta",
      notes: [
        "Antes de la cita, llene los nombres, las fechas de nacimiento y lo que cubre la autorización, pero no firme.",
        "En una autorización de los padres, cada padre o madre que tenga que firmar debe estar presente.",
        "En un hospital, averigüe el horario de visitas y avísele al personal de enfermería que voy a ir.",
      ],
    },
    notice: {
      title: "No doy asesoría legal ni médica",
      text: "Puedo notarizar su firma, pero no puedo darle consejos legales ni médicos, escogerle un formulario ni explicarle lo que va a permitir. Consulte a su médico, al centro de salud o a un abogado.",
    },
    closing: {
      title: "¿Necesita notarizar un formulario médico?",
      text: "Dígame qué formulario es y dónde está usted, y voy adonde esté, hasta la cama del hospital si hace falta.",
    },
  },
} satisfies Bilingual<ServicePage>;
