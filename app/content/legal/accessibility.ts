import { link, list, paragraph, type LegalDocument } from "~/content/legal/document";
import { site } from "~/site.config";

const { legal, policies, serviceArea } = site;
const siteHost = new URL(site.url).host;

/**
 * The Accessibility Statement. Every measure it lists is one the site really
 * takes and the test suite checks; do not add a claim that nothing verifies.
 */
export const accessibilityStatement: LegalDocument = {
  updated: legal.accessibilityReviewed,
  updatedLabel: "Last reviewed",
  summary: [
    `This website aims to meet ${legal.accessibilityStandard}, and every page is checked against it automatically each time the site is built.`,
    "Because I come to you, the notary service itself is built around people who cannot easily get to an office.",
    "If anything gets in your way, on the site or at an appointment, please tell me and I will fix it or find another way.",
  ],
  sections: [
    {
      id: "commitment",
      title: "My Commitment",
      blocks: [
        paragraph(
          `I want everyone who needs a notary to be able to find my prices, read about my services and ask for an appointment, whatever device or assistive technology they use. This website, ${siteHost}, aims to conform to the Web Content Accessibility Guidelines (${legal.accessibilityStandard}), the standard published by the World Wide Web Consortium (W3C).`,
        ),
        paragraph(
          "Automated checks find many barriers but not all of them, so reports from visitors are the check I value most.",
        ),
      ],
    },
    {
      id: "measures",
      title: "What I Do to Make the Site Accessible",
      blocks: [
        paragraph(
          "Every page is checked automatically with the axe-core accessibility engine against the WCAG 2.1 level A and AA success criteria, and its HTML is validated, each time the site is built. The site also provides:",
        ),
        list(
          "a “Skip to main content” link as the first stop for keyboard and screen reader users;",
          "a menu that works entirely from the keyboard: Escape closes it and focus returns to the button that opened it;",
          "questions on the FAQ page that open and close with Enter or Space and announce whether they are expanded;",
          "a clearly visible outline around whatever has keyboard focus;",
          "landmarks for the header, navigation, main content and footer, and one main heading on every page with the headings below it in order;",
          "text alternatives for meaningful images, with decorative icons hidden from screen readers, and star ratings announced in words;",
          "text and controls with enough color contrast to meet level AA;",
          "pages that fit screens as narrow as 360 pixels, and that still work when you zoom in, without sideways scrolling;",
          "motion kept to a minimum, and turned off when your device asks for reduced motion;",
          "form fields with visible labels, and the result of sending the form announced to screen readers;",
          [
            "a ",
            link("Spanish page", "/espanol"),
            " marked as Spanish, so that screen readers pronounce it correctly.",
          ],
        ),
      ],
    },
    {
      id: "service-accessibility",
      title: "An Accessible Notary Service",
      blocks: [
        paragraph(
          `Because I travel to you, there are no stairs, parking or bus routes to manage: I come to your home, care facility, hospital room or another place in ${serviceArea.region} that suits you.`,
        ),
        list(
          "Tell me when you book about anything that would help, such as more time, a ground-floor room, or having the notarial certificate read aloud. Appointments are never rushed, and taking longer costs nothing extra.",
          "If you are deaf or hard of hearing, you can text me at my business number or e-mail me, and calls through a relay service are welcome.",
          "If a signer cannot write a signature because of a disability, let me know in advance. Pennsylvania law provides for signing by mark or with help, which usually requires witnesses, and I will explain what to arrange.",
          "I must be able to communicate with every signer. If you use sign language or another language, tell me when you book so that we can plan for an interpreter.",
        ),
      ],
    },
    {
      id: "compatibility",
      title: "Assistive Technology and Browsers",
      blocks: [
        paragraph(
          "The site is built from standard HTML, with landmarks, headings, labels and states that screen readers, screen magnifiers, speech input and keyboard navigation rely on. It does not depend on any particular browser, plug-in or pointing device.",
        ),
        paragraph(
          "The automated checks run in the Chromium browser. I have not tested every combination of browser and assistive technology, so if something does not work with yours, please tell me which you use and I will look into it.",
        ),
      ],
    },
    {
      id: "limitations",
      title: "Known Limitations",
      blocks: [
        paragraph(
          "I am not aware of any part of this website that falls short of the standard. If you find one, I treat it as a fault to fix, not a matter of opinion.",
        ),
      ],
    },
    {
      id: "feedback",
      title: "Feedback and Contact",
      blocks: [
        paragraph(
          `If anything on this website is hard to use, or you would like its information in another format or read to you over the phone, please tell me in whichever way suits you. I reply to e-mails within ${policies.emailResponseHours} hours.`,
        ),
      ],
      contactOptions: ["call", "email", "form"],
    },
  ],
};
