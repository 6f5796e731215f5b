import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";

export const fleetwood = {
  slug: "fleetwood",
  kind: "standard",
  summary:
    "Main Street, the Fleetwood Community Center and the farms and villages of Richmond, Ruscombmanor and Maidencreek townships.",
  heroIntro: `Homes in the borough and farms, businesses and family properties in the townships around it, ${hoursPhrase}.`,
  intro: {
    heading: "A Mobile Notary for Fleetwood and the Farm Country Around It",
    paragraphs: [
      "Fleetwood is a small borough with a long memory: its name lives on in the Cadillac Fleetwood, after the coachbuilder that once made car bodies here. The borough covers about a square mile, bordered by Richmond Township on three sides and Ruscombmanor Township to the south, and beyond the town limits the land turns quickly to farms.",
      "With no notary office around the corner, Fleetwood-area clients often ask me to come out instead: farm families signing land and equipment paperwork, residents selling a house in the borough, employers in the townships with new hires to verify. Give me the address, even if it is at the end of a long lane, and I will find it.",
    ],
  },
  picture: {
    variant: "township",
    alt: "Illustration of farmhouses and trees on rolling hills around Fleetwood, with a map pin at a farm lane",
  },
  areas: [
    "Main Street and the borough center",
    "Richmond Township",
    "Ruscombmanor Township",
    "Maidencreek Township",
    "Blandon",
    "Moselem Springs",
    "Lyons",
    "Rockland Township",
  ],
  services: [
    {
      icon: "signature",
      title: "Land and Property Documents",
      description: "Acknowledgments for deeds, easements and agreements when farmland or a family home changes hands.",
      link: "/services/acknowledgments",
    },
    {
      icon: "id",
      title: "I-9 Checks for Local Employers",
      description:
        "Section 2 of Form I-9 completed on the farm, in the shop or at the office, with originals examined.",
      link: "/services/I-9-employment-verification",
    },
    {
      icon: "care",
      title: "Living Wills and Directives",
      description:
        "Healthcare directives and living wills signed at home, with any witnesses you have arranged present.",
      link: "/services/living-wills-and-directives",
    },
  ],
  keyLocations: [
    { name: "Fleetwood Community Center on West Arch Street", kind: "government" },
    { name: "Fleetwood Area Public Library", kind: "library" },
    { name: "Shops and businesses on Main Street", kind: "shopping" },
    { name: "Fleetwood Area High School", kind: "school" },
    { name: "Fleetwood Area Middle School", kind: "school" },
    { name: "Fleetwood Park", kind: "park" },
    { name: "Fleetwood Community Pool", kind: "park" },
    { name: "First National Bank in Fleetwood building", kind: "landmark" },
  ],
  reasons: [
    {
      icon: "car",
      title: "I make the drive",
      description:
        "No trip into Reading for you: the seal, the journal and the certificates come to the farm or the house.",
    },
    {
      icon: "route",
      title: "Rural addresses welcome",
      description: "Farm lanes, long driveways and addresses the map apps get wrong are part of the job.",
    },
    credentialsReason("Bonded and insured"),
    {
      icon: "clock",
      title: "After chores and work",
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}.`,
    },
  ],
} as const satisfies StandardTownPage;
