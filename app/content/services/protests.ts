import { feeFact, photoId, region } from "~/content/services/shared";
import { feeFactEs, photoIdEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import type { Bilingual } from "~/vocabulary/lang";
import { genderedEs } from "~/lib/gender-es";

export const protests = {
  en: {
    slug: "protests",
    seo: {
      title: "Notarial Protests of Dishonored Instruments",
      description: `A notary public to note the protest of a dishonored check, draft or promissory note and prepare the certificate of protest, in ${region}.`,
    },
    hero: {
      intro:
        "When a check, draft or promissory note is refused, a notarial protest puts the dishonor on formal record. I review the instrument and the facts and prepare the certificate of protest under seal.",
    },
    explanation: {
      title: "What Is a Notarial Protest?",
      paragraphs: [
        "A protest is a certificate, made by a notary, stating that a negotiable instrument such as a check, draft, bill of exchange or promissory note was presented for payment or acceptance and was dishonored, that is, refused. Noting a protest is one of the notarial acts Pennsylvania law allows.",
        "Protests are rare in everyday life. Banks and businesses use them, most often for international drafts, where the parties or a foreign court expect a formal certificate as evidence of the dishonor.",
        "Timing is strict: the deadlines for presentment, protest and notice of dishonor are short, and they depend on the instrument and the law that governs it. I can't tell you whether you need a protest or what your deadline is; your bank or attorney can. Contact me as soon as you know you need one.",
      ],
      facts: [
        { label: "Notarial act", value: "Noting a protest of a negotiable instrument" },
        { label: "Timing", value: "Strict: contact me as soon as payment is refused" },
        feeFact,
      ],
    },
    process: {
      title: "How a Protest Is Made",
      steps: [
        {
          title: "Instrument review",
          description:
            "I examine the original instrument and note the parties, the amount, the dates and the terms of payment.",
        },
        {
          title: "Presentment and dishonor",
          description:
            "You show me the record of presentment and of the refusal, such as the bank's return notice or a letter of refusal.",
        },
        {
          title: "Certificate of protest",
          description:
            "I prepare the certificate stating when, where and by whom the instrument was presented and dishonored, and the reason if one was given.",
        },
        {
          title: "Seal and record",
          description:
            "I sign and seal the certificate, record the act in my journal, and return it with the instrument for you to use or send on.",
        },
      ],
    },
    categories: {
      title: "Instruments That Can Be Protested",
      items: [
        {
          icon: "landmark",
          title: "Checks",
          description: "Checks returned unpaid by the bank they were drawn on.",
          examples: ["Business checks", "Personal checks", "Checks drawn on out-of-state banks", "Cashier's checks"],
        },
        {
          icon: "globe",
          title: "Drafts and Bills of Exchange",
          description: "Orders to pay, often in international trade, refused on presentment.",
          examples: [
            "Commercial drafts",
            "Sight and time drafts",
            "International bills of exchange",
            "Trade acceptances",
          ],
        },
        {
          icon: "pen",
          title: "Promissory Notes",
          description: "Written promises to pay that weren't honored when due.",
          examples: ["Business promissory notes", "Demand notes", "Installment notes"],
        },
        {
          icon: "document",
          title: "Other Negotiable Instruments",
          description: "Any instrument payable to order or to bearer that was dishonored.",
          examples: ["Negotiable certificates of deposit", "Other instruments payable to order or bearer"],
        },
      ],
    },
    benefits: {
      title: "Why a Formal Protest Helps",
      items: [
        {
          icon: "stamp",
          title: "Formal Evidence",
          description: "A certificate of protest is recognized evidence that the instrument was dishonored.",
        },
        {
          icon: "timer",
          title: "Prompt Service",
          description: "Because timing matters, I fit protests in as quickly as my schedule allows.",
        },
        {
          icon: "clipboard",
          title: "Careful Records",
          description: "Every protest is recorded in my notary journal, with the details you'll need later.",
        },
      ],
    },
    requirements: {
      title: "What You Need",
      bringTitle: "Bring with you",
      items: [
        "The original instrument",
        "Documentation of presentment and dishonor, such as the bank's return notice",
        photoId,
        "The details of the dishonor: dates, places, the parties and any reason given",
      ],
      notesTitle: "Good to know",
      notes: [
        "Timing is strict. Contact me as soon as the instrument is dishonored.",
        "Bring the original, not a copy: the protest describes the instrument itself.",
        "Ask your bank or attorney whether a protest is needed and by when.",
      ],
    },
    notice: {
      title: "No Legal Advice",
      text: "I can note a protest, but I can't tell you whether one is required, which deadline applies or what rights it protects. I am not an attorney: please ask your bank or an attorney about your situation.",
    },
    closing: {
      title: "Need a protest noted?",
      text: "Call as soon as payment is refused, with the instrument and the bank's notice in hand.",
    },
  },
  es: {
    slug: "protests",
    seo: {
      title: "Protesto de cheques, letras y pagarés",
      description: `Un notary public levanta el protesto de un cheque, una letra de cambio o un pagaré no pagado y prepara el certificado de protesto, en ${regionEs}.`,
    },
    hero: {
      intro:
        "Cuando no pagan un cheque, una letra de cambio o un pagaré, el protesto notarial deja constancia formal de ese rechazo. Reviso el documento y los hechos, y preparo el certificado de protesto con mi sello.",
    },
    explanation: {
      title: "¿Qué es un protesto notarial?",
      paragraphs: [
        "El protesto es un certificado, hecho por un notary public, que dice que un título negociable (un cheque, una letra de cambio o un pagaré, por ejemplo) se presentó para su pago o aceptación y fue rechazado. Levantar un protesto es uno de los actos notariales que permite la ley de Pensilvania.",
        "En la vida diaria los protestos son raros. Los usan bancos y negocios, sobre todo con letras de cambio internacionales, cuando las partes o una corte de otro país esperan un certificado formal como prueba del rechazo.",
        "Los plazos son estrictos: el tiempo para presentar el documento, protestarlo y avisar del rechazo es corto, y depende del documento y de la ley que lo rige. Yo no puedo decirle si necesita un protesto ni cuál es su plazo; su banco o su abogado sí. Comuníquese conmigo en cuanto sepa que lo necesita.",
      ],
      facts: [
        { label: "Acto notarial", value: "El protesto de un título negociable" },
        { label: "Plazo", value: "Estricto: comuníquese conmigo en cuanto le rechacen el pago" },
        feeFactEs,
      ],
    },
    process: {
      title: "Cómo se hace un protesto",
      steps: [
        {
          title: "Revisión del documento",
          description:
            "Examino el documento original y anoto las partes, la cantidad, las fechas y las condiciones de pago.",
        },
        {
          title: "Presentación y rechazo",
          description:
            "Usted me muestra la prueba de que se presentó y se rechazó, como el aviso de devolución del banco o una carta de rechazo.",
        },
        {
          title: "Certificado de protesto",
          description:
            "Preparo el certificado que dice cuándo, dónde y por quién se presentó el documento, que fue rechazado y, si se dio, el motivo.",
        },
        {
          title: "Sello y registro",
          description:
            "Firmo y sello el certificado, anoto el acto notarial en mi registro y se lo entrego junto con el documento, para que usted lo use o lo envíe.",
        },
      ],
    },
    categories: {
      title: "Documentos que se pueden protestar",
      items: [
        {
          icon: "landmark",
          title: "Cheques",
          description: "Cheques que el banco contra el que se giraron devolvió sin pagar.",
          examples: [
            "Cheques de negocio",
            "Cheques personales",
            "Cheques de bancos de otros estados",
            "Cheques de gerencia (cashier's checks)",
          ],
        },
        {
          icon: "globe",
          title: "Letras de cambio y giros",
          description: "Órdenes de pago, muchas veces del comercio internacional, rechazadas al presentarse.",
          examples: [
            "Giros comerciales",
            "Letras a la vista y a plazo",
            "Letras de cambio internacionales",
            "Aceptaciones comerciales",
          ],
        },
        {
          icon: "pen",
          title: "Pagarés",
          description: "Promesas de pago por escrito que no se cumplieron al vencer.",
          examples: ["Pagarés de negocios", "Pagarés a la vista", "Pagarés a plazos"],
        },
        {
          icon: "document",
          title: "Otros títulos negociables",
          description: "Cualquier documento pagadero a la orden o al portador que fue rechazado.",
          examples: ["Certificados de depósito negociables", "Otros documentos pagaderos a la orden o al portador"],
        },
      ],
    },
    benefits: {
      title: "Por qué ayuda un protesto formal",
      items: [
        {
          icon: "stamp",
          title: "Prueba formal",
          description: "El certificado de protesto es una prueba reconocida de que el documento fue rechazado.",
        },
        {
          icon: "timer",
          title: "Servicio rápido",
          description: "Como el tiempo cuenta, atiendo los protestos tan pronto como me lo permite mi agenda.",
        },
        {
          icon: "clipboard",
          title: "Registro cuidadoso",
          description:
            "Cada protesto queda anotado en mi registro notarial, con los detalles que usted va a necesitar más adelante.",
        },
      ],
    },
    requirements: {
      title: "Qué necesita",
      bringTitle: "Tenga a la mano",
      items: [
        "El documento original",
        "La prueba de la presentación y del rechazo, como el aviso de devolución del banco",
        photoIdEs,
        "Los detalles del rechazo: fechas, lugares, las partes y el motivo que le dieron, si le dieron alguno",
      ],
      notesTitle: "Tenga en cuenta",
      notes: [
        "Los plazos son estrictos. Comuníquese conmigo en cuanto le rechacen el documento.",
        "Traiga el original, no una copia: el protesto describe el documento mismo.",
        "Pregúntele a su banco o a su abogado si hace falta un protesto y para cuándo.",
      ],
    },
    notice: {
      title: "No doy asesoría legal",
      text: `Puedo levantar un protesto, pero no puedo decirle si hace falta, qué plazo se aplica ni qué derechos protege. No soy ${genderedEs("abogado", "abogada")}: consulte su caso con su banco o con un abogado.`,
    },
    closing: {
      title: "¿Necesita levantar un protesto?",
      text: "Llámeme en cuanto le rechacen el pago, con el documento y el aviso del banco a la mano.",
    },
  },
} satisfies Bilingual<ServicePage>;
