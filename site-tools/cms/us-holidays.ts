/**
 * The US federal holidays (5 U.S.C. § 6103), for the editor to offer as days off: many clients
 * expect a notary closed on them, and the site says "available now" on any day not in her
 * closures. Dates only, as her closures are written (YYYY-MM-DD).
 */

/** The `nth` (1-based; -1 for the last) `weekday` (0 = Sunday) of a month, as YYYY-MM-DD. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return isoDate(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return isoDate(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** A year's federal holidays, in date order, with their names in both languages. */
export function usFederalHolidays(year: number): { date: string; name: string; nameEs: string }[] {
  return [
    { date: isoDate(year, 1, 1), name: "New Year's Day", nameEs: "Año Nuevo" },
    { date: nthWeekday(year, 1, 1, 3), name: "Martin Luther King Jr. Day", nameEs: "Día de Martin Luther King Jr." },
    { date: nthWeekday(year, 2, 1, 3), name: "Presidents' Day", nameEs: "Día de los Presidentes" },
    { date: nthWeekday(year, 5, 1, -1), name: "Memorial Day", nameEs: "Día de los Caídos" },
    { date: isoDate(year, 6, 19), name: "Juneteenth", nameEs: "Juneteenth" },
    { date: isoDate(year, 7, 4), name: "Independence Day", nameEs: "Día de la Independencia" },
    { date: nthWeekday(year, 9, 1, 1), name: "Labor Day", nameEs: "Día del Trabajo" },
    { date: nthWeekday(year, 10, 1, 2), name: "Columbus Day", nameEs: "Día de la Raza" },
    { date: isoDate(year, 11, 11), name: "Veterans Day", nameEs: "Día de los Veteranos" },
    { date: nthWeekday(year, 11, 4, 4), name: "Thanksgiving", nameEs: "Día de Acción de Gracias" },
    { date: isoDate(year, 12, 25), name: "Christmas Day", nameEs: "Navidad" },
  ];
}

/** The federal holidays from `today` (YYYY-MM-DD) through the next twelve months. */
export function comingUsHolidays(today: string): { date: string; name: string; nameEs: string }[] {
  const year = Number(today.slice(0, 4));
  const yearFromNow = `${year + 1}${today.slice(4)}`;
  return [...usFederalHolidays(year), ...usFederalHolidays(year + 1)].filter(
    (holiday) => holiday.date >= today && holiday.date < yearFromNow,
  );
}

/** "Thanksgiving (Día de Acción de Gracias) 2026-11-26, …": the editor's offer under her days off. */
export function holidayOffer(today: string): string {
  const list = comingUsHolidays(today)
    .map((holiday) => `${holiday.name} (${holiday.nameEs}) ${holiday.date}`)
    .join(", ");
  return `US federal holidays in the next twelve months, to add as days off if you close on them (the site says "available now" on any day not listed): ${list}.`;
}
