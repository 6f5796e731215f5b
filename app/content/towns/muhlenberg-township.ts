import { afterHoursPhrase, credentialsReason, hoursPhrase, hoursTitle } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";

export const muhlenbergTownship = {
  slug: "muhlenberg-township",
  kind: "standard",
  summary:
    "Temple, Hyde Park and the Fifth Street Highway corridor north of Reading: township homes, shopping centers, warehouses and offices, plus neighboring Laureldale.",
  heroIntro: `Homes, shopping centers and workplaces from Temple to the Schuylkill River, ${hoursPhrase}.`,
  intro: {
    heading: "From the Fifth Street Highway to Your Front Door",
    paragraphs: [
      "Muhlenberg Township sits along Reading's northern edge, with the Fifth Street Highway running up its middle and neighborhoods such as Temple, Hyde Park and Cherokee Ranch on either side. The borough of Laureldale sits right beside it, and the Schuylkill River forms the township's western side.",
      "A good share of my Muhlenberg appointments are on the commercial side: business forms for shops along Fifth Street, I-9 reviews for warehouses and offices, vendor paperwork that needs an acknowledgment today. The rest are family visits, often to help an older relative sign from the comfort of the living room instead of a waiting room.",
    ],
  },
  picture: {
    variant: "township",
    alt: "Illustration of Muhlenberg Township homes and trees beside a curving road, with a map pin marking a house",
  },
  areas: [
    "Temple",
    "Hyde Park",
    "Cherokee Ranch",
    "Laureldale",
    "Fifth Street Highway corridor",
    "Maidencreek Township",
    "Ontelaunee Township",
    "Northeast Reading",
  ],
  services: [
    {
      icon: "id",
      title: "I-9 Reviews for Employers",
      description:
        "New-hire document checks for warehouses, shops and offices, completed as your authorized representative on site.",
      link: "/services/I-9-employment-verification",
    },
    {
      icon: "briefcase",
      title: "Business and Vehicle Paperwork",
      description:
        "Acknowledgments, vendor forms and vehicle transfer documents for businesses along the Fifth Street Highway.",
      link: "/services/mobile-notary",
    },
    {
      icon: "care",
      title: "Visits for Older Relatives",
      description: "Powers of attorney and healthcare papers signed at home, so a parent doesn't have to travel.",
      link: "/services/power-of-attorney",
    },
  ],
  keyLocations: [
    { name: "Muhlenberg Township Building on Leesport Avenue", kind: "government" },
    { name: "Muhlenberg Community Library", kind: "library" },
    { name: "Muhlenberg High School", kind: "school" },
    { name: "Berks County Intermediate Unit on Commons Boulevard", kind: "business" },
    { name: "Town Square shopping center in Temple", kind: "shopping" },
    { name: "Shops and offices on the Fifth Street Highway", kind: "shopping" },
    { name: "Jim Dietrich Park", kind: "park" },
    { name: "Laurel Run Park", kind: "park" },
  ],
  reasons: [
    {
      icon: "briefcase",
      title: "Built around business hours",
      description: "Early-evening visits catch managers and staff before they leave for the day.",
    },
    {
      icon: "users",
      title: "Several signers, one visit",
      description: "A batch of new hires or a family with three signers: one appointment covers everyone.",
    },
    credentialsReason("Commissioned, bonded, insured"),
    {
      icon: "clock",
      title: hoursTitle,
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}.`,
    },
  ],
} as const satisfies StandardTownPage;
