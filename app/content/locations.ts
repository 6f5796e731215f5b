import type { IconName } from "~/vocabulary/icon-names";
import { townPages } from "~/content/towns";
import type { Feature } from "~/content/types";
import { formatList, formatRange, formatUsd } from "~/lib/format";
import { describeSchedule } from "~/lib/hours";
import { site } from "~/site.config";

const { serviceArea, fees, hours, policies } = site;

/** A card on /locations that leads to one town page (spec §3, location entry). */
export interface LocationEntry {
  name: string;
  description: string;
  link: string;
  /** "City", "Borough" or "Township", from the config. */
  kind: string;
}

/** Where we can meet, and why that place helps (spec §3, meeting-place type). */
export interface MeetingPlaceType {
  icon: IconName;
  title: string;
  description: string;
  benefits: readonly string[];
}

/** One fact about travel or scheduling, read from the config. */
export interface TravelFact {
  icon: IconName;
  title: string;
  detail: string;
}

const municipalityLabels = { city: "City", borough: "Borough", township: "Township" } as const;

/** The ten towns in the config's order, each with the summary from its own page. */
export const locationEntries: readonly LocationEntry[] = serviceArea.towns.map((town) => ({
  name: town.name,
  description: townPages[town.slug].summary,
  link: `/locations/${town.slug}`,
  kind: municipalityLabels[town.municipality],
}));

export const locationsIntro = `I travel to homes, offices, hospitals and campuses across ${serviceArea.region}: the ${serviceArea.towns.length} communities below and everywhere within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, ${hours.summary.toLowerCase()}.`;

export const meetingPlaces: readonly MeetingPlaceType[] = [
  {
    icon: "home",
    title: "Your Home",
    description:
      "Sign at your own kitchen or dining table, with your papers and everyone who needs to sign already there.",
    benefits: [
      "No driving or parking for you",
      "Relatives who can't travel can still sign",
      "Time to read every page without a queue behind you",
    ],
  },
  {
    icon: "briefcase",
    title: "Your Office or Workplace",
    description: "I come to your desk, conference room, shop counter or job site and fit around your working day.",
    benefits: [
      "No time off work",
      "Several signers or new hires in one visit",
      "A private room for confidential documents",
    ],
  },
  {
    icon: "hospital",
    title: "Hospitals and Care Facilities",
    description:
      "Bedside signings in hospitals, rehabilitation centers, nursing homes and assisted living, during visiting hours.",
    benefits: [
      "The signer stays in bed or in a chair",
      "Family members can be in the room",
      "A calm pace, with the signer awake, aware and able to sign",
    ],
  },
  {
    icon: "coffee",
    title: "Public Places",
    description: "A coffee shop, a library study room or a bank lobby works well when neither side wants to host.",
    benefits: [
      "Neutral ground for parties who don't know each other",
      "A table and good light",
      "Easy to find, with parking nearby",
    ],
  },
];

export const specializedLocations: readonly Feature[] = [
  {
    icon: "hospital",
    title: "Hospitals",
    description:
      "Patients' rooms and family lounges at Reading Hospital in West Reading, Penn State Health St. Joseph in Bern Township and other area hospitals.",
  },
  {
    icon: "care",
    title: "Senior Living and Nursing Homes",
    description:
      "Retirement communities, personal care homes and skilled nursing facilities, arranged with the staff so visits go smoothly.",
  },
  {
    icon: "university",
    title: "College Campuses",
    description:
      "Students, faculty and staff at Kutztown University, Albright College, Alvernia University, Penn State Berks and Reading Area Community College.",
  },
  {
    icon: "gavel",
    title: "Law and Title Offices",
    description:
      "Signings for attorneys' and title companies' clients, including witnesses sworn in for depositions near the courthouse in Reading.",
  },
  {
    icon: "id",
    title: "Employers and HR Departments",
    description: "I-9 reviews and employment paperwork for warehouses, offices, farms and shops, on site.",
  },
  {
    icon: "home",
    title: "Real Estate Closings",
    description:
      "Purchase, refinance and home equity signings at the buyer's home, the seller's home or an agent's office.",
  },
];

export const travelFacts: readonly TravelFact[] = [
  {
    icon: "route",
    title: "Service radius",
    detail: `Anywhere within ${serviceArea.radiusMiles} miles of ${serviceArea.base}; farther by arrangement.`,
  },
  {
    icon: "car",
    title: "Travel fee",
    detail: `${formatUsd(fees.travelUsd)} within ${fees.travelFeeRadiusMiles} miles. Farther away, I quote the fee before I set out.`,
  },
  {
    icon: "clock",
    title: "Hours",
    detail: `${capitalize(describeSchedule())}.${hours.specialArrangements ? " Other times by special arrangement." : ""}`,
  },
  {
    icon: "star",
    title: "After-hours pricing",
    detail:
      fees.afterHoursSurchargeUsd === 0
        ? "No surcharge for evenings or weekends."
        : `${formatUsd(fees.afterHoursSurchargeUsd)} extra for evenings and weekends.`,
  },
  {
    icon: "calendar",
    title: "Booking ahead",
    detail: `${formatRange(policies.bookAheadHours)} hours' notice is ideal; ${formatRange(policies.depositionBookAheadHours)} hours for depositions.`,
  },
  {
    icon: "signature",
    title: "How long it takes",
    detail: `Most appointments take ${formatRange(policies.appointmentMinutes)} minutes; loan signings ${formatRange(policies.loanSigningMinutes)} minutes.`,
  },
  {
    icon: "message",
    title: "Cancellations",
    detail: `Please give ${policies.cancellationNoticeHours} hours' notice; a fee may apply with less than ${policies.lateCancellationHours} hours' notice.`,
  },
  {
    icon: "check",
    title: "Payment",
    detail: `${capitalize(formatList(fees.paymentMethods, "disjunction"))}.`,
  },
];

/** The headings of the page's sections. */
export const locationsSections = {
  towns: {
    eyebrow: "Locations",
    title: "Towns I Serve",
    intro: "Choose your town to see the neighborhoods, key locations and services I cover there.",
  },
  meetingPlaces: {
    eyebrow: "Meeting places",
    title: "Where We Can Meet",
    intro: "Pick the place that suits the signers; I bring the seal, the journal and the certificates.",
  },
  specialized: {
    eyebrow: "Specialized locations",
    title: "Hospitals, Campuses and Other Special Settings",
    intro:
      "Some places have rules of their own. I work around visiting hours, front desks and security so the signing goes smoothly.",
  },
  travel: {
    eyebrow: "Travel and scheduling",
    title: "Travel, Fees and Scheduling",
    intro: "What to expect before you book, straight from my price list and calendar.",
  },
};

export const serviceMapAlt = `Illustration of a map with a dashed circle around ${serviceArea.base} marking the travel radius, with dots for the towns inside it`;

export const locationsClosing = {
  title: "Don't See Your Town?",
  text: `If you are within ${serviceArea.radiusMiles} miles of ${serviceArea.base}, I can come to you, and farther trips can be arranged. Send the address with your request and I will confirm the travel fee before booking.`,
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
