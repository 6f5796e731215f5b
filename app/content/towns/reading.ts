import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { FeaturedTownPage } from "~/content/towns/types";

export const reading = {
  slug: "reading",
  kind: "featured",
  summary:
    "The county seat, from the courthouse and Penn Square offices to rowhouse blocks, Centre Park Victorians, the hospitals and the college campuses.",
  heroIntro: `Downtown offices, city homes, hospital rooms and college campuses across the city, ${hoursPhrase}.`,
  intro: {
    heading: "A Notary for Every Corner of the City",
    paragraphs: [
      "Reading is the county seat, so a great deal of Berks County's paperwork passes through it: deeds headed for the Recorder of Deeds, affidavits bound for the courthouse, closing packages for the rowhouses and twins that line the city's numbered streets. Much of it has to be signed somewhere other than a notary's desk, at a kitchen table in the Northeast, in an office above a Penn Square storefront, or beside a hospital bed.",
      `I bring the seal, the journal and the certificates to you. City life rarely stops when the office closes, so I keep ${hoursPhrase} open for Reading clients and plan around one-way streets, permit parking and the right entrance to a building. I arrive on time, and you don't have to hunt for a space downtown.`,
    ],
  },
  picture: {
    variant: "city",
    alt: "Illustration of Reading's downtown rooftops below a pagoda on a wooded hill, with a map pin marking a meeting place",
  },
  areas: [
    "Downtown and Penn Square",
    "Northeast Reading",
    "Northwest Reading",
    "Southeast Reading",
    "Southwest Reading",
    "Mount Penn",
    "Kenhorst",
    "Lower Alsace Township",
  ],
  neighborhoods: [
    {
      name: "Centre Park",
      description:
        "Victorian homes around Centre Avenue and North Fifth Street, one of the city's first trolley suburbs.",
    },
    {
      name: "Callowhill",
      description: "The historic heart of downtown along Fifth Street and Penn Square, with offices above the shops.",
    },
    {
      name: "Penn's Common",
      description: "Rowhomes and grand old houses around City Park on the lower slopes of Mount Penn.",
    },
    {
      name: "College Heights",
      description: "Singles and twins between 13th Street and Hampden Boulevard, close to Albright College.",
    },
    {
      name: "Hampden Heights",
      description: "Larger homes east of Hampden Boulevard, climbing toward the mountain.",
    },
    {
      name: "Ricktown",
      description: "A residential pocket between Schuylkill Avenue and North Second Street.",
    },
  ],
  landmarks: [
    {
      name: "The Pagoda",
      description: "The city's symbol on Mount Penn, seen from almost everywhere in town.",
    },
    {
      name: "Penn Square",
      description: "The crossroads of Penn and Fifth Streets, laid out around the old market square.",
    },
    {
      name: "GoggleWorks Center for the Arts",
      description: "Studios and galleries in a former goggle factory on Washington Street.",
    },
    {
      name: "Santander Arena",
      description: "Concerts, shows and hockey on Penn Street.",
    },
    {
      name: "Santander Performing Arts Center",
      description: "The restored downtown theater on North Sixth Street.",
    },
    {
      name: "FirstEnergy Stadium",
      description: "Home of the Reading Fightin Phils, on Centre Avenue.",
    },
  ],
  services: [
    {
      icon: "home",
      title: "Home Signings",
      description:
        "Deeds, powers of attorney and family paperwork signed at your own table, whether you live in a Centre Park Victorian or a Southeast rowhome.",
      link: "/services/mobile-notary",
    },
    {
      icon: "gavel",
      title: "Court and Legal Paperwork",
      description:
        "Affidavits and verifications you need to file downtown, sworn and notarized before you head to Court Street.",
      link: "/services/affidavits",
    },
    {
      icon: "hospital",
      title: "Hospital and Bedside Visits",
      description:
        "Healthcare directives and medical authorizations signed in a hospital room, a rehab unit or a parent's bedroom.",
      link: "/services/living-wills-and-directives",
    },
  ],
  serviceTypes: [
    "loan-signing-agent",
    "power-of-attorney",
    "affidavits",
    "medical-authorization",
    "I-9-employment-verification",
    "depositions",
  ],
  keyLocations: [
    { name: "Berks County Courthouse", kind: "government" },
    { name: "Berks County Services Center", kind: "government" },
    { name: "Reading City Hall", kind: "government" },
    { name: "Reading Public Library, Main Library", kind: "library" },
    { name: "Penn State Health St. Joseph Downtown Campus", kind: "hospital" },
    { name: "Albright College", kind: "campus" },
    { name: "Alvernia University", kind: "campus" },
    { name: "Reading Area Community College", kind: "campus" },
  ],
  reasons: [
    {
      icon: "clock",
      title: "After the workday",
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}, so a shift at work doesn't cost you a signing.`,
    },
    {
      icon: "pin",
      title: "I know the city",
      description:
        "One-way grids, permit parking and building entrances are planned before I leave, so I arrive on time.",
    },
    credentialsReason("Licensed, bonded and insured"),
    {
      icon: "heart",
      title: "Patient with every signer",
      description:
        "Elderly parents, first-time buyers and families signing for someone in hospital all get the time they need.",
    },
  ],
} as const satisfies FeaturedTownPage;
