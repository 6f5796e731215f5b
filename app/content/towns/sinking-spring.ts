import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";

export const sinkingSpring = {
  slug: "sinking-spring",
  kind: "standard",
  summary:
    "The Penn Avenue business district, the streets around Columbia Avenue and Route 724, and the western townships toward Wernersville.",
  heroIntro: `Homes, shops and offices in the borough and the western suburbs around it, ${hoursPhrase}.`,
  intro: {
    heading: "Serving the Borough Named for Its Spring",
    paragraphs: [
      "Sinking Spring takes its name from a spring in the middle of town that seemed to vanish into the limestone from time to time, and a stone marker on Penn Avenue still notes the spot. Today it is a busy crossroads where Penn Avenue meets Route 724, and the borough has been reshaping its business district around those intersections.",
      "I work with Sinking Spring families, with the shops and offices along the main road, and with households just outside the borough in Spring, Lower Heidelberg and South Heidelberg townships. Most clients want the same thing: a notary who turns up when promised, so nobody has to face the traffic into Reading.",
    ],
  },
  picture: {
    variant: "borough",
    alt: "Illustration of Sinking Spring's main street with shops and homes beneath trees, and a map pin at a doorway",
  },
  areas: [
    "Penn Avenue business district",
    "Columbia Avenue",
    "Route 724 corridor",
    "Montello",
    "Spring Township",
    "Lower Heidelberg Township",
    "South Heidelberg Township",
    "Wernersville",
  ],
  services: [
    {
      icon: "home",
      title: "At-Home Appointments",
      description: "I come to your house with everything needed, so there's no trip into the city on a busy evening.",
      link: "/services/mobile-notary",
    },
    {
      icon: "document",
      title: "Sworn Statements",
      description:
        "Affidavits for employers, insurers and agencies, with the oath given and the statement signed in front of me.",
      link: "/services/affidavits",
    },
    {
      icon: "stamp",
      title: "Certified Copies",
      description: "Certified true copies of originals a notary may copy, made from the document you hold.",
      link: "/services/certified-copies",
    },
  ],
  keyLocations: [
    { name: "Sinking Spring Borough Hall on Penn Avenue", kind: "government" },
    { name: "Sinking Spring Public Library", kind: "library" },
    { name: "Shops and restaurants on Penn Avenue", kind: "shopping" },
    { name: "The Spring monument on Penn Avenue", kind: "landmark" },
    { name: "Sinking Spring Area Historical Society Heritage Park", kind: "park" },
    { name: "Wilson High School", kind: "school" },
    { name: "Businesses along Route 724", kind: "business" },
    { name: "Offices and terminals near Montello", kind: "business" },
  ],
  reasons: [
    {
      icon: "calendar",
      title: "On time, every time",
      description: "I confirm the day before and arrive when I said I would.",
    },
    {
      icon: "clock",
      title: "Flexible slots",
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}.`,
    },
    credentialsReason("Licensed and insured"),
    {
      icon: "message",
      title: "Plain explanations",
      description: "I explain what each notarial step means, without ever giving legal advice.",
    },
  ],
} as const satisfies StandardTownPage;
