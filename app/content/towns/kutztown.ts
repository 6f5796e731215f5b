import { afterHoursPhrase, credentialsReason, hoursPhrase } from "~/content/towns/shared";
import type { UniversityTownPage } from "~/content/towns/types";

export const kutztown = {
  slug: "kutztown",
  kind: "university",
  summary:
    "Kutztown University students, faculty and staff, the shops of Main Street and the farms and boroughs around Maxatawny, Lyons and Topton.",
  heroIntro: `Campus, downtown and country addresses alike, ${hoursPhrase}.`,
  intro: {
    heading: "Notary Service for a College Town",
    paragraphs: [
      "Kutztown is one of the oldest boroughs in Berks County and, since 1866, home to the school that grew into Kutztown University. With thousands of students on campus during the semester, the town's paperwork swings between small-town business and the very particular demands of university life.",
      "Off campus I help Main Street businesses, families in the surrounding farmland and people buying or selling homes in the borough. Kutztown is a longer drive from my base, so I plan visits here ahead; tell me what you need and where, and I confirm the travel fee when you book.",
    ],
  },
  picture: {
    variant: "campus",
    alt: "Illustration of a Kutztown campus clock tower among trees and lawns, with a map pin on the path",
  },
  areas: [
    "Downtown Kutztown and Main Street",
    "Kutztown University campus",
    "Maxatawny Township",
    "Lyons",
    "Topton",
    "Greenwich Township",
    "Richmond Township",
    "Longswamp Township",
  ],
  services: [
    {
      icon: "graduation",
      title: "Student Documents",
      description:
        "Study abroad, financial aid and housing paperwork notarized on campus or at your apartment, without needing a car.",
      link: "/services/mobile-notary",
    },
    {
      icon: "briefcase",
      title: "Main Street Businesses",
      description: "Acknowledgments and business forms for shops and offices downtown, signed at the counter.",
      link: "/services/acknowledgments",
    },
    {
      icon: "home",
      title: "Home Sales and Refinances",
      description: "Closing packages for homes in the borough and the surrounding townships, signed at your table.",
      link: "/services/loan-signing-agent",
    },
  ],
  keyLocations: [
    { name: "Kutztown Community Library", kind: "library" },
    { name: "Shops and cafés on Main Street", kind: "shopping" },
    { name: "Kutztown Community Park", kind: "park" },
    { name: "Kutztown Area High School", kind: "school" },
    { name: "Kutztown Area Historical Society museum", kind: "landmark" },
    { name: "Pennsylvania German Cultural Heritage Center", kind: "campus" },
    { name: "Renninger's Antique Market", kind: "shopping" },
    { name: "Rodale Institute", kind: "business" },
  ],
  university: {
    name: "Kutztown University",
    heading: "Serving Kutztown University",
    intro:
      "Students, faculty and staff tend to need a notary at the least convenient moment: a study abroad form due this week, a lease before the semester starts, a job offer with paperwork attached. I come to campus or to your apartment, so nobody has to borrow a car.",
    studentServices: [
      "Academic transcripts",
      "Study abroad documentation",
      "Financial aid documents",
      "Internship and employment papers",
      "Housing and rental agreements",
      "Personal legal documents",
    ],
    facultyStaffServices: [
      "Employment documentation",
      "Academic credentials",
      "Research and grant documents",
      "Professional certifications",
      "Real estate transactions",
      "Personal and family documents",
    ],
    campusNote: {
      title: "Convenient Campus Service",
      text: "We can meet in a public spot on campus, such as a lounge in the McFarland Student Union or a study area in Rohrbach Library, wherever the building's rules allow, or at your residence hall or apartment. Bring a current government-issued photo ID and leave the document unsigned until we meet.",
    },
  },
  reasons: [
    {
      icon: "graduation",
      title: "No car needed",
      description: "Students stay on campus; I come to the building or the apartment.",
    },
    {
      icon: "id",
      title: "Clear about ID",
      description: "I tell you beforehand which current photo ID works, including out-of-state licenses and passports.",
    },
    credentialsReason("Commissioned and bonded"),
    {
      icon: "clock",
      title: "Around class schedules",
      description: `Appointments ${hoursPhrase}, ${afterHoursPhrase}.`,
    },
  ],
} as const satisfies UniversityTownPage;
