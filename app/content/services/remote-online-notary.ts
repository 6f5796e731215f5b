import { hoursFact, remoteFee } from "~/content/services/shared";
import { hoursFactEs, languageFactEs, languageSentenceEs, remoteFeeEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";

export const remoteOnlineNotary = {
  en: {
    slug: "remote-online-notary",
    seo: {
      title: "Remote Online Notarization by Secure Video",
      description: `Have documents notarized over a secure, recorded video session with a commissioned ${site.commission.state} notary, from wherever you are. ${remoteFee}.`,
    },
    hero: {
      intro:
        "Sign from your own desk, wherever you are. We meet on a secure, recorded platform built for notarization: your identity is checked online and your document is signed and sealed electronically.",
    },
    explanation: {
      title: "How Remote Notarization Works in Pennsylvania",
      paragraphs: [
        `Since 2020, ${site.commission.state} law has allowed a commissioned notary to perform notarial acts over live audio and video for a signer who is somewhere else. I'm in ${site.commission.state} for every session; you can be at home, at work, in another state and, in some cases, outside the United States.`,
        "Instead of ink, you sign electronically, and I add my electronic signature and seal. The certificate states that the notarial act involved communication technology, and the whole session is recorded and stored securely, as Pennsylvania requires. Ordinary video calls don't qualify; we use an approved notarization platform.",
        "A remote notarization is a Pennsylvania notarial act with the same legal effect as one done in person, and notarial acts performed under one state's law are recognized in the others. Even so, check before we book that whoever receives your document accepts electronic notarization: a few recorders' offices, courts and foreign agencies still want ink on paper.",
      ],
      facts: [
        {
          label: "Fee",
          value: `${remoteFee}, covering the act, the platform and the identity checks`,
        },
        { label: "Where you can be", value: "Anywhere with a camera and a steady connection" },
        hoursFact,
      ],
    },
    process: {
      title: "Your Remote Session, Step by Step",
      steps: [
        {
          title: "Schedule and get a secure link",
          description:
            "We agree on a time and you upload your document in advance. You then receive a private link to the session by e-mail.",
        },
        {
          title: "Verify your ID",
          description:
            "The platform checks your photo ID and asks a few knowledge-based authentication questions drawn from public records, to confirm you are who you say.",
        },
        {
          title: "Sign in a live video session",
          description:
            "We meet face to face on camera. I confirm that you understand the document and are signing willingly, then watch you sign electronically.",
        },
        {
          title: "Seal and delivery",
          description:
            "I add my electronic signature and seal, and you download the completed document, ready to send on or print.",
        },
      ],
    },
    categories: {
      title: "Documents Suited to Remote Notarization",
      intro:
        "Most documents can be notarized remotely, as long as the person receiving them accepts electronic notarization.",
      items: [
        {
          icon: "home",
          title: "Real Estate and Finance",
          description: "Many lenders and title companies accept remote signings. Ask yours before we book.",
          examples: [
            "Seller documents signed from out of town",
            "Refinance documents, where the lender allows",
            "Title and occupancy affidavits",
            "Account and beneficiary forms",
          ],
        },
        {
          icon: "briefcase",
          title: "Business",
          description: "Keep deals moving when the signers are in different places.",
          examples: [
            "Contracts and vendor agreements",
            "Corporate resolutions and certificates",
            "Affidavits for licenses and registrations",
            "Sworn statements for agencies",
          ],
        },
        {
          icon: "users",
          title: "Personal and Family",
          description: "Everyday paperwork, without arranging a visit.",
          examples: [
            "Powers of attorney",
            "Travel consent letters for minors",
            "Affidavits and sworn statements",
            "School and pension forms",
          ],
        },
        {
          icon: "globe",
          title: "Signers Away from Home",
          description: `When the person who has to sign can't get to ${site.serviceArea.region}.`,
          examples: [
            "Students studying in another state",
            "Service members stationed away",
            "Family members who have moved away",
            "Travelers who can't wait to get back",
          ],
        },
      ],
    },
    benefits: {
      title: "Why Sign Online",
      items: [
        {
          icon: "laptop",
          title: "Sign from Anywhere",
          description: "Your home, your office or a hotel room: all you need is a device, your ID and a quiet spot.",
        },
        {
          icon: "timer",
          title: "Faster Turnaround",
          description: "No travel, no printer and no courier. A finished document can be in your inbox the same day.",
        },
        {
          icon: "lock",
          title: "Secure and Recorded",
          description:
            "Identity checks, tamper-evident electronic seals and a recorded session protect everyone involved.",
        },
      ],
    },
    requirements: {
      title: "What You Need for a Remote Session",
      bringTitle: "Equipment and documents",
      items: [
        "A computer, tablet or phone with a working camera and microphone",
        "A stable internet connection",
        "A current, government-issued photo ID",
        "An e-mail address for the secure link and the finished document",
        "Your document as a file that can be uploaded before the session",
      ],
      notesTitle: "Before the session",
      notes: [
        "Choose a quiet, well-lit room where your face and your ID show clearly on camera.",
        "Your ID must be unexpired, and the platform needs a sharp picture of it: avoid glare.",
        "Each signer verifies their own identity; if several people sign, each one joins the session.",
        "Ask whoever will receive the document whether they accept electronic notarization before we book.",
      ],
    },
    closing: {
      title: "Ready to sign online?",
      text: `Send me the document type and a time that suits you. The price is ${remoteFee}, and you know the total before we start.`,
    },
  },
  es: {
    slug: "remote-online-notary",
    seo: {
      title: "Notarización remota en línea",
      description: `Notarice sus documentos desde donde esté, en una videollamada segura y grabada con un notary public de ${site.serviceArea.stateEs}. ${remoteFeeEs}.`,
    },
    hero: {
      intro:
        "Firme desde su propia mesa, esté donde esté. Nos vemos en una plataforma segura y grabada, hecha para notarizar: su identidad se verifica en línea y su documento se firma y se sella de forma electrónica.",
    },
    explanation: {
      title: "Cómo funciona la notarización remota en Pensilvania",
      paragraphs: [
        `Desde 2020, la ley de ${site.serviceArea.stateEs} permite que un notary public con comisión haga actos notariales por audio y video en vivo para un firmante que está en otro lugar. Yo estoy en ${site.serviceArea.stateEs} en cada sesión; usted puede estar en su casa, en el trabajo, en otro estado y, en algunos casos, fuera de Estados Unidos.`,
        "En vez de tinta, usted firma de forma electrónica, y yo pongo mi firma y mi sello electrónicos. El certificado dice que el acto notarial se hizo por medios de comunicación a distancia, y toda la sesión se graba y se guarda de forma segura, como exige Pensilvania. Una videollamada común no sirve: usamos una plataforma de notarización aprobada.",
        "Una notarización remota es un acto notarial de Pensilvania con el mismo efecto legal que uno hecho en persona, y los actos notariales hechos bajo la ley de un estado se reconocen en los demás. Aun así, antes de pedir la cita, pregunte a quien va a recibir su documento si acepta la notarización electrónica: algunas oficinas de registro de propiedad, tribunales y agencias extranjeras todavía piden tinta y papel.",
      ],
      facts: [
        {
          label: "Precio",
          value: `${remoteFeeEs}, con el acto, la plataforma y la verificación de identidad incluidos`,
        },
        { label: "Dónde puede estar usted", value: "En cualquier lugar con cámara y una buena conexión" },
        hoursFactEs,
        languageFactEs,
      ],
    },
    process: {
      title: "Su sesión remota, paso a paso",
      steps: [
        {
          title: "Pida la cita y reciba un enlace seguro",
          description:
            "Acordamos una hora y usted sube su documento antes de la sesión. Luego recibe por correo electrónico un enlace privado para entrar.",
        },
        {
          title: "Verifique su identidad",
          description:
            "La plataforma revisa su identificación con foto y le hace unas preguntas de verificación basadas en registros públicos, para confirmar que usted es quien dice ser.",
        },
        {
          title: "Firme en una videollamada en vivo",
          description:
            "Nos vemos cara a cara por la cámara. Confirmo que usted entiende el documento y que firma por su propia voluntad, y le veo firmar de forma electrónica.",
        },
        {
          title: "Sello y entrega",
          description:
            "Pongo mi firma y mi sello electrónicos, y usted descarga el documento terminado, listo para enviarlo o imprimirlo.",
        },
      ],
    },
    categories: {
      title: "Documentos que se pueden notarizar en línea",
      intro:
        "La mayoría de los documentos se pueden notarizar a distancia, siempre que quien los reciba acepte la notarización electrónica.",
      items: [
        {
          icon: "home",
          title: "Bienes raíces y finanzas",
          description:
            "Muchos prestamistas y compañías de títulos aceptan firmas a distancia. Pregúntele al suyo antes de pedir la cita.",
          examples: [
            "Documentos del vendedor firmados desde fuera de la ciudad",
            "Documentos de refinanciamiento, si el prestamista lo permite",
            "Declaraciones juradas de título y de ocupación",
            "Formularios de cuentas y de beneficiarios",
          ],
        },
        {
          icon: "briefcase",
          title: "Negocios",
          description: "Para que los acuerdos sigan adelante aunque los firmantes estén en lugares distintos.",
          examples: [
            "Contratos y acuerdos con proveedores",
            "Resoluciones y certificados de la empresa",
            "Declaraciones juradas para licencias y registros",
            "Declaraciones juradas para agencias",
          ],
        },
        {
          icon: "users",
          title: "Personales y familiares",
          description: "Los trámites de todos los días, sin tener que organizar una visita.",
          examples: [
            "Poderes notariales",
            "Permisos de viaje para menores",
            "Declaraciones juradas",
            "Formularios de escuela y de pensión",
          ],
        },
        {
          icon: "globe",
          title: "Firmantes lejos de casa",
          description: `Cuando la persona que debe firmar no puede llegar hasta ${site.serviceArea.regionEs}.`,
          examples: [
            "Estudiantes en otro estado",
            "Militares destinados lejos",
            "Familiares que se mudaron",
            "Personas de viaje que no pueden esperar a volver",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué firmar en línea",
      items: [
        {
          icon: "laptop",
          title: "Firme desde cualquier lugar",
          description:
            "Su casa, su oficina o la habitación de un hotel: solo necesita un aparato, su identificación y un lugar tranquilo.",
        },
        {
          icon: "timer",
          title: "Más rápido",
          description:
            "Sin viajes, sin impresora y sin mensajería. El documento terminado puede estar en su correo ese mismo día.",
        },
        {
          icon: "lock",
          title: "Seguro y grabado",
          description:
            "La verificación de identidad, los sellos electrónicos que muestran cualquier cambio y la grabación de la sesión protegen a todos.",
        },
      ],
    },
    requirements: {
      title: "Lo que necesita para una sesión remota",
      bringTitle: "Equipo y documentos",
      items: [
        "Una computadora, tableta o teléfono con cámara y micrófono que funcionen",
        "Una conexión a internet estable",
        "Una identificación vigente con foto emitida por el gobierno",
        "Un correo electrónico para recibir el enlace seguro y el documento terminado",
        "Su documento en un archivo que pueda subir antes de la sesión",
      ],
      notesTitle: "Antes de la sesión",
      notes: [
        "Escoja un cuarto tranquilo y con buena luz, donde su cara y su identificación se vean bien en la cámara.",
        "Su identificación no puede estar vencida, y la plataforma necesita una imagen nítida: evite los reflejos.",
        "Cada firmante verifica su propia identidad; si firman varias personas, cada una entra a la sesión.",
        "Antes de pedir la cita, pregunte a quien va a recibir el documento si acepta la notarización electrónica.",
        languageSentenceEs,
      ],
    },
    closing: {
      title: "¿Quiere firmar en línea?",
      text: `Dígame qué tipo de documento es y a qué hora le conviene. Cada sesión cuesta ${remoteFeeEs}, y usted sabe el total antes de empezar.`,
    },
  },
} satisfies Bilingual<ServicePage>;
