import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";

export const shillington = {
  slug: "shillington",
  kind: "standard",
  summary:
    "The homes and Lancaster Avenue businesses of \u201cThe Town Beautiful\u201d, the Governor Mifflin schools, and neighboring Kenhorst, Mohnton and Cumru Township.",
  heroIntro: `Homes, storefronts and families across Shillington and the Governor Mifflin area, ${hoursPhrase}.`,
  intro: {
    heading: "House Calls in \u201cThe Town Beautiful\u201d",
    paragraphs: [
      "Shillington is compact and walkable: a borough of about a square mile, surrounded almost entirely by Cumru Township, with shops along Lancaster Avenue and the Governor Mifflin schools right in town. Readers know it as John Updike's boyhood home; his family's house on Philadelphia Avenue is now a museum.",
      "Most of my Shillington requests come from households. Grandparents signing powers of attorney and healthcare directives, parents completing consent forms for a child, neighbors transferring a house within the family. I come to the house, spread the papers out on the table and take the time to go through every signature with you.",
    ],
  },
  picture: {
    variant: "borough",
    alt: "Illustration of Shillington's row of small shops and homes along a tree-lined avenue, with a map pin at a front door",
  },
  areas: [
    "Lancaster Avenue",
    "Kenhorst",
    "Mohnton",
    "Cumru Township",
    "Pennwyn",
    "Grill",
    "Montrose Manor",
    "Gouglersville",
  ],
  services: [
    {
      icon: "home",
      title: "Notary at Your Kitchen Table",
      description: "Everyday documents for the whole household, signed at home without anyone needing a ride.",
      link: "/services/mobile-notary",
    },
    {
      icon: "medical",
      title: "Consent Forms for Children",
      description:
        "Medical consent and authorization forms for a child's care, signed by both parents in one visit when possible.",
      link: "/services/medical-authorization",
    },
    {
      icon: "signature",
      title: "Deeds Within the Family",
      description:
        "Acknowledgments for deeds and property papers when a home passes to a son, a daughter or a neighbor.",
      link: "/services/acknowledgments",
    },
  ],
  keyLocations: [
    { name: "Shillington Town Hall", kind: "government" },
    { name: "Mifflin Community Library", kind: "library" },
    { name: "Shops and offices on Lancaster Avenue", kind: "shopping" },
    { name: "Governor Mifflin Senior High School", kind: "school" },
    { name: "Governor Mifflin Middle School", kind: "school" },
    { name: "Mifflin Park Elementary School", kind: "school" },
    { name: "John Updike Childhood Home", kind: "landmark" },
    { name: "Nolde Forest Environmental Education Center", kind: "park" },
  ],
  reasons: [
    {
      icon: "heart",
      title: "Unhurried visits",
      description: "Older signers get time to read, ask questions and sign at their own pace.",
    },
    {
      icon: "users",
      title: "The whole family at once",
      description: "Several signers and several documents handled in one appointment at one address.",
    },
    credentialsReason("Bonded and background-screened"),
    {
      icon: "calendar",
      title: "Weekends included",
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}, when the family is actually home.`,
    },
  ],
} as const satisfies StandardTownPage;
