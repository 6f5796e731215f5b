import { actFee, photoId, region } from "~/content/services/shared";
import { actFeeEs, photoIdEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";

export const certifiedCopies = {
  en: {
    slug: "certified-copies",
    seo: {
      title: "Notary-Certified Copies of Original Documents",
      description: `Certified true copies of diplomas, passports, contracts and other originals you hold, made and certified by a notary at your location in ${region}.`,
    },
    hero: {
      intro:
        "Need a copy that an office will accept as true to the original? I make the copy from your original, compare it page by page and certify it under my official seal.",
    },
    explanation: {
      title: "What Is a Certified Copy?",
      paragraphs: [
        "A notary-certified copy is a copy that a notary has compared with the original and certified, under seal, as full, true and accurate. Schools, employers, banks and foreign offices often ask for one so that you can keep your original safe.",
        "Pennsylvania lets a notary certify copies of many documents, but not of vital records or other public records. Birth, death and marriage certificates, divorce decrees and court records must be certified by the office that keeps them; the list below says where to go.",
        "The original has to be in front of me. I can't certify a copy of a copy, a scan or a fax.",
      ],
      facts: [
        { label: "Original needed", value: "Yes, in person" },
        { label: "Several copies", value: "Certified in one visit, each with its own certificate" },
        { label: "Fee", value: `Up to ${actFee} per certificate, the Pennsylvania maximum, plus travel` },
      ],
    },
    process: {
      title: "How Certified Copies Are Made",
      steps: [
        {
          title: "Document review",
          description:
            "I look at the original to confirm it's a document a notary may copy, and that it's complete and legible.",
        },
        {
          title: "Copy creation",
          description: "I make the copy myself, or watch it being made, so it comes straight from the original.",
        },
        {
          title: "Certification",
          description:
            "I compare the copy with the original page by page and complete a certificate stating that it is full, true and accurate.",
        },
        {
          title: "Notarization",
          description:
            "I sign and apply my official seal, record the act in my journal, and hand back your original with the copies.",
        },
      ],
    },
    categories: {
      title: "Documents I Can Certify",
      intro: "Originals you hold that aren't public or vital records.",
      items: [
        {
          icon: "graduation",
          title: "Educational",
          description: "For admissions, credential evaluations and jobs, at home or abroad.",
          examples: [
            "Diplomas and degree certificates",
            "Transcripts and report cards",
            "Course completion certificates",
            "Letters from schools",
          ],
        },
        {
          icon: "briefcase",
          title: "Business",
          description: "Company records you need to share without letting go of the original.",
          examples: [
            "Signed contracts and agreements",
            "Corporate minutes and records",
            "Leases",
            "Business letters and invoices",
          ],
        },
        {
          icon: "id",
          title: "Personal",
          description: "Everyday papers for banks, consulates and agencies.",
          examples: [
            "Passport photo and data pages",
            "Medical and vaccination records",
            "Bank and financial statements",
            "Personal letters",
          ],
        },
        {
          icon: "scale",
          title: "Legal",
          description: "Signed originals of private legal documents in your keeping.",
          examples: [
            "Signed powers of attorney",
            "Trust agreements",
            "Settlement agreements",
            "Other signed originals you hold",
          ],
        },
      ],
    },
    benefits: {
      title: "Why Use a Certified Copy",
      items: [
        {
          icon: "lock",
          title: "Keep Your Original Safe",
          description: "Send a certified copy and keep the diploma or passport where it belongs.",
        },
        {
          icon: "copy",
          title: "Several Copies at Once",
          description: "Certify as many copies as you need in one visit, each with its own certificate.",
        },
        {
          icon: "check",
          title: "Checked Page by Page",
          description: "Every page compared with the original before I sign, so the copy is complete.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: ["The original document, not a copy", photoId, "Payment for each certified copy"],
      notesTitle: "Good to know",
      notes: [
        "The original must be present; I can't certify from a scan, a fax or another copy.",
        "The document must be complete and legible. Torn, faded or altered pages may not copy faithfully.",
        "Multiple copies can be certified at the same appointment.",
        "Sending the copy abroad? Ask the receiving office whether it also needs an apostille, which the Pennsylvania Department of State issues.",
      ],
    },
    extras: [
      {
        kind: "features",
        id: "cannot-certify",
        after: "categories",
        title: "Documents I Cannot Certify",
        intro:
          "These are vital or public records, or already copies. Order a certified copy from the office that keeps the original.",
        items: [
          {
            icon: "ban",
            title: "Birth and death certificates",
            description:
              "From vital records: the Pennsylvania Department of Health's Division of Vital Records, or the vital records office of the state where the birth or death happened.",
          },
          {
            icon: "ban",
            title: "Marriage certificates",
            description:
              "From the county office that issued the marriage license; in Pennsylvania, the Register of Wills or Clerk of the Orphans' Court.",
          },
          {
            icon: "ban",
            title: "Divorce decrees",
            description: "From the court: the Prothonotary of the county where the divorce was granted.",
          },
          {
            icon: "ban",
            title: "Court records",
            description: "From the clerk of the court that holds the record.",
          },
          {
            icon: "ban",
            title: "Documents that are already copies",
            description: "I can only certify a copy made from the original itself.",
          },
        ],
      },
    ],
    closing: {
      title: "Need certified copies?",
      text: "Tell me what the documents are and how many copies you need, and I'll bring everything to make them.",
    },
  },
  es: {
    slug: "certified-copies",
    seo: {
      title: "Copias certificadas de originales",
      description: `Copias certificadas de diplomas, pasaportes, contratos y otros originales que usted tiene, hechas y certificadas donde usted esté en ${regionEs}.`,
    },
    hero: {
      intro:
        "¿Necesita una copia que una oficina acepte como fiel al original? Hago la copia de su original, la comparo página por página y la certifico con mi sello oficial.",
    },
    explanation: {
      title: "¿Qué es una copia certificada?",
      paragraphs: [
        "Una copia certificada es una copia que un notary public comparó con el original y certificó, con su sello, como completa, fiel y exacta. Escuelas, empleadores, bancos y oficinas de otros países la piden a menudo. Así usted entrega la copia y guarda el original en un lugar seguro.",
        "En Pensilvania, un notary public puede certificar copias de muchos documentos, pero no de registros vitales ni de otros registros públicos. Las actas de nacimiento, de defunción y de matrimonio, las sentencias de divorcio y los expedientes de la corte los certifica la oficina que los guarda. Más abajo le digo adónde ir en cada caso.",
        "El original tiene que estar delante de mí. No puedo certificar una copia de otra copia, un escaneo ni un fax.",
      ],
      facts: [
        { label: "¿Hace falta el original?", value: "Sí, en persona" },
        { label: "Varias copias", value: "Se certifican en una sola visita, cada una con su propio certificado" },
        {
          label: "Tarifa",
          value: `Hasta ${actFeeEs} por certificado, el máximo que permite Pensilvania, más el viaje`,
        },
      ],
    },
    process: {
      title: "Cómo se hace una copia certificada",
      steps: [
        {
          title: "Revisión del documento",
          description:
            "Miro el original para confirmar que es un documento que un notary public puede copiar, y que está completo y se lee bien.",
        },
        {
          title: "La copia",
          description: "Hago la copia yo, o veo cómo se hace, para que salga directamente del original.",
        },
        {
          title: "Certificación",
          description:
            "Comparo la copia con el original, página por página, y completo un certificado que dice que la copia es completa, fiel y exacta.",
        },
        {
          title: "Notarización",
          description:
            "Firmo, pongo mi sello oficial, anoto el acto notarial en mi registro y le devuelvo su original junto con las copias.",
        },
      ],
    },
    categories: {
      title: "Documentos que puedo certificar",
      intro: "Originales que usted tiene y que no son registros públicos ni vitales.",
      items: [
        {
          icon: "graduation",
          title: "De estudios",
          description: "Para admisiones, evaluación de estudios y empleos, aquí o en otro país.",
          examples: [
            "Diplomas y títulos",
            "Expedientes de notas (transcripts) y boletas de calificaciones",
            "Certificados de cursos terminados",
            "Cartas de escuelas y universidades",
          ],
        },
        {
          icon: "briefcase",
          title: "De negocios",
          description: "Documentos de su compañía que tiene que compartir sin desprenderse del original.",
          examples: [
            "Contratos y acuerdos firmados",
            "Actas y registros de la compañía",
            "Contratos de arrendamiento",
            "Cartas y facturas del negocio",
          ],
        },
        {
          icon: "id",
          title: "Personales",
          description: "Papeles de todos los días para bancos, consulados y agencias.",
          examples: [
            "Páginas de foto y datos del pasaporte",
            "Expedientes médicos y de vacunas",
            "Estados de cuenta del banco y otros estados financieros",
            "Cartas personales",
          ],
        },
        {
          icon: "scale",
          title: "Legales",
          description: "Originales firmados de documentos legales privados que usted guarda.",
          examples: [
            "Poderes notariales firmados",
            "Acuerdos de fideicomiso",
            "Acuerdos de conciliación",
            "Otros originales firmados que estén en sus manos",
          ],
        },
      ],
    },
    benefits: {
      title: "Por qué usar una copia certificada",
      items: [
        {
          icon: "lock",
          title: "Su original, a salvo",
          description: "Envíe una copia certificada y deje el diploma o el pasaporte donde debe estar.",
        },
        {
          icon: "copy",
          title: "Varias copias de una vez",
          description:
            "Certifique todas las copias que necesite en una sola visita, cada una con su propio certificado.",
        },
        {
          icon: "check",
          title: "Revisada página por página",
          description: "Comparo cada página con el original antes de firmar, para que la copia esté completa.",
        },
      ],
    },
    requirements: {
      title: "Qué necesita",
      bringTitle: "Tenga a la mano",
      items: ["El documento original, no una copia", photoIdEs, "El pago de cada copia certificada"],
      notesTitle: "Tenga en cuenta",
      notes: [
        "El original tiene que estar presente: no puedo certificar a partir de un escaneo, un fax ni otra copia.",
        "El documento tiene que estar completo y legible. Una página rota, borrosa o alterada puede no copiarse bien.",
        "Se pueden certificar varias copias en la misma cita.",
        "¿Va a enviar la copia a otro país? Pregunte en la oficina que la va a recibir si también necesita una apostilla, que emite el Departamento de Estado de Pensilvania.",
      ],
    },
    extras: [
      {
        kind: "features",
        id: "cannot-certify",
        after: "categories",
        title: "Documentos que no puedo certificar",
        intro:
          "Son registros vitales o públicos, o ya son copias. Pida la copia certificada a la oficina que guarda el original.",
        items: [
          {
            icon: "ban",
            title: "Actas de nacimiento y de defunción",
            description:
              "Se piden a registros vitales: la División de Registros Vitales (Division of Vital Records) del Departamento de Salud de Pensilvania, o la oficina de registros vitales del estado o territorio donde ocurrió el nacimiento o la defunción; para Puerto Rico, el Registro Demográfico.",
          },
          {
            icon: "ban",
            title: "Actas de matrimonio",
            description:
              "Se piden a la oficina del condado que dio la licencia de matrimonio; en Pensilvania, el Register of Wills o el Clerk of the Orphans' Court.",
          },
          {
            icon: "ban",
            title: "Sentencias de divorcio",
            description: "Se piden a la corte: al Prothonotary del condado donde se concedió el divorcio.",
          },
          {
            icon: "ban",
            title: "Expedientes de la corte",
            description: "Se piden al secretario (clerk) de la corte que tiene el expediente.",
          },
          {
            icon: "ban",
            title: "Documentos que ya son copias",
            description: "Solo puedo certificar una copia hecha directamente del original.",
          },
        ],
      },
    ],
    closing: {
      title: "¿Necesita copias certificadas?",
      text: "Dígame qué documentos son y cuántas copias necesita, y llevo todo lo necesario para hacerlas.",
    },
  },
} satisfies Bilingual<ServicePage>;
