import { link, list, paragraph, subheading, type LegalDocument, type LegalPageCopy } from "~/content/legal/document";
import { whatsAppNumber } from "~/lib/contact-links";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";

const { legal, notary, commission, serviceArea } = site;
const formService = link(site.formService.name, site.formService.website);
const siteHost = new URL(site.url).host;

/**
 * The Privacy Policy. It must stay true of what the site really does: today
 * the only data collected is what a visitor types into the appointment form,
 * sent through the form service to the notary's e-mail. No analytics, no
 * cookies, no advertising. If that changes, change this text first.
 */
const en: LegalDocument = {
  updated: site.privacyPolicyUpdated,
  updatedLabel: "Last updated",
  summary: [
    "This website collects only what you type into the appointment request form. It sets no cookies and uses no analytics, tracking or advertising.",
    [
      "Your request is e-mailed to me through ",
      formService,
      ", and I use it to arrange your appointment, nothing else. I never sell or rent personal information.",
    ],
    "Pennsylvania law requires me to record every notarial act in a journal, which I must keep even if you ask me to delete other records.",
  ],
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        paragraph(
          `This policy explains what personal information ${site.businessName} receives through this website and in the course of an appointment, what I do with it, and the choices you have. In it, “I”, “me” and “my” mean ${notary.fullName}, a notary public commissioned by the Commonwealth of ${commission.state}, who runs ${site.businessName} and handles every request personally.`,
        ),
        paragraph(
          `It covers this website, ${siteHost}, and appointments arranged through it or by telephone, text message or e-mail.`,
        ),
      ],
    },
    {
      id: "information-collected",
      title: "Information You Give Me",
      blocks: [
        subheading("The appointment request form"),
        paragraph(
          "The only information this website collects is what you type into the appointment request form on the ",
          link("Contact page", "/contact"),
          " or the ",
          link("Spanish page", "/espanol"),
          ":",
        ),
        list(
          "your name, e-mail address and phone number;",
          "the service you need and where you would like to meet;",
          "the date and time you would prefer;",
          "anything you choose to add in the optional details box.",
        ),
        paragraph(
          "Please leave identification numbers, account numbers and the contents of your document out of the form. I do not need them to arrange an appointment.",
        ),
        subheading("Calls, texts and e-mails"),
        paragraph(
          "If you contact me by telephone, text message or e-mail instead, I receive your phone number or e-mail address and whatever you tell me, and the message stays on my phone or in my mailbox.",
        ),
        // Only when she offers WhatsApp (business.json): the site links to it, and the messages pass through it.
        ...(whatsAppNumber
          ? [
              paragraph(
                "If you write to me on WhatsApp, your message goes through WhatsApp, a service of Meta, which handles it under its own privacy policy. I receive your WhatsApp name and number and what you send, and the conversation stays on my phone.",
              ),
            ]
          : []),
        subheading("At the appointment"),
        paragraph(
          "To perform a notarial act I must confirm who you are, usually by examining a current, government-issued photo ID, and I see the document you sign. I do not keep copies of your documents beyond what is needed to return them to you or to someone you ask me to send them to.",
        ),
      ],
    },
    {
      id: "notarial-records",
      title: "Notarial Records",
      blocks: [
        paragraph(
          "Pennsylvania law requires every notary public to keep a journal of notarial acts (57 Pa.C.S. § 319). For each act I perform, my journal records:",
        ),
        list(
          "the date and time of the act;",
          "the type of act and a description of the document, if there is one;",
          "the full name and address of each person for whom I perform it;",
          "how I identified each person, including a description of any identification document presented and its dates of issue and expiry;",
          "the fee charged.",
        ),
        paragraph(
          `The journal is not optional: I cannot leave a notarial act out of it or delete an entry on request. I keep it for ${legal.journalRetentionYears} years after the last act recorded in it, and if my commission ends, the law requires me to deliver it to the recorder of deeds of the county where I last kept an office. I keep the journal in my own custody and disclose entries only as Pennsylvania law permits or requires.`,
        ),
        paragraph(
          "For a remote online notarization, the law also requires the video session to be recorded and kept. The session takes place on a notarization platform approved for use in Pennsylvania, which verifies your identity and stores the recording for me under its own privacy policy. I tell you which platform I use before we book.",
        ),
      ],
    },
    {
      id: "automatic-collection",
      title: "Information Collected Automatically",
      blocks: [
        paragraph(
          "None by me. This website sets no cookies, uses no analytics or tracking tools, shows no advertising, and loads nothing from other companies' servers while you read it.",
        ),
        paragraph(
          "Like every website, it is delivered by a web server that receives the technical details your browser sends with each request, such as your IP address, the type of browser and the page requested. The hosting company may keep these details in its server logs to keep the service secure and running. I do not use them to identify or follow visitors.",
        ),
        paragraph(
          "If I ever add a tool that collects information automatically, I will update this policy before the tool goes live.",
        ),
      ],
    },
    {
      id: "use",
      title: "How I Use Your Information",
      blocks: [
        paragraph("I use the information you give me only to:"),
        list(
          "reply to your request, and arrange, confirm, reschedule or cancel your appointment;",
          "tell you what to have ready and find the place we agreed to meet;",
          "perform the notarial act and keep the journal the law requires;",
          "answer later questions about an appointment, protect against fraud, and meet my legal obligations as a notary.",
        ),
        paragraph(
          "I do not use it for marketing, I do not add you to a mailing list, and I never sell, rent or trade it.",
        ),
      ],
    },
    {
      id: "sharing",
      title: "When Information Is Shared",
      blocks: [
        paragraph("Personal information leaves my hands only in these cases:"),
        list(
          [
            "The form service. When you send the appointment form, your browser sends it directly to ",
            formService,
            ", a form-to-e-mail service, which e-mails it to me. It therefore receives what you typed, along with the technical details every request carries, and handles them under its own privacy policy, published on its website.",
          ],
          "My e-mail and telephone providers, which carry and store my messages and calls as they do for all their customers.",
          "The remote notarization platform, for an online notarization, as described above.",
          "People you ask me to share with, for example the title company or lender that arranged a loan signing and is waiting for the signed documents.",
          "When the law requires it, for example to answer a subpoena or court order, or an inquiry from the Pennsylvania Department of State, which commissions and oversees notaries.",
        ),
        paragraph("I do not sell or rent personal information, and I never give it to anyone for their own marketing."),
      ],
    },
    {
      id: "security",
      title: "How I Protect It",
      blocks: [
        paragraph(
          `This website is served only over an encrypted (HTTPS) connection, and the appointment form travels encrypted to ${site.formService.name}. I keep my notary journal in my own custody, as the law requires, and protect the phone and e-mail account that receive your messages.`,
        ),
        paragraph(
          "No way of sending or storing information is perfectly secure, so please keep identification and account numbers out of the form and out of e-mails. Whatever I need to see, I will see in person at the appointment. If I learn that information you gave me has been exposed, I will tell you promptly.",
        ),
      ],
    },
    {
      id: "rights",
      title: "Your Choices and Rights",
      blocks: [
        paragraph("You may ask me at any time:"),
        list(
          "what personal information I hold about you;",
          "to correct anything that is wrong;",
          "to delete your appointment request and our messages about it.",
        ),
        paragraph(
          "The exception is the notarial journal: because the law requires me to keep it, I cannot change or delete an entry, and I answer questions about it as Pennsylvania law allows. Before sharing or deleting anything, I will make sure that I am talking to you.",
        ),
        paragraph(
          "You never have to use the form: you can call, text or e-mail instead. And since this website does not track visitors, there is nothing for a browser's Do Not Track or Global Privacy Control signal to switch off; you are treated the same either way.",
        ),
      ],
    },
    {
      id: "children",
      title: "Children Under 18",
      blocks: [
        paragraph(
          "This website and its appointment form are meant for adults. I do not knowingly collect personal information through it from anyone under 18. If you are under 18 and need something notarized, please ask a parent or guardian to contact me. If you believe a child has sent me information, tell me and I will delete it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        paragraph(
          "If I change how I handle personal information, I will update this page and the date at the top of it. I will not use information you have already given me in a new way without telling you first.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Me",
      blocks: [
        paragraph(
          "Questions about this policy or about your information come straight to me. Choose whichever way suits you:",
        ),
      ],
      contactOptions: ["call", "email", "form"],
    },
  ],
};

/** The Spanish policy: the same promises, section for section, written for readers here. */
const es: LegalDocument = {
  updated: site.privacyPolicyUpdated,
  updatedLabel: "Última actualización",
  governingVersion: [
    "Esta es una traducción de mi ",
    link("Privacy Policy", "/privacy-policy", "en"),
    " (en inglés). Si las dos versiones no dicen lo mismo, vale la versión en inglés.",
  ],
  summary: [
    "Este sitio web solo recoge lo que usted escribe en el formulario para pedir una cita. No usa cookies ni herramientas de análisis, seguimiento o publicidad.",
    [
      "Su solicitud me llega por correo electrónico a través de ",
      formService,
      ", y la uso solo para organizar su cita. Nunca vendo ni alquilo datos personales.",
    ],
    "La ley de Pensilvania me obliga a anotar cada acto notarial en un registro, que debo guardar aunque usted me pida borrar otros datos.",
  ],
  sections: [
    {
      id: "introduction",
      title: "Introducción",
      blocks: [
        paragraph(
          `Esta política explica qué datos personales recibe ${site.businessName} a través de este sitio web y durante una cita, qué hago con ellos y qué puede decidir usted. Aquí, “yo” soy ${notary.fullName}, notary public con comisión de la Mancomunidad de ${serviceArea.stateEs}, que dirige ${site.businessName} y atiende cada solicitud en persona.`,
        ),
        paragraph(
          `Cubre este sitio web, ${siteHost}, y las citas que se piden a través de él o por teléfono, mensaje de texto o correo electrónico.`,
        ),
      ],
    },
    {
      id: "information-collected",
      title: "Los datos que usted me da",
      blocks: [
        subheading("El formulario para pedir una cita"),
        paragraph(
          "Este sitio web solo recoge lo que usted escribe en el formulario para pedir una cita, en la ",
          link("página de contacto", "/espanol/contacto"),
          " o en la ",
          link("página de inicio en español", "/espanol"),
          ":",
        ),
        list(
          "su nombre, su correo electrónico y su número de teléfono;",
          "el servicio que necesita y dónde prefiere que nos veamos;",
          "la fecha y la hora que prefiere;",
          "lo que quiera añadir en la casilla de detalles, que es opcional.",
        ),
        paragraph(
          "Por favor, no escriba en el formulario números de identificación, números de cuenta ni el contenido de su documento. No los necesito para organizar la cita.",
        ),
        subheading("Llamadas, textos y correos"),
        paragraph(
          "Si usted me llama, me envía un texto o me escribe un correo, recibo su número de teléfono o su correo y lo que me cuente, y el mensaje queda en mi teléfono o en mi buzón.",
        ),
        ...(whatsAppNumber
          ? [
              paragraph(
                "Si me escribe por WhatsApp, su mensaje pasa por WhatsApp, un servicio de Meta, que lo trata según su propia política de privacidad. Yo recibo su nombre y su número de WhatsApp y lo que me envíe, y la conversación queda en mi teléfono.",
              ),
            ]
          : []),
        subheading("En la cita"),
        paragraph(
          "Para hacer un acto notarial debo confirmar quién es usted, casi siempre con una identificación con foto vigente emitida por el gobierno, y veo el documento que usted firma. No guardo copias de sus documentos más allá de lo necesario para devolvérselos a usted o enviarlos a quien usted me indique.",
        ),
      ],
    },
    {
      id: "notarial-records",
      title: "El registro notarial",
      blocks: [
        paragraph(
          "La ley de Pensilvania obliga a todo notary public a llevar un registro de sus actos notariales (57 Pa.C.S. § 319). Por cada acto que hago, mi registro anota:",
        ),
        list(
          "la fecha y la hora del acto;",
          "el tipo de acto y una descripción del documento, si lo hay;",
          "el nombre completo y la dirección de cada persona para quien lo hago;",
          "cómo identifiqué a cada persona, con una descripción del documento de identidad que presentó y sus fechas de emisión y de vencimiento;",
          "la tarifa cobrada.",
        ),
        paragraph(
          `El registro no es opcional: no puedo dejar fuera un acto notarial ni borrar una anotación porque alguien me lo pida. Lo guardo ${legal.journalRetentionYears} años después del último acto anotado, y si mi comisión termina, la ley me obliga a entregarlo a la oficina de registro de escrituras del condado donde tuve mi última oficina. Guardo el registro bajo mi custodia y solo muestro sus anotaciones cuando la ley de Pensilvania lo permite o lo exige.`,
        ),
        paragraph(
          "En una notarización remota en línea, la ley también exige grabar la sesión de video y guardarla. La sesión se hace en una plataforma de notarización aprobada en Pensilvania, que verifica su identidad y guarda la grabación por mí, según su propia política de privacidad. Antes de reservar le digo qué plataforma uso.",
        ),
      ],
    },
    {
      id: "automatic-collection",
      title: "Datos que se recogen solos",
      blocks: [
        paragraph(
          "Yo no recojo ninguno. Este sitio web no usa cookies ni herramientas de análisis o seguimiento, no muestra publicidad y no carga nada de servidores de otras empresas mientras usted lo lee.",
        ),
        paragraph(
          "Como todo sitio web, lo entrega un servidor que recibe los datos técnicos que su navegador envía con cada visita, como su dirección IP, el tipo de navegador y la página pedida. La empresa de hosting puede guardar esos datos en sus registros para mantener el servicio seguro y en marcha. Yo no los uso para identificar ni seguir a nadie.",
        ),
        paragraph(
          "Si algún día añado una herramienta que recoja datos por sí sola, cambiaré esta política antes de ponerla en marcha.",
        ),
      ],
    },
    {
      id: "use",
      title: "Para qué uso sus datos",
      blocks: [
        paragraph("Uso los datos que usted me da solo para:"),
        list(
          "responder a su solicitud y organizar, confirmar, cambiar o cancelar su cita;",
          "decirle qué debe tener listo y encontrar el lugar donde quedamos;",
          "hacer el acto notarial y llevar el registro que exige la ley;",
          "responder preguntas posteriores sobre una cita, protegerme del fraude y cumplir mis obligaciones legales como notary public.",
        ),
        paragraph(
          "No los uso para publicidad, no lo añado a ninguna lista de correo y nunca los vendo, alquilo ni cambio por nada.",
        ),
      ],
    },
    {
      id: "sharing",
      title: "Cuándo se comparten los datos",
      blocks: [
        paragraph("Sus datos personales solo salen de mis manos en estos casos:"),
        list(
          [
            "El servicio del formulario. Cuando usted envía el formulario, su navegador lo manda directamente a ",
            formService,
            ", un servicio que convierte formularios en correos y me los envía. Ese servicio recibe lo que usted escribió, junto con los datos técnicos de toda visita, y los trata según su propia política de privacidad, publicada en su sitio web.",
          ],
          "Mis proveedores de correo y de teléfono, que llevan y guardan mis mensajes y llamadas como hacen con todos sus clientes.",
          "La plataforma de notarización remota, en una notarización en línea, como se explica arriba.",
          "Las personas con quienes usted me pida compartirlos, por ejemplo la compañía de títulos o el banco que organizó una firma de préstamo hipotecario y espera los documentos firmados.",
          "Cuando la ley lo exige, por ejemplo para responder a una citación u orden judicial, o a una consulta del Departamento de Estado de Pensilvania, que otorga las comisiones a los notary public y los supervisa.",
        ),
        paragraph("No vendo ni alquilo datos personales, y nunca se los doy a nadie para su propia publicidad."),
      ],
    },
    {
      id: "security",
      title: "Cómo los protejo",
      blocks: [
        paragraph(
          `Este sitio web solo funciona con una conexión cifrada (HTTPS), y el formulario viaja cifrado hasta ${site.formService.name}. Guardo mi registro notarial bajo mi custodia, como exige la ley, y protejo el teléfono y la cuenta de correo que reciben sus mensajes.`,
        ),
        paragraph(
          "Ninguna forma de enviar o guardar datos es del todo segura. Por eso le pido que no escriba números de identificación ni de cuenta en el formulario ni en los correos: lo que necesite ver, lo veré en persona en la cita. Si me entero de que los datos que usted me dio quedaron expuestos, se lo diré enseguida.",
        ),
      ],
    },
    {
      id: "rights",
      title: "Sus opciones y derechos",
      blocks: [
        paragraph("Usted puede pedirme en cualquier momento:"),
        list(
          "saber qué datos personales tengo sobre usted;",
          "corregir lo que esté mal;",
          "borrar su solicitud de cita y nuestros mensajes sobre ella.",
        ),
        paragraph(
          "La excepción es el registro notarial: como la ley me obliga a guardarlo, no puedo cambiar ni borrar una anotación, y respondo preguntas sobre él según lo permite la ley de Pensilvania. Antes de compartir o borrar algo, me aseguraré de que estoy hablando con usted.",
        ),
        paragraph(
          "Nunca tiene que usar el formulario: puede llamar, enviar un texto o escribir un correo. Y como este sitio web no sigue a sus visitantes, las señales Do Not Track o Global Privacy Control de su navegador no tienen nada que apagar: se le trata igual de todas formas.",
        ),
      ],
    },
    {
      id: "children",
      title: "Menores de 18 años",
      blocks: [
        paragraph(
          "Este sitio web y su formulario son para adultos. No recojo a sabiendas datos personales de menores de 18 años a través de él. Si usted tiene menos de 18 años y necesita notarizar algo, pídale a su madre, a su padre o a su tutor que se comunique conmigo. Si cree que un menor me envió sus datos, avíseme y los borraré.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Cambios a esta política",
      blocks: [
        paragraph(
          "Si cambio la forma en que trato los datos personales, actualizaré esta página y la fecha que aparece arriba. No usaré de otra manera los datos que usted ya me dio sin avisarle primero.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Cómo comunicarse conmigo",
      blocks: [
        paragraph(
          "Las preguntas sobre esta política o sobre sus datos me llegan directamente a mí. Elija la forma que le quede mejor:",
        ),
      ],
      contactOptions: ["call", "email", "form"],
    },
  ],
};

/** The policy in both languages. */
export const privacyPolicy: Bilingual<LegalDocument> = { en, es };

/** The words around the policy on its page. */
export const privacyPolicyPage: Bilingual<LegalPageCopy> = {
  en: {
    title: "Privacy Policy",
    eyebrow: "Your information",
    intro: "What this website and I collect when you ask for an appointment, why, and what you can ask me to do.",
    metaTitle: "Privacy Policy",
    description:
      "How this website and its notary handle the personal information you share when you ask for an appointment.",
  },
  es: {
    title: "Política de privacidad",
    eyebrow: "Sus datos",
    intro:
      "Qué datos guardo cuando usted pide una cita, por este sitio web o en persona, para qué los uso y qué puede pedirme.",
    metaTitle: "Política de privacidad",
    description:
      "Cómo este sitio web y su notary public tratan los datos personales que usted comparte al pedir una cita.",
  },
};
