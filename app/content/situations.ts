import type { Bilingual } from "~/vocabulary/lang";
import type { Situation, SituationWords } from "~/vocabulary/situations";
import { site } from "~/facts/site.config";

const { policies } = site;

/** Who signs must bring an ID Pennsylvania accepts: the same sentence in every situation. */
const idLine: Bilingual<string> = {
  en: "Each signer's current government photo ID: a driver's license, a state ID card or a passport.",
  es: "La identificación oficial vigente con foto de cada firmante: licencia de conducir, identificación estatal o pasaporte.",
};
const unsignedLine: Bilingual<string> = {
  en: "The documents, not yet signed: you sign in front of me.",
  es: "Los documentos sin firmar: usted firma delante de mí.",
};

/** Every situation's words, both languages side by side. */
export const situationWords: Record<Situation, Bilingual<SituationWords>> = {
  hospital: {
    en: {
      label: "Someone in a hospital or care home",
      ready: [
        idLine.en,
        "The person signing awake and able to understand what they sign; I check that before we begin.",
        "The room number, and a nurse told that a notary is coming.",
        unsignedLine.en,
      ],
    },
    es: {
      label: "Alguien en un hospital o una residencia de mayores",
      ready: [
        idLine.es,
        "La persona que firma, despierta y capaz de entender lo que firma; lo compruebo antes de empezar.",
        "El número de habitación, y avise a la enfermería de que viene un notary public.",
        unsignedLine.es,
      ],
    },
  },
  closing: {
    en: {
      label: "A home closing or loan signing",
      ready: [
        idLine.en,
        "Every borrower on the loan present.",
        `The lender's or title company's package, sent to me ahead; allow ${policies.loanSigningAllowHours.min}–${policies.loanSigningAllowHours.max} hours.`,
      ],
    },
    es: {
      label: "Un cierre de casa o una firma de préstamo",
      ready: [
        idLine.es,
        "Todos los prestatarios presentes.",
        `El paquete del prestamista o de la compañía de títulos, enviado con antelación; calcule de ${policies.loanSigningAllowHours.min} a ${policies.loanSigningAllowHours.max} horas.`,
      ],
    },
  },
  "power-of-attorney": {
    en: {
      label: "A power of attorney",
      ready: [
        idLine.en,
        "The person giving the power present; the agent need not be.",
        "Two adult witnesses with photo ID, who are not the agent and who sign too.",
        unsignedLine.en,
      ],
    },
    es: {
      label: "Un poder notarial",
      ready: [
        idLine.es,
        "La persona que otorga el poder presente; el apoderado no tiene que estar.",
        "Dos testigos adultos con identificación con foto, que no sean el apoderado y que también firman.",
        unsignedLine.es,
      ],
    },
  },
  i9: {
    en: {
      label: "An I-9 for a new job",
      ready: [
        "The new employee, in person.",
        "One List A document, or one List B and one List C document, all unexpired.",
        `The employer's form; Section 2 is due within ${policies.i9BusinessDays} business days of the first day of work.`,
      ],
    },
    es: {
      label: "Un formulario I-9 para un trabajo nuevo",
      ready: [
        "El empleado nuevo, en persona.",
        "Un documento de la Lista A, o uno de la Lista B y uno de la Lista C, todos vigentes.",
        `El formulario del empleador; la Sección 2 vence ${policies.i9BusinessDays} días hábiles después del primer día de trabajo.`,
      ],
    },
  },
  "child-travel": {
    en: {
      label: "A child travelling without a parent",
      ready: [
        "The travel consent form, not yet signed.",
        "Each parent who signs, present, with current government photo ID.",
        "The child's details and the travel dates written in the form.",
      ],
    },
    es: {
      label: "Un menor que viaja sin uno de sus padres",
      ready: [
        "El permiso de viaje, sin firmar.",
        "Cada padre o madre que firma, presente, con identificación oficial vigente con foto.",
        "Los datos del menor y las fechas del viaje escritos en el permiso.",
      ],
    },
  },
  abroad: {
    en: {
      label: "Documents for another country",
      ready: [
        idLine.en,
        unsignedLine.en,
        "The receiving office's instructions; the certificate is in English, and an apostille comes from the Department of State after.",
      ],
    },
    es: {
      label: "Documentos para otro país",
      ready: [
        idLine.es,
        unsignedLine.es,
        "Las instrucciones de la oficina que los recibe; el certificado va en inglés y la apostilla la da después el Departamento de Estado.",
      ],
    },
  },
  other: {
    en: { label: "Something else", ready: [idLine.en, unsignedLine.en] },
    es: { label: "Otra cosa", ready: [idLine.es, unsignedLine.es] },
  },
};

/**
 * Each situation as the fee estimator's preset: how many documents and how
 * many people sign each, as a visitor in that situation most often has them.
 * The visitor changes either number; the fees come from her data.
 */
export const situationPresets: Record<Situation, { documents: number; signers: number }> = {
  hospital: { documents: 2, signers: 1 },
  closing: { documents: 3, signers: 2 },
  "power-of-attorney": { documents: 1, signers: 1 },
  i9: { documents: 1, signers: 1 },
  "child-travel": { documents: 1, signers: 2 },
  abroad: { documents: 1, signers: 1 },
  other: { documents: 1, signers: 1 },
};
