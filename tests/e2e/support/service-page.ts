import type { Locator, Page } from "@playwright/test";
import { actionWords } from "../../../app/content/actions";
import { servicePath, servicesIn, servicesOverviewPath, type ServiceSlug } from "../../../app/content/services";
import { serviceFrame } from "../../../app/content/services/frame";
import { credentialStatement } from "../../../app/content/services/shared";
import { servicePages } from "../../../app/content/services/pages";
import { shellCopy } from "../../../app/content/shell";
import { formatUsdRange } from "../../../app/lib/format";
import { withoutPhraseMarks } from "../../../app/lib/foreign-phrases";
import { site } from "../../../app/facts/site.config";
import { intlLocales, LANGS, langOfPath, type Lang } from "../../../app/vocabulary/lang";
import { expectCredentialBand } from "./credentials";
import { heroCallName } from "./first-screen";
import { weekdayHours } from "./hours";
import type { PageCheck } from "./page-check";
import { structuredData } from "./page-reads";
import { expectToContainEach } from "./static-copy";
import { expect } from "./test";

/*
 * What each service page holds, checked on the every-page bar's visit of it
 * (support/page-kinds.ts): the shared layout in either language, and on an
 * English page what that page says in its own words. The overview and the
 * cards' links are services.spec.ts's.
 */

/** The region a section's heading names. */
export function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole("region", { name, exact: typeof name === "string" });
}

const hero = (page: Page) => page.locator("main > div").first();

/** The service page at each address, in either language. */
const servicesByPath = new Map(
  LANGS.flatMap((lang) => servicesIn(lang).map((service) => [servicePath(service, lang), { service, lang }] as const)),
);

/** The checks of the service page at `path`; none for another page. */
export function servicePageChecks(path: string): PageCheck[] {
  const found = servicesByPath.get(path);
  if (!found) return [];
  const { service, lang } = found;
  const says = lang === "en" ? whatTheEnglishPageSays[service.slug] : undefined;
  return [
    {
      title: "has the service page's shared layout, its links and its structured data",
      check: (page) => expectTheSharedLayout(page, service, lang, path),
    },
    ...(says ? [says] : []),
  ];
}

async function expectTheSharedLayout(
  page: Page,
  service: { slug: ServiceSlug; title: string },
  lang: Lang,
  path: string,
): Promise<void> {
  const content = servicePages[service.slug][lang];
  const frame = serviceFrame[lang];
  const shell = shellCopy[lang];
  const hours = lang === "es" ? site.hours.summaryEs : site.hours.summary;
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
  await expect(page.getByRole("main")).toContainText(withoutPhraseMarks(content.hero.intro));

  await expect(hero(page).getByRole("link", { name: frame.schedule })).toHaveAttribute("href", shell.contact.to);
  await expect(hero(page).getByRole("link", { name: heroCallName(lang) })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(hero(page).getByRole("img", { name: frame.sealAlt })).toBeVisible();

  const trail = page.getByRole("navigation", { name: shell.navLabels.breadcrumb });
  await expect(trail.getByRole("link", { name: frame.home })).toHaveAttribute("href", shell.home);
  await expect(trail.getByRole("link", { name: frame.services })).toHaveAttribute("href", servicesOverviewPath(lang));
  await expect(trail.locator('[aria-current="page"]')).toHaveText(service.title);

  await expectToContainEach(
    page.getByRole("complementary", { name: frame.atAGlance }),
    content.explanation.facts.map((fact) => fact.value),
  );
  await expect(region(page, content.process.title).getByRole("listitem")).toHaveCount(4);
  await expect(region(page, content.categories.title).getByRole("heading", { level: 3 })).toHaveText(
    content.categories.items.map((item) => item.title),
  );
  await expect(region(page, content.requirements.title)).toContainText(content.requirements.bringTitle);
  if (content.notice) {
    await expect(page.getByRole("complementary", { name: content.notice.title })).toContainText(content.notice.text);
  }
  for (const extra of content.extras ?? []) await expect(region(page, extra.title)).toBeVisible();

  const closing = region(page, content.closing.title);
  await expect(closing.getByRole("link", { name: frame.allServices })).toHaveAttribute(
    "href",
    servicesOverviewPath(lang),
  );
  await expect(closing.getByRole("link", { name: content.closing.action ?? frame.schedule })).toHaveAttribute(
    "href",
    shell.contact.to,
  );
  await expect(closing.getByRole("link", { name: site.phone.display, exact: true })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(closing.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(closing).toContainText(hours);

  // Every in-page link stays in the page's language (the blog's English articles excepted).
  const hrefs = await page
    .getByRole("main")
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs.filter((candidate) => !candidate.startsWith("/blog/"))) {
    expect(langOfPath(href), href).toBe(lang);
  }

  const data = await structuredData(page);
  const serviceData = data.find((block) => block["@type"] === "Service");
  expect(serviceData).toMatchObject({
    name: service.title,
    url: `${site.url}${path}`,
    inLanguage: intlLocales[lang],
    provider: { "@type": "Notary", "@id": `${site.url}/#notary` },
  });
  const breadcrumbs = data.find((block) => block["@type"] === "BreadcrumbList");
  expect(breadcrumbs?.itemListElement).toHaveLength(3);
  expect(breadcrumbs).toMatchObject({ inLanguage: intlLocales[lang] });
}

/**
 * What each English page says beyond the shared layout, in its own words: a check of its own, titled for
 * what it checks.
 */
const whatTheEnglishPageSays: Partial<Record<ServiceSlug, PageCheck>> = {
  "mobile-notary": {
    title: "Mobile Notary: meeting places, twelve documents, area, fee, hours and the locations page",
    check: async (page) => {
      const places = region(page, "Where We Can Meet").getByRole("heading", { level: 3 });
      await expect(places).toHaveText(["Your Home", "Your Office", "Healthcare Facilities", "Public Places"]);
      await expectToContainEach(region(page, "Where We Can Meet"), ["hospital room", "coffee shop"]);

      const documents = region(page, "Documents I Notarize on Mobile Visits")
        .getByRole("listitem")
        .getByRole("listitem");
      await expect(documents).toHaveCount(12);
      for (const kind of [
        "Real estate",
        "Adoption papers",
        "Vehicle transfers",
        "Immigration",
        "School forms",
        "Pension",
      ]) {
        await expect(documents.filter({ hasText: kind })).toHaveCount(1);
      }

      const benefits = region(page, "Why People Choose Mobile Service").getByRole("heading", { level: 3 });
      await expect(benefits).toHaveText(["Time Savings", "Convenience", "Personal Service"]);

      const area = region(page, "Service Area, Fees and Availability");
      await expectToContainEach(area, [
        `${site.serviceArea.radiusMiles} miles of ${site.serviceArea.base}`,
        `$${site.fees.travelUsd} within ${site.fees.travelFeeRadiusMiles} miles`,
        weekdayHours("en"),
      ]);
      await expect(area.getByRole("link", { name: "See every area I serve" })).toHaveAttribute("href", "/locations");
      await expect(area.getByRole("link", { name: /Kutztown/ })).toHaveAttribute("href", "/locations/kutztown");

      await expectToContainEach(region(page, "What You Need"), [
        "government-issued photo ID",
        "Don't sign beforehand",
        "well-lit",
      ]);
    },
  },
  "remote-online-notary": {
    title: "Remote Online Notary: the four online steps and the equipment",
    check: async (page) => {
      const steps = region(page, "Your Remote Session, Step by Step").getByRole("heading", { level: 3 });
      await expect(steps).toHaveText([/secure link/, /Verify your ID/, /live video/, /Seal and delivery/]);
      await expect(region(page, "Your Remote Session, Step by Step")).toContainText("knowledge-based authentication");
      await expectToContainEach(region(page, "What You Need for a Remote Session"), [
        "camera and microphone",
        "stable internet",
        "photo ID",
        "e-mail address",
        "uploaded",
      ]);
      await expect(page.getByRole("main")).toContainText(formatUsdRange(site.fees.remoteOnlineUsd));
    },
  },
  "loan-signing-agent": {
    title: "Loan Signing Agent: loan types, four badges, credentials, tips and Schedule Your Closing",
    check: async (page) => {
      await expect(region(page, "Loans and Documents I Sign").getByRole("heading", { level: 3 })).toHaveText([
        "Purchase",
        "Refinance",
        "Specialized Loans",
        "Other Real Estate Documents",
      ]);
      const credentials = region(page, "Credentials You Can Rely On");
      await expectCredentialBand(credentials, "en");
      // The spec's "Licensed, bonded, insured, and background-screened", said with her own badges.
      await expect(credentials.getByText(credentialStatement)).toBeVisible();
      await expectToContainEach(region(page, "Preparing for Your Closing"), [
        "cashier's check or wire confirmation",
        `Allow ${site.policies.loanSigningAllowHours.min}–${site.policies.loanSigningAllowHours.max} hours`,
        "All signers must be present",
        "well-lit",
      ]);
      await expect(page.getByRole("link", { name: "Schedule Your Closing" })).toHaveAttribute(
        "href",
        actionWords.en.book.to,
      );
    },
  },
  affidavits: {
    title: "Affidavits: oath, no signing beforehand, four categories and the perjury notice",
    check: async (page) => {
      await expect(region(page, "Affidavits I Notarize").getByRole("heading", { level: 3 })).toHaveText([
        "Legal",
        "Business",
        "Real Estate",
        "Personal",
      ]);
      const steps = region(page, "How an Affidavit Is Notarized").getByRole("heading", { level: 3 });
      await expect(steps).toHaveText([/Identity verification/, /Oath/, /Signing in my presence/, /seal/]);
      await expectToContainEach(region(page, "What You Need"), [
        "An oath or affirmation is required",
        "Please don't sign beforehand",
      ]);
      await expect(page.getByRole("complementary", { name: "Sworn Statements and Perjury" })).toContainText("perjury");
    },
  },
  acknowledgments: {
    title: "Acknowledgments: pre-signing allowed, personal appearance, voluntary signing, document groups",
    check: async (page) => {
      const groups = region(page, "Documents That Need Acknowledgments");
      await expect(groups.getByRole("heading", { level: 3 })).toHaveText([
        "Real Estate",
        "Business",
        "Personal",
        "Family",
      ]);
      for (const example of ["Deeds", "Operating agreements", "Powers of attorney", "Custody agreements"]) {
        await expect(groups.getByText(example, { exact: true })).toBeVisible();
      }
      await expectToContainEach(region(page, "What You Need"), [
        "You may sign before the meeting",
        "appear before me in person",
        "signed voluntarily",
      ]);
      await expect(region(page, "Why Acknowledgments Matter").getByRole("heading", { level: 3 })).toHaveText([
        "Legal Protection",
        "Document Validity",
        "Fraud Prevention",
      ]);
    },
  },
  oaths: {
    title: "Oaths: oath versus affirmation, either by choice, and perjury",
    check: async (page) => {
      const choice = region(page, "Oath or Affirmation?");
      await expect(choice.getByRole("heading", { level: 3 })).toHaveText(["Oath", "Affirmation"]);
      await expect(choice).toContainText("You choose");
      await expect(region(page, "Oaths I Administer").getByRole("heading", { level: 3 })).toHaveText([
        "Sworn Statements",
        "Legal Proceedings",
        "Official Appointments",
        "Specialized Oaths",
      ]);
      await expect(region(page, "How an Oath Is Administered")).toContainText("jurat");
      await expect(page.getByRole("complementary", { name: "False Statements Are Perjury" })).toBeVisible();
    },
  },
  depositions: {
    title: "Depositions: types, legal requirements, perjury notice and booking ahead",
    check: async (page) => {
      await expect(region(page, "Deposition Types").getByRole("heading", { level: 3 })).toHaveText([
        "Civil Litigation",
        "Business Disputes",
        "Family Law",
        "Criminal Defense",
      ]);
      await expect(region(page, "Legal Requirements").getByRole("heading", { level: 3 })).toHaveText([
        "For the notary",
        "For the deponent",
      ]);
      await expect(page.getByRole("complementary", { name: "Testimony Under Oath" })).toContainText("perjury");
      const { min, max } = site.policies.depositionBookAheadHours;
      const scheduling = region(page, "Scheduling a Deposition");
      await expect(scheduling.getByRole("heading", { name: `Book ${min}–${max} hours ahead` })).toBeVisible();
      await expect(scheduling.getByRole("heading", { name: "Expedited service" })).toBeVisible();
      await expect(scheduling).toContainText("Law offices, courthouses");
    },
  },
  verifications: {
    title: "Verifications: a jurat compared with an acknowledgment",
    check: async (page) => {
      const comparison = region(page, "Verification or Acknowledgment?");
      await expect(comparison.getByRole("heading", { level: 3 })).toHaveText([
        "Verification (jurat)",
        "Acknowledgment",
      ]);
      await expectToContainEach(comparison, ["An oath or affirmation is required", "You may sign beforehand"]);
      await expect(region(page, "Documents That Need Verifications").getByRole("heading", { level: 3 })).toHaveText([
        "Legal",
        "Business",
        "Personal",
        "Official",
      ]);
    },
  },
  "certified-copies": {
    title: "Certified Copies: what I cannot certify, and what to bring",
    check: async (page) => {
      const excluded = region(page, "Documents I Cannot Certify").getByRole("heading", { level: 3 });
      await expect(excluded).toHaveText([
        "Birth and death certificates",
        "Marriage certificates",
        "Divorce decrees",
        "Court records",
        "Documents that are already copies",
      ]);
      await expect(region(page, "Documents I Cannot Certify")).toContainText("Vital Records");
      await expect(region(page, "Documents I Can Certify").getByRole("heading", { level: 3 })).toHaveText([
        "Educational",
        "Business",
        "Personal",
        "Legal",
      ]);
      await expectToContainEach(region(page, "What You Need"), [
        "original document",
        "photo ID",
        "Payment",
        "must be present",
        "legible",
        "Multiple copies",
      ]);
    },
  },
  protests: {
    title: "Protests: dishonor of an instrument, what to bring, strict timing and no legal advice",
    check: async (page) => {
      await expect(region(page, "What Is a Notarial Protest?")).toContainText("dishonored");
      await expectToContainEach(region(page, "What You Need"), [
        "original instrument",
        "presentment and dishonor",
        "photo ID",
        "details of the dishonor",
        "Timing is strict",
      ]);
      await expect(page.getByRole("complementary", { name: "No Legal Advice" })).toBeVisible();
    },
  },
  "I-9-employment-verification": {
    title: "I-9: Lists A, B and C, the document rule, the deadline and the authorized representative",
    check: async (page) => {
      const lists = region(page, "Acceptable Documents");
      await expect(lists.getByRole("heading", { level: 3 })).toHaveText(["List A", "List B", "List C"]);
      await expectToContainEach(lists, [
        "one document from List A, or one from List B together with one from List C",
        "unexpired",
      ]);
      const steps = region(page, "How I Complete Section 2").getByRole("heading", { level: 3 });
      await expect(steps).toHaveText([
        /Document review/,
        /Physical examination/,
        /Completing Section 2/,
        /Certification/,
      ]);
      await expect(region(page, "Who Needs This Service").getByRole("heading", { level: 3 })).toHaveText([
        "Employers",
        "Employees",
      ]);
      await expect(region(page, "Benefits for Employers")).toBeVisible();
      await expectToContainEach(region(page, "What the Employee Needs"), [
        "Section 1 completed",
        "Photocopies",
        "physically present",
        `within ${site.policies.i9BusinessDays} business days`,
      ]);
      await expect(region(page, "Form I-9 and the Authorized Representative")).toContainText(
        "authorized representative",
      );
      await expect(page.getByRole("complementary", { name: "Not a Notarization" })).toContainText("no notary seal");
    },
  },
  "power-of-attorney": {
    title: "Power of Attorney: four types, the agent need not attend, witnesses and no legal advice",
    check: async (page) => {
      await expect(region(page, "Types of Power of Attorney").getByRole("heading", { level: 3 })).toHaveText([
        "General",
        "Healthcare",
        "Limited",
        "Durable",
      ]);
      await expectToContainEach(region(page, "What You Need"), [
        "The agent doesn't need to be present",
        "witnesses required by state law",
      ]);
      await expect(region(page, "How a Power of Attorney Signing Works")).toContainText("Capacity and willingness");
      await expect(page.getByRole("complementary", { name: "No Legal Advice" })).toBeVisible();
    },
  },
  "medical-authorization": {
    title: "Medical Authorization: four categories and no legal or medical advice",
    check: async (page) => {
      await expect(region(page, "Medical Documents I Notarize").getByRole("heading", { level: 3 })).toHaveText([
        "Medical Power of Attorney",
        "HIPAA Authorization Forms",
        "Parental Medical Authorizations",
        "Other Medical Documents",
      ]);
      await expect(region(page, "How It Works").getByRole("heading", { level: 3 })).toHaveText([
        /Document review/,
        /Identity/,
        /Voluntary confirmation/,
        /Notarization/,
      ]);
      await expect(page.getByRole("complementary", { name: "No Legal or Medical Advice" })).toContainText(
        "legal or medical advice",
      );
    },
  },
  "living-wills-and-directives": {
    title: "Living Wills: four categories, witnesses if required and no legal advice",
    check: async (page) => {
      const categories = region(page, "Documents I Notarize");
      await expect(categories.getByRole("heading", { level: 3 })).toHaveText([
        "Living Wills",
        "Healthcare Directives",
        "Healthcare Proxies",
        "Related Documents",
      ]);
      await expectToContainEach(categories, ["HIPAA", "DNR", "POLST", "Organ donor"]);
      await expectToContainEach(region(page, "What You Need"), [
        "photo ID",
        "complete but unsigned",
        "Witnesses, if state law requires them",
      ]);
      await expect(page.getByRole("complementary", { name: "No Legal Advice" })).toBeVisible();
    },
  },
};
