import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";

export const springTownship = {
  slug: "spring-township",
  kind: "standard",
  summary:
    "Penn State Berks, Broadcasting Square and the Penn Avenue corridor, and the established neighborhoods of West Lawn and Lincoln Park in the county's second-largest municipality.",
  heroIntro: `Student apartments, family homes and busy shopping corridors across the township, ${hoursPhrase}.`,
  intro: {
    heading: "One Notary for a Very Big Township",
    paragraphs: [
      "Spring Township has more residents than any Berks County municipality except Reading, and it covers a lot of ground, from the Tulpehocken Creek on its northern edge to the hills near the Lancaster County line. West Lawn, which merged into the township in 2006, and Lincoln Park give it established neighborhoods; Penn Avenue and Broadcasting Square give it shopping; Penn State Berks gives it a campus.",
      "That variety shows up in my calendar: a lease or financial-aid form for a student, a refinance in Lincoln Park, a power of attorney for a parent in West Lawn, paperwork for a small business on Penn Avenue. Wherever you are in the township, I come to you and bring everything the notarization needs.",
    ],
  },
  picture: {
    variant: "township",
    alt: "Illustration of Spring Township's suburban homes, trees and a winding road, with a map pin at one house",
  },
  areas: [
    "West Lawn",
    "Lincoln Park",
    "Penn Avenue corridor",
    "Sinking Spring",
    "Wyomissing",
    "Lower Heidelberg Township",
    "South Heidelberg Township",
    "Cumru Township",
  ],
  services: [
    {
      icon: "graduation",
      title: "Student Paperwork",
      description:
        "Leases, financial-aid forms and sworn statements for Penn State Berks students, signed at an apartment or a meeting spot near campus.",
      link: "/services/affidavits",
    },
    {
      icon: "home",
      title: "Home Closings and Refinances",
      description: "Loan signings at your kitchen table, with time to read each page before you sign it.",
      link: "/services/loan-signing-agent",
    },
    {
      icon: "users",
      title: "Powers of Attorney",
      description: "General, limited, durable and healthcare powers of attorney, notarized wherever the principal is.",
      link: "/services/power-of-attorney",
    },
  ],
  keyLocations: [
    { name: "Penn State Berks", kind: "campus" },
    { name: "Township of Spring Administration Building on Windmill Road", kind: "government" },
    { name: "West Lawn-Wyomissing Hills Library", kind: "library" },
    { name: "Wilson High School", kind: "school" },
    { name: "Broadcasting Square", kind: "shopping" },
    { name: "Shops and offices on Penn Avenue", kind: "business" },
    { name: "Willow Glen Park", kind: "park" },
    { name: "Wertz's Covered Bridge", kind: "landmark" },
  ],
  reasons: [
    {
      icon: "route",
      title: "Every corner of the township",
      description: "From the creek side to the southern hills, the drive is mine, not yours.",
    },
    {
      icon: "graduation",
      title: "Student-friendly",
      description: "Clear instructions on which ID to bring and a meeting place that doesn't need a car.",
    },
    credentialsReason("Licensed, bonded and screened"),
    {
      icon: "clock",
      title: "After class and after work",
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}.`,
    },
  ],
} as const satisfies StandardTownPage;
