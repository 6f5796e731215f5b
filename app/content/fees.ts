/**
 * The fee page (/fees, /espanol/tarifas) in both languages, side by side.
 * Every amount, date and citation comes from business.json (`fees`,
 * `feeSchedule`); the estimator's arithmetic is app/lib/fee-estimate.ts.
 *
 * The loader sends one language's copy to the page as data, so the strings
 * the estimator fills in as the visitor types are templates with {names},
 * not functions.
 */
import type { ActKind } from "~/lib/fee-estimate";
import { capitalized, formatDate, formatList, formatUsd, formatWithinMiles } from "~/lib/format";
import { actionWords } from "~/content/actions";
import { site } from "~/facts/site.config";
import type { Bilingual, Lang } from "~/vocabulary/lang";
import { afterHoursPhrase } from "~/lib/hours-words";
import type { EstimateMessageWords } from "~/lib/estimate-link";

const { fees, feeSchedule, serviceArea } = site;

/** The rows of the schedule table: the estimator's acts, plus the verification it does not price. */
export type ScheduleRow = ActKind | "verification";

export interface FeesCopy {
  metaTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** The page's Book link (to the form) beside its call link. */
  book: string;
  schedule: {
    title: string;
    intro: string;
    source: string;
    caption: string;
    columns: { act: string; max: string; inPerson: string; online: string };
    acts: Record<ScheduleRow, string>;
    remoteSurcharge: string;
    inPersonOnly: string;
    notCharged: string;
    notAttorney: string;
  };
  travel: {
    title: string;
    intro: string;
    caption: string;
    columns: { place: string; fee: string };
    towns: string;
    within: string;
    farther: string;
    fartherFee: string;
    remote: string;
    remoteFee: string;
    afterHours: string;
  };
  estimator: {
    title: string;
    intro: string;
    actsLegend: string;
    /** The preset: "What is happening?", its empty choice. */
    situation: string;
    situationNone: string;
    /** The questions as a person asks them; the answers give the acknowledgments and their additional signers. */
    documents: string;
    signersEach: string;
    signersHint: string;
    counts: Record<ActKind, string>;
    modeLegend: string;
    modes: { inPerson: string; remote: string };
    place: string;
    placeHint: string;
    placeRemoteHint: string;
    within: string;
    farther: string;
    result: string;
    /** {label}, {count}, {unit}, {amount} */
    line: string;
    /** {count}, {unit}, {amount} */
    remoteSurchargeLine: string;
    /** {place}, {amount} */
    travelLine: string;
    travelQuotedLine: string;
    travelNoneLine: string;
    afterHoursLine: string;
    leftOut: Partial<Record<ActKind, string>>;
    /** {amount} */
    total: string;
    /** {amount} */
    totalPlusQuote: string;
    /** Under the total, in person: when she confirms it. */
    confirm: string;
    /** The same for a remote session, which has no trip. */
    confirmRemote: string;
    /** The link that carries the choices into the appointment form. */
    bookWithEstimate: string;
    /** Shown only where the estimator cannot run (no JavaScript). */
    noScript: string;
  };
}

const usd = (amount: number, lang: Lang) => formatUsd(amount, lang);
const towns = serviceArea.towns.map((town) => town.name);

/** What the evenings and weekend days she works cost; for weekday daytime hours, that the hour changes nothing. */
const afterHoursWhen = afterHoursPhrase(site.hours, "and");
const afterHoursWhenEs = afterHoursPhrase(site.hours, "y");
const afterHours: Bilingual<string> = {
  en: !afterHoursWhen
    ? "The time of day never changes the price."
    : fees.afterHoursSurchargeUsd === 0
      ? `${capitalized(afterHoursWhen)}: no after-hours surcharge.`
      : `${capitalized(afterHoursWhen)}: ${usd(fees.afterHoursSurchargeUsd, "en")} after-hours surcharge.`,
  es: !afterHoursWhenEs
    ? "La hora del día nunca cambia el precio."
    : fees.afterHoursSurchargeUsd === 0
      ? `${capitalized(afterHoursWhenEs)}: sin recargo por horario.`
      : `${capitalized(afterHoursWhenEs)}: recargo de ${usd(fees.afterHoursSurchargeUsd, "es")} por horario.`,
};

export const feesCopy: Bilingual<FeesCopy> = {
  en: {
    metaTitle: "Notary Fees and Cost Estimator",
    description: `Pennsylvania's maximum notary fees, my prices and the travel fee in ${serviceArea.region}, and an estimator that adds up your visit before we meet.`,
    eyebrow: "Fees",
    title: "Notary Fees and Estimate",
    intro: `Pennsylvania sets the most a notary may charge for each act. My prices never go above it, and you know the total before we meet.`,
    book: actionWords.en.book.short,
    schedule: {
      title: "Pennsylvania's Maximum Fees",
      intro: `The most a notary may charge, per ${feeSchedule.citation}, in force since ${formatDate(feeSchedule.effective, "en")} under ${feeSchedule.authority}. Travel is not a notarial fee and is listed separately below.`,
      source: `Read ${feeSchedule.citation}`,
      caption: "Pennsylvania's maximum and my prices, per notarial act (online prices include the remote surcharge)",
      columns: { act: "Notarial act", max: "Legal maximum", inPerson: "In person", online: "Online" },
      acts: {
        acknowledgment: "Acknowledgment, first signer",
        additionalSigner: "Acknowledgment, each additional signer",
        oath: "Oath or affirmation (jurat)",
        verification: "Verification on oath or affirmation",
        certifiedCopyPage: "Certified copy, per page",
        witnessing: "Signature witnessing",
      },
      remoteSurcharge: "Extra per act done electronically or remotely",
      inPersonOnly: "In person only",
      notCharged: "Not charged",
      notAttorney: "I charge for notarial acts only: I do not draft documents or give legal advice.",
    },
    travel: {
      title: "Travel Fee",
      intro: `One flat fee covers the trip within ${fees.travelFeeRadiusMiles} miles of ${serviceArea.base}. Farther out, I tell you the fee before I set out.`,
      caption: "Travel fee by where we meet",
      columns: { place: "Where we meet", fee: "Travel fee" },
      towns: formatList(towns, "conjunction", "en"),
      within: `Anywhere else within ${fees.travelFeeRadiusMiles} miles of ${serviceArea.base}`,
      farther: `Farther than ${fees.travelFeeRadiusMiles} miles`,
      fartherFee: "Quoted before I set out",
      remote: "Remote online session",
      remoteFee: "No travel fee",
      afterHours: afterHours.en,
    },
    estimator: {
      title: "Estimate Your Total",
      intro:
        "Pick the acts you need and where we meet. The estimate changes as you go; I confirm the total before the appointment.",
      actsLegend: "What needs notarizing",
      situation: "What is happening?",
      situationNone: "Choose, or set the numbers below",
      documents: "How many documents?",
      signersEach: "How many people sign each?",
      signersHint: `Pennsylvania's fee covers the first signer of each document; each other signer named adds ${formatUsd(Math.min(fees.additionalSignerUsd, feeSchedule.maxUsd.additionalSigner), "en")}.`,
      counts: {
        acknowledgment: "Acknowledgments (one per document)",
        additionalSigner: "Additional signers on those acknowledgments",
        oath: "Oaths or affirmations (jurats)",
        certifiedCopyPage: "Certified copy pages",
        witnessing: "Signatures witnessed",
      },
      modeLegend: "In person or online",
      modes: { inPerson: "In person, I come to you", remote: "Remote online session" },
      place: "Where we meet",
      placeHint: "Pick your town, or how far you are.",
      placeRemoteHint: "An online session has no travel fee.",
      within: `Elsewhere within ${fees.travelFeeRadiusMiles} miles of ${serviceArea.base}`,
      farther: `Farther than ${fees.travelFeeRadiusMiles} miles (fee quoted)`,
      result: "Your estimate",
      line: "{label}: {count} × {unit} = {amount}",
      remoteSurchargeLine: "Remote online surcharge, per act: {count} × {unit} = {amount}",
      travelLine: "Travel fee ({place}): {amount}",
      travelQuotedLine: `Travel beyond ${fees.travelFeeRadiusMiles} miles: quoted before I set out`,
      travelNoneLine: "Travel: none for an online session",
      afterHoursLine: afterHours.en,
      leftOut: {
        certifiedCopyPage: "Certified copies need the original in my hands, so I make them in person only.",
        additionalSigner: "Additional signers count only with an acknowledgment: add one above.",
      },
      total: "Estimated total: {amount}",
      totalPlusQuote: "Estimated total: {amount}, plus the travel fee I quote",
      confirm: "An estimate, not a bill: I confirm the total with you before I set out.",
      confirmRemote: "An estimate, not a bill: I confirm the total with you before the session starts.",
      bookWithEstimate: "Book with this estimate",
      noScript:
        "The estimator needs JavaScript, which is off in this browser. The tables below give the same figures: add up the acts you need and the travel fee.",
    },
  },
  es: {
    metaTitle: "Tarifas y cálculo del costo",
    description: `Las tarifas máximas de Pensilvania para cada acto notarial, mis precios y la tarifa de viaje en ${serviceArea.regionEs}, y una calculadora del total de su cita.`,
    eyebrow: "Tarifas",
    title: "Tarifas y cálculo del costo",
    intro: `Pensilvania fija lo máximo que se puede cobrar por cada acto notarial. Mis precios nunca pasan de ese límite, y usted sabe el total antes de la cita.`,
    book: actionWords.es.book.short,
    schedule: {
      title: "Tarifas máximas en Pensilvania",
      intro: `Lo máximo que se puede cobrar según ${feeSchedule.citation}, vigente desde el ${formatDate(feeSchedule.effective, "es")}, bajo ${feeSchedule.authority}. El viaje no es una tarifa notarial y aparece aparte, más abajo.`,
      source: `Leer ${feeSchedule.citation} (en inglés)`,
      caption: "Máximo de Pensilvania y mis precios, por acto notarial (en línea, con el recargo remoto incluido)",
      columns: { act: "Acto notarial", max: "Máximo legal", inPerson: "En persona", online: "En línea" },
      acts: {
        acknowledgment: "Reconocimiento de firma, primer firmante",
        additionalSigner: "Reconocimiento de firma, cada firmante adicional",
        oath: "Juramento o afirmación: jurat (certificado de juramento)",
        verification: "Verificación bajo juramento o afirmación",
        certifiedCopyPage: "Copia certificada, por página",
        witnessing: "Firma presenciada como testigo",
      },
      remoteSurcharge: "Recargo por acto hecho en forma electrónica o remota",
      inPersonOnly: "Solo en persona",
      notCharged: "No se cobra",
      notAttorney: "Cobro solo por actos notariales: no redacto documentos ni doy consejos legales.",
    },
    travel: {
      title: "Tarifa de viaje",
      intro: `Una sola tarifa cubre el viaje ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}. Si está más lejos, le digo el precio antes de salir.`,
      caption: "Tarifa de viaje según el lugar de la cita",
      columns: { place: "Lugar de la cita", fee: "Tarifa de viaje" },
      towns: formatList(towns, "conjunction", "es"),
      within: `Cualquier otro lugar a menos de ${fees.travelFeeRadiusMiles} millas de ${serviceArea.base}`,
      farther: `A más de ${fees.travelFeeRadiusMiles} millas`,
      fartherFee: "Le doy el precio antes de salir",
      remote: "Notarización remota en línea",
      remoteFee: "Sin tarifa de viaje",
      afterHours: afterHours.es,
    },
    estimator: {
      title: "Calcule su total",
      intro:
        "Elija los actos que necesita y el lugar de la cita. El cálculo cambia mientras elige; le confirmo el total antes de la cita.",
      actsLegend: "Lo que necesita notarizar",
      situation: "¿Qué está pasando?",
      situationNone: "Elija, o indique los números abajo",
      documents: "¿Cuántos documentos?",
      signersEach: "¿Cuántas personas firman cada uno?",
      signersHint: `La tarifa de Pensilvania cubre al primer firmante de cada documento; cada otro firmante nombrado suma ${formatUsd(Math.min(fees.additionalSignerUsd, feeSchedule.maxUsd.additionalSigner), "es")}.`,
      counts: {
        acknowledgment: "Reconocimientos de firma (uno por documento)",
        additionalSigner: "Firmantes adicionales en esos reconocimientos",
        oath: "Juramentos o afirmaciones: jurat (certificado de juramento)",
        certifiedCopyPage: "Páginas de copias certificadas",
        witnessing: "Firmas presenciadas como testigo",
      },
      modeLegend: "En persona o en línea",
      modes: { inPerson: "En persona, voy a donde usted esté", remote: "Notarización remota en línea" },
      place: "Lugar de la cita",
      placeHint: "Elija su pueblo, o a qué distancia está.",
      placeRemoteHint: "Una cita en línea no tiene tarifa de viaje.",
      within: `Otro lugar a menos de ${fees.travelFeeRadiusMiles} millas de ${serviceArea.base}`,
      farther: `A más de ${fees.travelFeeRadiusMiles} millas (precio a consultar)`,
      result: "Su cálculo",
      line: "{label}: {count} × {unit} = {amount}",
      remoteSurchargeLine: "Recargo por notarización remota en línea, por acto: {count} × {unit} = {amount}",
      travelLine: "Tarifa de viaje ({place}): {amount}",
      travelQuotedLine: `Viaje a más de ${fees.travelFeeRadiusMiles} millas: le doy el precio antes de salir`,
      travelNoneLine: "Viaje: no hay en una cita en línea",
      afterHoursLine: afterHours.es,
      leftOut: {
        certifiedCopyPage:
          "Para una copia certificada necesito tener el original en mis manos: solo la hago en persona.",
        additionalSigner: "Los firmantes adicionales cuentan solo con un reconocimiento de firma: agregue uno arriba.",
      },
      total: "Total aproximado: {amount}",
      totalPlusQuote: "Total aproximado: {amount}, más la tarifa de viaje que le indique",
      confirm: "Es un cálculo, no una factura: le confirmo el total antes de salir.",
      confirmRemote: "Es un cálculo, no una factura: le confirmo el total antes de empezar la sesión.",
      bookWithEstimate: "Reservar con este cálculo",
      noScript:
        "La calculadora necesita JavaScript, que está desactivado en este navegador. Las tablas de abajo dan las mismas cifras: sume los actos que necesita y la tarifa de viaje.",
    },
  },
};

/**
 * The appointment form's message when a visitor books with an estimate
 * (app/lib/estimate-link.ts): the estimator's own labels, so the message
 * names the acts as the visitor chose them.
 */
export const estimateMessageWords: Bilingual<EstimateMessageWords> = {
  en: {
    lang: "en",
    intro: "My estimate from the fees page:",
    line: "{label}: {count}",
    acts: feesCopy.en.estimator.counts,
    inPerson: "In person: {place}",
    remote: feesCopy.en.estimator.modes.remote,
    within: feesCopy.en.estimator.within,
    farther: feesCopy.en.travel.farther,
    total: feesCopy.en.estimator.total,
    totalPlusQuote: feesCopy.en.estimator.totalPlusQuote,
  },
  es: {
    lang: "es",
    intro: "Mi cálculo de la página de tarifas:",
    line: "{label}: {count}",
    acts: feesCopy.es.estimator.counts,
    inPerson: "En persona: {place}",
    remote: feesCopy.es.estimator.modes.remote,
    within: feesCopy.es.estimator.within,
    farther: feesCopy.es.travel.farther,
    total: feesCopy.es.estimator.total,
    totalPlusQuote: feesCopy.es.estimator.totalPlusQuote,
  },
};
