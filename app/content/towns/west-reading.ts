import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { StandardTownPage } from "~/content/towns/types";

export const westReading = {
  slug: "west-reading",
  kind: "standard",
  summary:
    "Reading Hospital's patients and families, the shops and cafés of Penn Avenue and the borough's close-knit residential blocks.",
  heroIntro: `Hospital rooms, Penn Avenue storefronts and homes on every block of the borough, ${hoursPhrase}.`,
  intro: {
    heading: "A Small Borough With a Big Hospital",
    paragraphs: [
      "West Reading fits a lively main street, blocks of brick homes and Reading Hospital into about half a square mile. The hospital draws patients and families from all over the county, and when one of them needs a power of attorney or a healthcare directive notarized, it usually cannot wait for discharge day.",
      "I visit patients in their rooms during visiting hours and meet relatives in a lobby or family lounge. Then it is a short hop to Penn Avenue for shop owners and residents who need an acknowledgment before dinner. Parking in the borough is tight, so when we book I ask where the nearest space is and which door to use.",
    ],
  },
  picture: {
    variant: "borough",
    alt: "Illustration of a West Reading main street with shopfronts and street trees, and a map pin at one door",
  },
  areas: [
    "Penn Avenue business district",
    "Reading Hospital campus",
    "Cherry Street",
    "Franklin Street",
    "Chestnut Street",
    "Wyomissing",
    "Wyomissing Hills",
    "Downtown Reading, across the Penn Street Bridge",
  ],
  services: [
    {
      icon: "medical",
      title: "Bedside Medical Authorizations",
      description:
        "HIPAA releases, medical powers of attorney and consent forms signed in a patient's room, at a pace that suits the patient.",
      link: "/services/medical-authorization",
    },
    {
      icon: "users",
      title: "Powers of Attorney for Families",
      description:
        "When a relative is admitted, I notarize the power of attorney your family has prepared, with the principal's identity checked at the bedside.",
      link: "/services/power-of-attorney",
    },
    {
      icon: "briefcase",
      title: "Main Street Business Forms",
      description: "Acknowledgments and sworn statements for Penn Avenue shops, studios and offices, signed on site.",
      link: "/services/acknowledgments",
    },
  ],
  keyLocations: [
    { name: "Reading Hospital", kind: "hospital" },
    { name: "McGlinn Cancer Institute at Reading Hospital", kind: "hospital" },
    { name: "Shops and cafés on Penn Avenue", kind: "shopping" },
    { name: "West Reading Borough Hall", kind: "government" },
    { name: "West Reading Elementary Center", kind: "school" },
    { name: "Sacred Heart School", kind: "school" },
    { name: "Reading Public Museum", kind: "landmark" },
    { name: "Wyomissing Public Library", kind: "library" },
  ],
  reasons: [
    {
      icon: "hospital",
      title: "Calm in a hospital room",
      description: "I work around nurses and visiting hours and make sure the signer is awake, aware and comfortable.",
    },
    {
      icon: "clock",
      title: "Fast when it matters",
      description: `Visits ${hoursPhrase}, ${afterHoursPhrase}, because hospital admissions don't keep office hours.`,
    },
    credentialsReason("Licensed and insured"),
    {
      icon: "pin",
      title: "Local to the avenue",
      description: "I know the borough's blocks and parking, so a quick signing stays quick.",
    },
  ],
} as const satisfies StandardTownPage;
