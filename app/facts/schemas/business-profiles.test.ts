import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { dataFiles } from "~/facts/schemas/data-files";
import {
  findDataProblems,
  formatDataProblem,
  readDataFilesFrom,
} from "../../../site-tools/content-rules/check-data-files";
import { decapConfig, readFaqQuestions } from "../../../site-tools/cms/decap-config";
import type { DecapField } from "../../../site-tools/cms/schema-fields";
import { readCmsSettings } from "../../../site-tools/cms/write-admin";

const root = join(import.meta.dirname, "..", "..", "..");
const readToday = readDataFilesFrom(root);

/** The problems the build reports when business.json carries these public-profile values. */
function problemsWith(profiles: Record<string, unknown>): string[] {
  // A value of undefined leaves the field out of the file, as JSON.stringify does.
  const business = { ...JSON.parse(readToday(dataFiles.business) ?? "{}"), ...profiles };
  return findDataProblems((file) => (file === dataFiles.business ? JSON.stringify(business) : readToday(file))).map(
    formatDataProblem,
  );
}

const at = (field: string) => `app/facts/data/business.json › ${field}: `;

describe("her public profiles in business.json", () => {
  test("are optional: left out, or left empty as the editor writes a cleared field", () => {
    const none = { googleBusinessProfileUrl: undefined, reviewUrl: undefined, whatsApp: undefined };
    expect(problemsWith({ ...none, otherProfiles: undefined })).toEqual([]);
    expect(problemsWith({ googleBusinessProfileUrl: "", reviewUrl: "", whatsApp: "", otherProfiles: [] })).toEqual([]);
  });

  test("are accepted when written as the editor asks", () => {
    expect(
      problemsWith({
        googleBusinessProfileUrl: "https://maps.app.goo.gl/AbCdEf123",
        reviewUrl: "https://g.page/r/AbCdEf123/review",
        whatsApp: "+16105550142",
        otherProfiles: [{ name: "LinkedIn", url: "https://www.linkedin.com/in/a-notary" }],
      }),
    ).toEqual([]);
  });

  test("refuse an address that is not https, naming the field and where to find the right one", () => {
    expect(
      problemsWith({ googleBusinessProfileUrl: "http://g.page/r/AbCdEf123", reviewUrl: "g.page/r/AbCdEf123/review" }),
    ).toEqual([
      `${at("googleBusinessProfileUrl")}"http://g.page/r/AbCdEf123" is not the address of a Google Business Profile — copy it from your profile's Share button on Google; it starts with https://, or leave it empty`,
      `${at("reviewUrl")}"g.page/r/AbCdEf123/review" is not the address of a page for writing a review — copy it from "Ask for reviews" on your Google Business Profile (or the review page of another site); it starts with https://, or leave it empty`,
    ]);
  });

  test("take an online booking page as an https address, or none, and refuse anything else naming the field", () => {
    expect(problemsWith({ bookingUrl: "https://cal.com/a-notary/visit" })).toEqual([]);
    expect(problemsWith({ bookingUrl: "" })).toEqual([]);
    expect(problemsWith({ bookingUrl: undefined })).toEqual([]);
    expect(problemsWith({ bookingUrl: "calendly.com/a-notary" })).toEqual([
      `${at("bookingUrl")}"calendly.com/a-notary" is not the address of an online booking page — copy the link of your public booking page from Cal.com, Calendly or the service you use; it starts with https://, or leave it empty`,
    ]);
  });

  test("refuse a WhatsApp number not written like the phone, with the right way when it can tell", () => {
    expect(problemsWith({ whatsApp: "(610) 555-0142" })).toEqual([
      `${at("whatsApp")}"(610) 555-0142" must be written in international form — write "+16105550142", or leave it empty`,
    ]);
    expect(problemsWith({ whatsApp: "555-0142" })).toEqual([
      `${at("whatsApp")}"555-0142" is not a US or Canadian phone number — write the number that has WhatsApp as +1 and the ten digits with no spaces or dashes, e.g. "+16105550142", or leave it empty`,
    ]);
  });

  test("refuse another profile without its name or a web address, or listed twice", () => {
    const facebook = { name: "Facebook", url: "https://www.facebook.com/a-notary" };
    expect(
      problemsWith({ otherProfiles: [facebook, { name: "", url: "www.yelp.com/biz/a-notary" }, { ...facebook }] }),
    ).toEqual([
      `${at("otherProfiles[1].name")}is empty — write it, or remove the entry it belongs to`,
      `${at("otherProfiles[1].url")}"www.yelp.com/biz/a-notary" is not the address of a profile page — copy the whole address of your page on that site, starting with https://`,
      `${at("otherProfiles[2].url")}"https://www.facebook.com/a-notary" appears twice — list each profile once`,
    ]);
  });
});

describe("her public profiles in the site editor", () => {
  const fields = decapConfig({
    settings: readCmsSettings(root),
    siteUrl: "https://www.example.com",
    faqQuestions: readFaqQuestions(root),
    towns: [],
  })
    .collections.flatMap((collection) => collection.files ?? [])
    .find((file) => file.file === dataFiles.business)?.fields as DecapField[];
  const patternOf = (name: string) =>
    new RegExp((fields.find((field) => field.name === name)?.pattern as string[])[0] ?? "");

  test.each([
    ["whatsApp", "+16105550142"],
    ["whatsApp", "(610) 555-0142"],
    ["whatsApp", "+441632960961"],
    ["googleBusinessProfileUrl", "https://g.page/r/AbCdEf123"],
    ["googleBusinessProfileUrl", "http://g.page/r/AbCdEf123"],
    ["reviewUrl", "https://search.google.com/local/writereview?placeid=AbC"],
    ["reviewUrl", "https://"],
  ])("refuses %s %s exactly when the build does", (name, value) => {
    const refusedByBuild = problemsWith({ [name]: value }).length > 0;
    expect(patternOf(name).test(value)).toBe(!refusedByBuild);
    expect(fields.find((field) => field.name === name)).toMatchObject({ required: false });
  });
});
