import { afterHoursPhrase, credentialsReason, hoursPhrase, hoursTitle } from "~/content/towns/shared";
import type { FeaturedTownPage } from "~/content/towns/types";

export const exeterTownship = {
  slug: "exeter-township",
  kind: "featured",
  summary:
    "Suburban streets off Perkiomen Avenue and Boyertown Pike, the old villages of Lorane, Jacksonwald and Stonersville, and the countryside down to the Schuylkill.",
  heroIntro: `Homes in Reiffton, Lorane and Jacksonwald, businesses on Perkiomen Avenue and family visits across the township, ${hoursPhrase}.`,
  intro: {
    heading: "Notary Visits Across Exeter's Villages and Suburbs",
    paragraphs: [
      "Exeter Township is one of the most populous municipalities in Berks County, yet it still reads like a string of villages: Reiffton on the Reading side, Lorane and Jacksonwald further out, and farmland rolling down to the Schuylkill River, which forms the township's southern edge. Homes are spread out, and driving into the city to find a notary can eat an evening.",
      "Much of my Exeter work is real estate and family paperwork: refinance packages in the newer developments, deeds for older farmhouses changing hands, and powers of attorney for parents who would rather stay home. I also see small-business owners along Perkiomen Avenue and Boyertown Pike who need a form notarized between customers.",
    ],
  },
  picture: {
    variant: "township",
    alt: "Illustration of homes and trees along a winding road through Exeter Township's hills, with a map pin at a house",
  },
  areas: [
    "Perkiomen Avenue corridor",
    "Boyertown Pike corridor",
    "St. Lawrence",
    "Lower Alsace Township",
    "Amity Township",
    "Oley Township",
    "Birdsboro",
    "Cumru Township",
  ],
  neighborhoods: [
    {
      name: "Reiffton",
      description: "Established streets on the Reading side of the township, close to the Perkiomen Avenue shops.",
    },
    {
      name: "Lorane",
      description: "One of Exeter's early villages, now a residential area with its own elementary school.",
    },
    {
      name: "Jacksonwald",
      description: "Homes near Route 562 and the Oley Valley Turnpike, around Jacksonwald Elementary.",
    },
    {
      name: "Stonersville",
      description: "A village from the township's earliest days, today a quiet residential corner.",
    },
    {
      name: "Baumstown",
      description: "An early village in the countryside around the Daniel Boone Homestead.",
    },
  ],
  landmarks: [
    {
      name: "Daniel Boone Homestead",
      description: "The frontiersman's birthplace, now a historic site with trails and old farm buildings.",
    },
    {
      name: "Exeter Friends Meeting House",
      description: "A stone Quaker meeting house from 1759 that has changed little since.",
    },
    {
      name: "Mordecai Lincoln Homestead",
      description: "The colonial home built by an ancestor of President Abraham Lincoln.",
    },
    {
      name: "Exeter's one-room schoolhouse",
      description: "The restored school at the Oley Valley Turnpike and Route 562, used from 1870 to 1937.",
    },
    {
      name: "The Schuylkill River",
      description: "The township's southern boundary, with farmland and trails along its banks.",
    },
  ],
  services: [
    {
      icon: "home",
      title: "Purchase and Refinance Closings",
      description:
        "Loan packages signed at your dining table, every page checked and dated, with the documents back to the title company on time.",
      link: "/services/loan-signing-agent",
    },
    {
      icon: "users",
      title: "Family Paperwork at Home",
      description:
        "Powers of attorney and healthcare documents for parents and grandparents who would rather not travel.",
      link: "/services/power-of-attorney",
    },
    {
      icon: "briefcase",
      title: "Small-Business Documents",
      description:
        "Contracts, vendor forms and acknowledgments for shops and offices along Perkiomen Avenue and Boyertown Pike.",
      link: "/services/acknowledgments",
    },
  ],
  serviceTypes: [
    "loan-signing-agent",
    "acknowledgments",
    "power-of-attorney",
    "living-wills-and-directives",
    "I-9-employment-verification",
    "remote-online-notary",
  ],
  keyLocations: [
    { name: "Exeter Township Senior High School", kind: "school" },
    { name: "Exeter Township Junior High School", kind: "school" },
    { name: "Owatin Creek Elementary School", kind: "school" },
    { name: "Exeter Community Library", kind: "library" },
    { name: "Exeter Township municipal offices", kind: "government" },
    { name: "Reading Country Club", kind: "landmark" },
    { name: "Shops and offices on Perkiomen Avenue", kind: "shopping" },
    { name: "Businesses along Boyertown Pike", kind: "business" },
  ],
  reasons: [
    {
      icon: "route",
      title: "Country roads are no trouble",
      description: "Long lanes, farm addresses and new developments without street signs yet: I find them.",
    },
    {
      icon: "clock",
      title: hoursTitle,
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}, so nobody has to leave work early.`,
    },
    credentialsReason("Commissioned and bonded"),
    {
      icon: "handshake",
      title: "One notary, start to finish",
      description: "The person who answers your call is the person who arrives, checks the ID and applies the seal.",
    },
  ],
} as const satisfies FeaturedTownPage;
