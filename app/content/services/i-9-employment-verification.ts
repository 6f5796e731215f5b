import { hoursFact, region } from "~/content/services/shared";
import { hoursFactEs, regionEs } from "~/content/services/shared-es";
import type { ServicePage } from "~/content/services/types";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { afterHoursPhrase } from "~/lib/hours-words";
import { genderedEs } from "~/lib/gender-es";

const days = site.policies.i9BusinessDays;
/** "evenings and weekends" / "las tardes y los fines de semana", when she works any. */
const afterHours = afterHoursPhrase(site.hours, "and");
const afterHoursEs = afterHoursPhrase(site.hours, "articles");

export const i9EmploymentVerification = {
  en: {
    slug: "I-9-employment-verification",
    seo: {
      title: "Form I-9 Authorized Representative",
      description: `Employers: I complete Section 2 of Form I-9 as your authorized representative, examining your new hire's original documents in person in ${region}.`,
    },
    hero: {
      intro:
        "Hiring someone who lives far from your office? I meet your new employee, examine their original documents in person and complete Section 2 of Form I-9 for you, as your authorized representative.",
    },
    explanation: {
      title: "Form I-9 and the Authorized Representative",
      paragraphs: [
        "Every U.S. employer must complete Form I-9 for each new hire, to verify the person's identity and authorization to work. The employee completes Section 1 no later than the first day of work. The employer, or someone acting for the employer, completes Section 2 after examining the employee's original documents.",
        `Section 2 is due within ${days} business days of the employee's first day of work. When nobody from the company can meet the employee in person, the employer may name an authorized representative to do it for them. That's the role I fill.`,
        "Acting as an authorized representative is not a notarial act. I don't notarize the form, and no notary seal or stamp goes on it: I sign Section 2 as the employer's representative, and the employer stays responsible for the form and for any errors in it.",
        "Employers enrolled in E-Verify may be able to examine documents over live video under the Department of Homeland Security's alternative procedure. If you'd rather have the documents examined in person, I'm here to do it.",
      ],
      facts: [
        { label: "Deadline", value: `Within ${days} business days of the first day of work` },
        { label: "Notary seal", value: "None: this is not a notarial act" },
        { label: "I act for", value: "The employer, as its authorized representative" },
        hoursFact,
      ],
    },
    process: {
      title: "How I Complete Section 2",
      steps: [
        {
          title: "Document review",
          description:
            "Before we meet, I go over the employer's instructions, and at the start I check that the employee has completed and signed Section 1.",
        },
        {
          title: "Physical examination",
          description:
            "The employee presents the original documents of their choice, and I examine them in person to see that they reasonably appear genuine and relate to the employee.",
        },
        {
          title: "Completing Section 2",
          description:
            "I record each document's title, issuing authority, number and expiration date, and the employee's first day of employment.",
        },
        {
          title: "Certification",
          description:
            "I sign the certification as the employer's authorized representative, not as a notary, and return the form as the employer instructs.",
        },
      ],
    },
    categories: {
      title: "Acceptable Documents",
      intro:
        "The employee chooses which documents to present: one document from List A, or one from List B together with one from List C. Every document must be unexpired.",
      items: [
        {
          icon: "id",
          title: "List A",
          subtitle: "Proves identity and work authorization",
          description: "One of these is enough on its own.",
          examples: [
            "U.S. passport or U.S. passport card",
            "Permanent Resident Card (Form I-551)",
            "Employment Authorization Document with a photo (Form I-766)",
            "Foreign passport with a temporary I-551 stamp or printed notation",
            "Foreign passport with a Form I-94 showing status that authorizes this work",
          ],
        },
        {
          icon: "users",
          title: "List B",
          subtitle: "Proves identity",
          description: "Presented together with one document from List C.",
          examples: [
            "Driver's license or ID card issued by a U.S. state or territory",
            "ID card issued by a federal, state or local government agency",
            "School ID card with a photo",
            "Voter registration card",
            "U.S. military card, draft record or military dependent's ID card",
            "Native American tribal document",
            "Driver's license issued by a Canadian government authority",
          ],
        },
        {
          icon: "badge",
          title: "List C",
          subtitle: "Proves authorization to work",
          description: "Presented together with one document from List B.",
          examples: [
            "U.S. Social Security card without employment restrictions",
            "Birth certificate issued by a U.S. state, county, municipality or territory, with an official seal",
            "Certification of report of birth from the U.S. Department of State",
            "Native American tribal document",
            "U.S. Citizen ID Card (Form I-197)",
            "Employment authorization document issued by the Department of Homeland Security",
          ],
        },
      ],
    },
    benefits: {
      title: "Benefits for Employers",
      items: [
        {
          icon: "calendar",
          title: "Meet the Deadline",
          description: `Section 2 completed within the ${days}-business-day window${afterHours ? `, including on ${afterHours}` : ""}.`,
        },
        {
          icon: "car",
          title: "No Travel for Your Team",
          description: "Your new hire meets me near home; nobody from your company has to make the trip.",
        },
        {
          icon: "clipboard",
          title: "Careful, Complete Entries",
          description: "Every field filled in accurately and legibly, following your instructions.",
        },
        {
          icon: "lock",
          title: "Discreet Handling",
          description:
            "Documents are examined and handed straight back. I make copies only if you instruct me to, and send them only to you.",
        },
      ],
    },
    requirements: {
      title: "What the Employee Needs",
      bringTitle: "Bring to the appointment",
      items: [
        "Form I-9 with Section 1 completed and signed",
        "Acceptable original documents: one from List A, or one from List B and one from List C",
        "Any instructions or forms the employer sent",
      ],
      notesTitle: "Good to know",
      notes: [
        "Every document must be unexpired.",
        "Photocopies, scans and pictures on a phone are not accepted. A certified birth certificate issued by a government office counts as an original.",
        "The employee must be physically present with the documents.",
        `Verification must be completed within ${days} business days of the first day of work.`,
        "The choice of documents belongs to the employee; I can't ask for particular ones.",
        "This is a summary. The full, current list of acceptable documents comes with Form I-9 from U.S. Citizenship and Immigration Services.",
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "who-needs-it",
        after: "benefits",
        title: "Who Needs This Service",
        items: [
          {
            icon: "building",
            title: "Employers",
            description: "Businesses that need Section 2 completed in person, on time.",
            examples: [
              `Companies hiring remote staff who live in or near ${site.serviceArea.region}`,
              "Staffing agencies and HR firms with new hires far from an office",
              "Small businesses without HR staff on site",
              "Employers who need a reverification completed in person",
            ],
          },
          {
            icon: "users",
            title: "Employees",
            description: "People asked by their employer to meet an authorized representative.",
            examples: [
              "New hires whose employer asked them to meet an authorized representative",
              "Remote employees starting a new job",
              "Employees whose work authorization needs reverification",
            ],
          },
        ],
      },
    ],
    notice: {
      title: "Not a Notarization",
      text: "Completing Form I-9 as an authorized representative is not a notarial act, so no notary seal or stamp is used. I can't give advice about immigration status or tell the employee which documents to present, and the employer remains responsible for the completed form.",
    },
    closing: {
      title: "Need Section 2 completed?",
      text: `Employers: send me the new hire's name, start date and your instructions, and I'll arrange a time within the ${days}-business-day window.`,
    },
  },
  es: {
    slug: "I-9-employment-verification",
    seo: {
      title: "Formulario I-9 para empleadores",
      description: `Empleadores: como su representante ${genderedEs("autorizado", "autorizada")}, completo la Sección 2 del I-9 y examino en persona los documentos del empleado en ${regionEs}.`,
    },
    hero: {
      intro: `¿Contrató a alguien que vive lejos de su oficina? Me reúno con su nuevo empleado, examino en persona sus documentos originales y completo por usted la Sección 2 del formulario I-9, como su representante ${genderedEs("autorizado", "autorizada")}.`,
    },
    explanation: {
      title: "El formulario I-9 y el representante autorizado",
      paragraphs: [
        "Todo empleador en Estados Unidos tiene que completar el formulario I-9 por cada persona que contrata, para verificar su identidad y su permiso para trabajar. El empleado llena la Sección 1 (Section 1) a más tardar el primer día de trabajo. El empleador, o alguien en su nombre, llena la Sección 2 (Section 2) después de examinar los documentos originales del empleado.",
        `La Sección 2 tiene que estar completa dentro de los ${days} días hábiles siguientes al primer día de trabajo. Cuando nadie de la compañía puede reunirse en persona con el empleado, el empleador puede nombrar a un representante autorizado para que lo haga. Ese es el papel que yo cumplo.`,
        `Actuar como representante ${genderedEs("autorizado", "autorizada")} no es un acto notarial. No notarizo el formulario y no lleva sello de notary public: firmo la Sección 2 como representante del empleador, y el empleador sigue siendo responsable del formulario y de cualquier error que tenga.`,
        "Los empleadores inscritos en E-Verify pueden examinar los documentos por video en vivo, con el procedimiento alternativo del Departamento de Seguridad Nacional. Si prefiere que los documentos se examinen en persona, para eso estoy.",
      ],
      facts: [
        { label: "Plazo", value: `Dentro de ${days} días hábiles desde el primer día de trabajo` },
        { label: "Sello de notary", value: "Ninguno: no es un acto notarial" },
        {
          label: "Actúo en nombre de",
          value: `El empleador, como su representante ${genderedEs("autorizado", "autorizada")}`,
        },
        hoursFactEs,
      ],
    },
    process: {
      title: "Cómo completo la Sección 2",
      steps: [
        {
          title: "Revisión de documentos",
          description:
            "Antes de la cita repaso las instrucciones del empleador y, al empezar, confirmo que el empleado llenó y firmó la Sección 1.",
        },
        {
          title: "Examen en persona",
          description:
            "El empleado presenta los documentos originales que prefiera, y yo los examino en persona para ver si razonablemente parecen auténticos y corresponden a esa persona.",
        },
        {
          title: "La Sección 2",
          description:
            "Anoto el título de cada documento, quién lo emitió, su número y su fecha de vencimiento, y el primer día de trabajo del empleado.",
        },
        {
          title: "Certificación",
          description: `Firmo la certificación como representante ${genderedEs("autorizado", "autorizada")} del empleador, no como notary public, y entrego el formulario como el empleador me indique.`,
        },
      ],
    },
    categories: {
      title: "Documentos aceptables",
      intro:
        "El empleado escoge qué documentos presentar: un documento de la Lista A, o uno de la Lista B junto con uno de la Lista C. Ninguno puede estar vencido.",
      items: [
        {
          icon: "id",
          title: "Lista A",
          subtitle: "Prueba la identidad y el permiso para trabajar",
          description: "Con uno de estos basta.",
          examples: [
            "Pasaporte de EE. UU. o tarjeta de pasaporte de EE. UU.",
            "Tarjeta de Residente Permanente (formulario I-551)",
            "Documento de Autorización de Empleo con foto (formulario I-766)",
            "Pasaporte extranjero con un sello I-551 temporal o una anotación impresa",
            "Pasaporte extranjero con un formulario I-94 que muestre un estatus que autoriza este trabajo",
          ],
        },
        {
          icon: "users",
          title: "Lista B",
          subtitle: "Prueba la identidad",
          description: "Se presenta junto con un documento de la Lista C.",
          examples: [
            "Licencia de conducir o tarjeta de identificación de un estado o territorio de EE. UU.",
            "Tarjeta de identificación de una agencia del gobierno federal, estatal o local",
            "Tarjeta de identificación escolar con foto",
            "Tarjeta de registro electoral",
            "Tarjeta militar de EE. UU., registro de reclutamiento o tarjeta de identificación de dependiente militar",
            "Documento tribal de nativo americano",
            "Licencia de conducir emitida por una autoridad del gobierno de Canadá",
          ],
        },
        {
          icon: "badge",
          title: "Lista C",
          subtitle: "Prueba el permiso para trabajar",
          description: "Se presenta junto con un documento de la Lista B.",
          examples: [
            "Tarjeta de Seguro Social de EE. UU. sin restricciones de empleo",
            "Acta de nacimiento emitida por un estado, condado, municipio o territorio de EE. UU., con sello oficial",
            "Certificación de informe de nacimiento del Departamento de Estado de EE. UU.",
            "Documento tribal de nativo americano",
            "Tarjeta de identificación de ciudadano de EE. UU. (formulario I-197)",
            "Documento de autorización de empleo emitido por el Departamento de Seguridad Nacional",
          ],
        },
      ],
    },
    benefits: {
      title: "Ventajas para el empleador",
      items: [
        {
          icon: "calendar",
          title: "A tiempo",
          description: `La Sección 2 completa dentro del plazo de ${days} días hábiles${afterHoursEs ? `, también por ${afterHoursEs}` : ""}.`,
        },
        {
          icon: "car",
          title: "Su equipo no tiene que viajar",
          description: "Su nuevo empleado se reúne conmigo cerca de su casa; nadie de su compañía tiene que ir.",
        },
        {
          icon: "clipboard",
          title: "Datos completos y cuidadosos",
          description: "Cada casilla llenada con exactitud y con letra clara, siguiendo sus instrucciones.",
        },
        {
          icon: "lock",
          title: "Con discreción",
          description:
            "Examino los documentos y los devuelvo enseguida. Solo hago copias si usted me lo indica, y solo se las envío a usted.",
        },
      ],
    },
    requirements: {
      title: "Qué necesita el empleado",
      bringTitle: "Traiga a la cita",
      items: [
        "El formulario I-9 con la Sección 1 llenada y firmada",
        "Documentos originales aceptables: uno de la Lista A, o uno de la Lista B y uno de la Lista C",
        "Las instrucciones o los formularios que le mandó el empleador",
      ],
      notesTitle: "Tenga en cuenta",
      notes: [
        "Ningún documento puede estar vencido.",
        "No se aceptan fotocopias, escaneos ni fotos en el celular. Un acta de nacimiento certificada emitida por una oficina del gobierno cuenta como original.",
        "El empleado tiene que estar presente en persona, con los documentos.",
        `La verificación se tiene que completar dentro de ${days} días hábiles desde el primer día de trabajo.`,
        "Los documentos los escoge el empleado; yo no puedo pedirle unos en particular.",
        "Esto es un resumen. La lista completa y al día de los documentos aceptables viene con el formulario I-9 del Servicio de Ciudadanía e Inmigración de Estados Unidos (USCIS).",
        "USCIS tiene el formulario en español, pero solo los empleadores de Puerto Rico pueden usarlo como formulario oficial. En Pensilvania se llena la versión en inglés; el empleado puede leer la versión en español como guía.",
      ],
    },
    extras: [
      {
        kind: "categories",
        id: "who-needs-it",
        after: "benefits",
        title: "Quién necesita este servicio",
        items: [
          {
            icon: "building",
            title: "Empleadores",
            description: "Negocios que necesitan la Sección 2 completa en persona y a tiempo.",
            examples: [
              `Compañías que contratan personal remoto que vive en ${site.serviceArea.regionEs} o cerca`,
              "Agencias de empleo y empresas de recursos humanos con empleados nuevos lejos de una oficina",
              "Negocios pequeños sin personal de recursos humanos en el lugar",
              "Empleadores que necesitan una reverificación en persona",
            ],
          },
          {
            icon: "users",
            title: "Empleados",
            description: "Personas a quienes su empleador les pidió reunirse con un representante autorizado.",
            examples: [
              "Empleados nuevos cuyo empleador les pidió reunirse con un representante autorizado",
              "Empleados remotos que empiezan un trabajo nuevo",
              "Empleados cuyo permiso para trabajar necesita reverificación",
            ],
          },
        ],
      },
    ],
    notice: {
      title: "No es una notarización",
      text: `Completar el formulario I-9 como representante ${genderedEs("autorizado", "autorizada")} no es un acto notarial, así que no se usa sello de notary public. No puedo dar consejos de inmigración ni decirle al empleado qué documentos presentar, y el empleador sigue siendo responsable del formulario completado.`,
    },
    closing: {
      title: "¿Necesita completar la Sección 2?",
      text: `Si usted es el empleador, envíeme el nombre del nuevo empleado, la fecha en que empieza y sus instrucciones, y busco una hora dentro del plazo de ${days} días hábiles.`,
    },
  },
} satisfies Bilingual<ServicePage>;
