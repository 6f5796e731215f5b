import type { Fact } from "~/content/services/types";
import { formatList, formatRange, formatUsd, formatUsdRange, formatWithinMiles } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/facts/site.config";
import { afterHoursPhrase } from "~/lib/hours-words";
import { genderedEs } from "~/lib/gender-es";

/**
 * The Spanish counterparts of ./shared.ts: the same facts, from the same
 * config, in the words of the Spanish pages (docs/spanish-glossary.md).
 */
const { fees, policies, serviceArea, credentials } = site;

export const regionEs = `${serviceArea.regionEs}, ${serviceArea.stateCode}`;

export const actFeeEs = formatUsd(fees.perNotarialActUsd, "es");
export const travelFeeEs = formatUsd(fees.travelUsd, "es");
export const remoteFeeEs = `${formatUsdRange(fees.remoteOnlineUsd, "es")} por acto notarial en línea`;

export const feeFactEs: Fact = {
  label: "Tarifa notarial",
  value: `Hasta ${actFeeEs} por acto notarial, el máximo que permite Pensilvania, más el viaje`,
};

export const travelFactEs: Fact = {
  label: "Tarifa de viaje",
  value: `${travelFeeEs} ${formatWithinMiles(fees.travelFeeRadiusMiles, serviceArea.base, "es")}; más lejos, le doy el precio antes de salir`,
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "De lunes a viernes 5:00 p.m.–8:00 p.m. y sábados y domingos 9:00 a.m.–8:00 p.m.". */
export const scheduleEs = capitalize(describeSchedule("es"));

export const hoursFactEs: Fact = { label: "Horario", value: scheduleEs };

/** When she comes, after a comma: "por las tardes y los fines de semana", or her own words for her hours. */
const afterHoursEs = afterHoursPhrase(site.hours, "articles");
export const whenIComeEs: string = afterHoursEs ? `por ${afterHoursEs}` : site.hours.inSentenceEs;

export const visitLengthFactEs: Fact = {
  label: "Duración habitual",
  value: `${capitalize(formatRange(policies.appointmentMinutes, "es"))} minutos`,
};

export const photoIdEs =
  "Una identificación vigente con foto emitida por el gobierno, como la licencia de conducir, una tarjeta de identificación estatal o el pasaporte";
export const photoIdEachSignerEs =
  "Una identificación vigente con foto emitida por el gobierno para cada firmante, como la licencia de conducir, una tarjeta de identificación estatal o el pasaporte";

export const doNotSignNoteEs =
  "Por favor, no firme antes de la cita. Usted firmará delante de mí, después de que yo revise su identificación y, si hace falta, le tome el juramento.";

/** "Con comisión del estado, con fianza, con seguro y antecedentes verificados", from the config's Spanish badges. */
export const credentialStatementEs = capitalize(
  formatList(
    credentials.claimsEs.map((claim) => claim.toLowerCase()),
    "conjunction",
    "es",
  ),
);

export const bondSentenceEs = `una fianza de ${formatUsd(credentials.suretyBondUsd, "es")}`;

export const noLegalAdviceEs = `Soy notary public, no ${genderedEs("abogado", "abogada")}. No puedo preparar su documento, escogerle un formulario ni decirle lo que significa o si le conviene. Esas preguntas son para un abogado.`;

/**
 * Whether the appointment itself can be held in Spanish, said truthfully
 * either way from the owner's confirmed setting.
 */
export const languageSentenceEs = site.notary.speaksSpanish
  ? "Hablo español: la cita puede ser completamente en español."
  : "No hablo español con fluidez: un intérprete se une a la cita para que usted entienda cada paso.";

export const languageFactEs: Fact = {
  label: "Idioma",
  value: site.notary.speaksSpanish ? "La cita puede ser en español" : "Con intérprete de español",
};
