import { link, list, paragraph, subheading, type LegalDocument } from "~/content/legal/document";
import { site } from "~/site.config";

const { legal, notary, commission } = site;
const formService = link(site.formService.name, site.formService.website);
const siteHost = new URL(site.url).host;

/**
 * The Privacy Policy. It must stay true of what the site really does: today
 * the only data collected is what a visitor types into the appointment form,
 * sent through the form service to the notary's e-mail. No analytics, no
 * cookies, no advertising. If that changes, change this text first.
 */
export const privacyPolicy: LegalDocument = {
  updated: site.privacyPolicyUpdated,
  updatedLabel: "Last updated",
  summary: [
    "This website collects only what you type into the appointment request form. It sets no cookies and uses no analytics, tracking or advertising.",
    [
      "Your request is e-mailed to me through ",
      formService,
      ", and I use it to arrange your appointment, nothing else. I never sell or rent personal information.",
    ],
    "Pennsylvania law requires me to record every notarial act in a journal, which I must keep even if you ask me to delete other records.",
  ],
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        paragraph(
          `This policy explains what personal information ${site.businessName} receives through this website and in the course of an appointment, what I do with it, and the choices you have. In it, “I”, “me” and “my” mean ${notary.fullName}, a notary public commissioned by the Commonwealth of ${commission.state}, who runs ${site.businessName} and handles every request personally.`,
        ),
        paragraph(
          `It covers this website, ${siteHost}, and appointments arranged through it or by telephone, text message or e-mail.`,
        ),
      ],
    },
    {
      id: "information-collected",
      title: "Information You Give Me",
      blocks: [
        subheading("The appointment request form"),
        paragraph(
          "The only information this website collects is what you type into the appointment request form on the ",
          link("Contact page", "/contact"),
          " or the ",
          link("Spanish page", "/espanol"),
          ":",
        ),
        list(
          "your name, e-mail address and phone number;",
          "the service you need and where you would like to meet;",
          "the date and time you would prefer;",
          "anything you choose to add in the optional details box.",
        ),
        paragraph(
          "Please leave identification numbers, account numbers and the contents of your document out of the form. I do not need them to arrange an appointment.",
        ),
        subheading("Calls, texts and e-mails"),
        paragraph(
          "If you contact me by telephone, text message or e-mail instead, I receive your phone number or e-mail address and whatever you tell me, and the message stays on my phone or in my mailbox.",
        ),
        subheading("At the appointment"),
        paragraph(
          "To perform a notarial act I must confirm who you are, usually by examining a current, government-issued photo ID, and I see the document you sign. I do not keep copies of your documents beyond what is needed to return them to you or to someone you ask me to send them to.",
        ),
      ],
    },
    {
      id: "notarial-records",
      title: "Notarial Records",
      blocks: [
        paragraph(
          "Pennsylvania law requires every notary public to keep a journal of notarial acts (57 Pa.C.S. § 319). For each act I perform, my journal records:",
        ),
        list(
          "the date and time of the act;",
          "the type of act and a description of the document, if there is one;",
          "the full name and address of each person for whom I perform it;",
          "how I identified each person, including a description of any identification document presented and its dates of issue and expiry;",
          "the fee charged.",
        ),
        paragraph(
          `The journal is not optional: I cannot leave a notarial act out of it or delete an entry on request. I keep it for ${legal.journalRetentionYears} years after the last act recorded in it, and if my commission ends, the law requires me to deliver it to the recorder of deeds of the county where I last kept an office. I keep the journal in my own custody and disclose entries only as Pennsylvania law permits or requires.`,
        ),
        paragraph(
          "For a remote online notarization, the law also requires the video session to be recorded and kept. The session takes place on a notarization platform approved for use in Pennsylvania, which verifies your identity and stores the recording for me under its own privacy policy. I tell you which platform I use before we book.",
        ),
      ],
    },
    {
      id: "automatic-collection",
      title: "Information Collected Automatically",
      blocks: [
        paragraph(
          "None by me. This website sets no cookies, uses no analytics or tracking tools, shows no advertising, and loads nothing from other companies' servers while you read it.",
        ),
        paragraph(
          "Like every website, it is delivered by a web server that receives the technical details your browser sends with each request, such as your IP address, the type of browser and the page requested. The hosting company may keep these details in its server logs to keep the service secure and running. I do not use them to identify or follow visitors.",
        ),
        paragraph(
          "If I ever add a tool that collects information automatically, I will update this policy before the tool goes live.",
        ),
      ],
    },
    {
      id: "use",
      title: "How I Use Your Information",
      blocks: [
        paragraph("I use the information you give me only to:"),
        list(
          "reply to your request, and arrange, confirm, reschedule or cancel your appointment;",
          "tell you what to have ready and find the place we agreed to meet;",
          "perform the notarial act and keep the journal the law requires;",
          "answer later questions about an appointment, protect against fraud, and meet my legal obligations as a notary.",
        ),
        paragraph(
          "I do not use it for marketing, I do not add you to a mailing list, and I never sell, rent or trade it.",
        ),
      ],
    },
    {
      id: "sharing",
      title: "When Information Is Shared",
      blocks: [
        paragraph("Personal information leaves my hands only in these cases:"),
        list(
          [
            "The form service. When you send the appointment form, your browser sends it directly to ",
            formService,
            ", a form-to-e-mail service, which e-mails it to me. It therefore receives what you typed, along with the technical details every request carries, and handles them under its own privacy policy, published on its website.",
          ],
          "My e-mail and telephone providers, which carry and store my messages and calls as they do for all their customers.",
          "The remote notarization platform, for an online notarization, as described above.",
          "People you ask me to share with, for example the title company or lender that arranged a loan signing and is waiting for the signed documents.",
          "When the law requires it, for example to answer a subpoena or court order, or an inquiry from the Pennsylvania Department of State, which commissions and oversees notaries.",
        ),
        paragraph("I do not sell or rent personal information, and I never give it to anyone for their own marketing."),
      ],
    },
    {
      id: "security",
      title: "How I Protect It",
      blocks: [
        paragraph(
          `This website is served only over an encrypted (HTTPS) connection, and the appointment form travels encrypted to ${site.formService.name}. I keep my notary journal in my own custody, as the law requires, and protect the phone and e-mail account that receive your messages.`,
        ),
        paragraph(
          "No way of sending or storing information is perfectly secure, so please keep identification and account numbers out of the form and out of e-mails. Whatever I need to see, I will see in person at the appointment. If I learn that information you gave me has been exposed, I will tell you promptly.",
        ),
      ],
    },
    {
      id: "rights",
      title: "Your Choices and Rights",
      blocks: [
        paragraph("You may ask me at any time:"),
        list(
          "what personal information I hold about you;",
          "to correct anything that is wrong;",
          "to delete your appointment request and our messages about it.",
        ),
        paragraph(
          "The exception is the notarial journal: because the law requires me to keep it, I cannot change or delete an entry, and I answer questions about it as Pennsylvania law allows. Before sharing or deleting anything, I will make sure that I am talking to you.",
        ),
        paragraph(
          "You never have to use the form: you can call, text or e-mail instead. And since this website does not track visitors, there is nothing for a browser's Do Not Track or Global Privacy Control signal to switch off; you are treated the same either way.",
        ),
      ],
    },
    {
      id: "children",
      title: "Children Under 18",
      blocks: [
        paragraph(
          "This website and its appointment form are meant for adults. I do not knowingly collect personal information through it from anyone under 18. If you are under 18 and need something notarized, please ask a parent or guardian to contact me. If you believe a child has sent me information, tell me and I will delete it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        paragraph(
          "If I change how I handle personal information, I will update this page and the date at the top of it. I will not use information you have already given me in a new way without telling you first.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Me",
      blocks: [
        paragraph(
          "Questions about this policy or about your information come straight to me. Choose whichever way suits you:",
        ),
      ],
      contactOptions: ["call", "email", "form"],
    },
  ],
};
