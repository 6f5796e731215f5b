import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";

export const wyomissing = {
  slug: "wyomissing",
  kind: "standard",
  summary:
    "Corporate offices, the Berkshire Mall area, Wyomissing Hills homes and retirement communities such as The Highlands, served at your desk or your door.",
  heroIntro: `Office suites, tree-lined streets and senior living communities across the borough, ${hoursPhrase}.`,
  intro: {
    heading: "Notarizations That Fit a Wyomissing Workday",
    paragraphs: [
      "Wyomissing is where a large part of Berks County goes to work. Corporate headquarters, the office parks on Berkshire Boulevard and the stores around the Berkshire Mall fill the borough on weekdays, and the people in them rarely have an hour to spare for a trip to a notary.",
      "After hours it is a borough of quiet, leafy streets, from the older blocks near Penn Avenue to Wyomissing Hills, which joined the borough in 2002. My Wyomissing calendar mixes both worlds: an HR manager with I-9 paperwork for a new hire, a retiree updating a healthcare directive, a couple refinancing once the children are in bed.",
    ],
  },
  picture: {
    variant: "borough",
    alt: "Illustration of a Wyomissing street of shops and offices under leafy trees, with a map pin at a doorway",
  },
  areas: [
    "Wyomissing Hills",
    "West Wyomissing",
    "Montrose Manor",
    "Whitfield",
    "Colony Park",
    "Greenfields",
    "West Lawn",
    "West Reading",
  ],
  services: [
    {
      icon: "id",
      title: "I-9 Verification for Employers",
      description:
        "Section 2 completed as your authorized representative, at your office or the new hire's, with the original documents examined in person.",
      link: "/services/I-9-employment-verification",
    },
    {
      icon: "care",
      title: "Retirement Community Visits",
      description:
        "Healthcare directives, living wills and powers of attorney signed in a resident's own apartment or a quiet common room.",
      link: "/services/living-wills-and-directives",
    },
    {
      icon: "home",
      title: "Refinances and Home Sales",
      description: "Loan and closing packages signed at home in the evening, with every page flagged and checked.",
      link: "/services/loan-signing-agent",
    },
  ],
  keyLocations: [
    { name: "Berkshire Mall", kind: "shopping" },
    { name: "Office parks on Berkshire Boulevard", kind: "business" },
    { name: "Offices and restaurants on State Hill Road", kind: "business" },
    { name: "The Highlands at Wyomissing", kind: "care" },
    { name: "Wyomissing Public Library", kind: "library" },
    { name: "Wyomissing Borough Hall", kind: "government" },
    { name: "Wyomissing Area Junior/Senior High School", kind: "school" },
    { name: "Wyomissing Hills Elementary Center", kind: "school" },
  ],
  reasons: [
    {
      icon: "briefcase",
      title: "Between meetings",
      description: "I come to your office, sign in at reception and am gone before your next call.",
    },
    {
      icon: "shield",
      title: "Discreet and confidential",
      description: "Documents stay in your hands; my journal records only what Pennsylvania law requires.",
    },
    credentialsReason("Fully credentialed"),
    {
      icon: "clock",
      title: "Evenings at home, too",
      description: `When the office is not the place, I come to the house ${hoursPhrase}, ${afterHoursPhrase}.`,
    },
  ],
} as const satisfies StandardTownPage;
