import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { dataFiles, type DataFileName } from "~/facts/schemas/data-files";
import {
  describeDataProblems,
  findDataProblems,
  formatDataProblem,
  readDataFilesFrom,
  type ReadDataFile,
} from "./check-data-files";

const readToday = readDataFilesFrom(join(import.meta.dirname, "..", ".."));

/** Today's files, parsed, for a test to change one thing in. */
function todaysData(name: DataFileName): Record<string, unknown> {
  return JSON.parse(readToday(dataFiles[name]) ?? "{}");
}

/** Today's data files, with `name` replaced by `data` (or by raw text). */
function withFile(name: DataFileName, data: unknown): ReadDataFile {
  return (file) =>
    file === dataFiles[name] ? (typeof data === "string" ? data : JSON.stringify(data)) : readToday(file);
}

// The tests write deliberately wrong values into parsed JSON, which no precise type would allow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

/** The problems found when `change` edits a copy of today's `name`, as the owner would read them. */
function problemsAfter(name: DataFileName, change: (data: LooseJson) => void): string[] {
  const data: LooseJson = todaysData(name);
  change(data);
  return findDataProblems(withFile(name, data)).map(formatDataProblem);
}

describe("today's data files", () => {
  test("pass the check", () => {
    expect(findDataProblems(readToday).map(formatDataProblem)).toEqual([]);
  });
});

describe("the data check accepts what the editor can save", () => {
  test("a reviews file with no figures (the band leaves the page) and no reviews", () => {
    expect(problemsAfter("reviews", (data) => (data.stats = []))).toEqual([]);
    expect(problemsAfter("reviews", (data) => (data.reviews = []))).toEqual([]);
  });
});

describe("a mistake in a data file is reported with the file, the field and what to do", () => {
  test("a value of the wrong type", () => {
    expect(problemsAfter("business", (data) => (data.fees.travelUsd = "55"))).toEqual([
      'app/facts/data/business.json › fees.travelUsd: "55" is the wrong kind of value — write it without quotes or $ sign: 55',
    ]);
    expect(problemsAfter("reviews", (data) => (data.statsAreSamples = "yes"))).toEqual([
      'app/facts/data/reviews.json › statsAreSamples: "yes" is the wrong kind of value — write true or false, without quotes',
    ]);
  });

  test("a missing required field", () => {
    expect(problemsAfter("business", (data) => delete data.notary.fullName)).toEqual([
      "app/facts/data/business.json › notary.fullName: is missing — add it (text in quotes)",
    ]);
    expect(problemsAfter("reviews", (data) => delete data.reviews[0].date)).toEqual([
      "app/facts/data/reviews.json › reviews[0].date: is missing — add it (text in quotes)",
    ]);
  });

  test("a Spanish text left out, or left empty, beside its English", () => {
    expect(problemsAfter("faq", (data) => delete data.categories[1].items[2].answer.es)).toEqual([
      'app/facts/data/faq.json › categories[1].items[2].answer.es: is missing — write the Spanish text as "es", in quotes, beside the English "en" (in the site editor: the field marked (Spanish))',
    ]);
    expect(problemsAfter("faq", (data) => (data.quickTips[0].title.es = "  "))).toEqual([
      "app/facts/data/faq.json › quickTips[0].title.es: is empty — write the Spanish text, or remove the entry it belongs to",
    ]);
    expect(problemsAfter("reviews", (data) => delete data.stats[0].label.es)).toEqual([
      'app/facts/data/reviews.json › stats[0].label.es: is missing — write the Spanish text as "es", in quotes, beside the English "en" (in the site editor: the field marked (Spanish))',
    ]);
    expect(problemsAfter("about", (data) => delete data.story.es)).toEqual([
      'app/facts/data/about.json › story.es: is missing — write the Spanish paragraphs as "es", as a list in square brackets [ ], one entry per paragraph, beside the English "en" (in the site editor: the field marked (Spanish))',
    ]);
  });

  test("a text written in one language only, where both belong", () => {
    expect(problemsAfter("faq", (data) => (data.categories[0].title = "General Questions"))).toEqual([
      'app/facts/data/faq.json › categories[0].title: "General Questions" is only one language — write it as { "en": "…", "es": "…" }, the English and the Spanish side by side',
    ]);
    expect(
      problemsAfter("faq", (data) => (data.categories[0].items[0].question.es = "¿Qué hace un notary public")),
    ).toEqual([
      'app/facts/data/faq.json › categories[0].items[0].question.es: "¿Qué hace un notary public" does not end with a question mark — write it as a question',
    ]);
  });

  test("a fact token that reads in the other language than the text around it", () => {
    expect(
      problemsAfter("faq", (data) => (data.categories[2].items[3].answer.es = "Acepto {{fees.paymentMethods}}.")),
    ).toEqual([
      "app/facts/data/faq.json › categories[2].items[3].answer.es: {{fees.paymentMethods}} reads in English — in the Spanish text write {{fees.paymentMethodsEs}}",
    ]);
    expect(problemsAfter("about", (data) => (data.story.en[2] = "Anywhere in {{area.regionEs}}."))).toEqual([
      "app/facts/data/about.json › story.en[2]: {{area.regionEs}} reads in Spanish — in the English text write {{area.region}}",
    ]);
  });

  test("a misspelt field name", () => {
    expect(problemsAfter("business", (data) => (data.fees.travelUSD = 55))).toEqual([
      'app/facts/data/business.json › fees: has a field the site does not know: "travelUSD" — check the spelling against the other entries, or remove it',
    ]);
  });

  test("a malformed phone number, with the right way to write it when it can tell", () => {
    expect(problemsAfter("business", (data) => (data.phone = "(610) 555-0142"))).toEqual([
      'app/facts/data/business.json › phone: "(610) 555-0142" must be written in international form — write "+16105550142"',
    ]);
    expect(problemsAfter("business", (data) => (data.phone = "555-0142"))).toEqual([
      'app/facts/data/business.json › phone: "555-0142" is not a US or Canadian phone number — write +1 and the ten digits with no spaces or dashes, e.g. "+16105550142" for (610) 555-0142',
    ]);
  });

  test("a malformed e-mail address", () => {
    expect(problemsAfter("business", (data) => (data.email = "appointments.example.com"))).toEqual([
      'app/facts/data/business.json › email: "appointments.example.com" is not an e-mail address — write it like "name@yourdomain.com"',
    ]);
  });

  test("a review dated in the future, or not as a date", () => {
    expect(problemsAfter("reviews", (data) => (data.reviews[0].date = "2999-01-01"))).toEqual([
      'app/facts/data/reviews.json › reviews[0].date: "2999-01-01" is in the future — use the date the client wrote the review',
    ]);
    for (const date of ["13/06/2025", "2025-02-30"]) {
      expect(problemsAfter("reviews", (data) => (data.reviews[0].date = date))).toEqual([
        `app/facts/data/reviews.json › reviews[0].date: "${date}" is not a date written YYYY-MM-DD — write it like "2025-06-20" for June 20, 2025`,
      ]);
    }
  });

  test("an unknown icon, with the likely one meant", () => {
    expect(problemsAfter("reviews", (data) => (data.stats[0].icon = "starr"))).toEqual([
      'app/facts/data/reviews.json › stats[0].icon: "starr" is not an icon the site has — did you mean "star"? use a name from app/vocabulary/icon-names.ts (the developer adds new ones with npm run icons)',
    ]);
  });

  test("an unknown category of value: language, rating, town, municipality", () => {
    expect(problemsAfter("reviews", (data) => (data.reviews[0].language = "fr"))).toEqual([
      'app/facts/data/reviews.json › reviews[0].language: "fr" is not allowed — use one of "en", "es"',
    ]);
    expect(problemsAfter("reviews", (data) => (data.reviews[0].rating = 6))).toEqual([
      "app/facts/data/reviews.json › reviews[0].rating: 6 is not allowed — use one of 1, 2, 3, 4, 5",
    ]);
    expect(problemsAfter("business", (data) => (data.serviceArea.towns[0].slug = "blandon"))).toEqual([
      expect.stringMatching(
        /^app\/facts\/data\/business\.json › serviceArea\.towns\[0\]\.slug: "blandon" has no town page — use one of reading, .* \(a new town needs its page written by the developer first\)$/,
      ),
    ]);
  });

  test("an unknown fact token, with the likely one meant and every known one", () => {
    const [problem, ...others] = problemsAfter("faq", (data) => {
      data.categories[2].items[0].answer.en = "A travel fee of {{fees.trvel}}.";
    });
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^app\/facts\/data\/faq\.json › categories\[2\]\.items\[0\]\.answer\.en: unknown fact token \{\{fees\.trvel\}\} — did you mean \{\{fees\.travel\}\}\? known tokens: business\.name, /,
    );
  });

  test("a token with a brace missing, or in a file that does not expand tokens", () => {
    expect(problemsAfter("about", (data) => (data.story.en[0] = "I'm {{notary.fullName}."))).toEqual([
      "app/facts/data/about.json › story.en[0]: has a fact token with a brace missing or extra — write tokens as {{name}}, e.g. {{fees.travel}}",
    ]);
    expect(problemsAfter("reviews", (data) => (data.reviews[0].text = "Only {{fees.travel}}!"))).toEqual([
      "app/facts/data/reviews.json › reviews[0].text: {{fees.travel}} would be shown as typed: facts are not filled in here — write the words themselves",
    ]);
  });

  test("a token whose fact has no single value with today's business.json", () => {
    const faq = todaysData("faq") as { categories: { items: { answer: { en: string } }[] }[] };
    const item = faq.categories[0]?.items[0];
    if (item) item.answer.en = "Weekdays {{hours.weekdays}}.";
    const business = todaysData("business") as { hours: { schedule: { days: string[] }[] } };
    business.hours.schedule[0]?.days.pop();
    const read: ReadDataFile = (file) =>
      file === dataFiles.faq
        ? JSON.stringify(faq)
        : file === dataFiles.business
          ? JSON.stringify(business)
          : readToday(file);
    expect(findDataProblems(read).map(formatDataProblem)).toEqual([
      "app/facts/data/faq.json › categories[0].items[0].answer.en: {{hours.weekdays}} has no single value: the weekdays do not share one set of hours in hours.schedule — use {{hours.schedule}} instead",
    ]);
  });

  test("cross-checks: a town listed twice, a home-page pick that is no question, a day with two periods", () => {
    const business = todaysData("business") as LooseJson;
    const firstTownSlug: string = business.serviceArea.towns[0].slug;
    const firstDay: string = business.hours.schedule[0].days[0];
    const nextPeriod: number = business.hours.schedule.length;
    expect(
      problemsAfter("business", (data) => {
        data.serviceArea.towns.push({ ...data.serviceArea.towns[0] });
        data.hours.schedule.push({ ...data.hours.schedule[0], days: [firstDay] });
      }),
    ).toEqual([
      `app/facts/data/business.json › serviceArea.towns[${business.serviceArea.towns.length}].slug: "${firstTownSlug}" appears twice — list each town once`,
      `app/facts/data/business.json › hours.schedule[${nextPeriod}].days[0]: "${firstDay}" already has hours in hours.schedule[0] — give each day one period`,
    ]);
    // Reported even though another entry has a mistake of its own.
    expect(
      problemsAfter("faq", (data) => {
        data.homePicks[1] = "how-mutch";
        data.categories[1].icon = "starr";
      }),
    ).toEqual([
      expect.stringContaining('faq.json › categories[1].icon: "starr" is not an icon'),
      'app/facts/data/faq.json › homePicks[1]: "how-mutch" is not the id of any question — use the id of a question in categories',
    ]);
  });

  test("limits the law or the layout sets", () => {
    expect(problemsAfter("business", (data) => (data.fees.perNotarialActUsd = 10))).toEqual([
      expect.stringMatching(
        /fees\.perNotarialActUsd: 10 is more than Pennsylvania allows per notarial act \(\$5\) — charge at most that/,
      ),
    ]);
    expect(problemsAfter("faq", (data) => data.quickTips.pop())).toEqual([
      'app/facts/data/faq.json › quickTips: must list exactly 4 tips — the FAQ page\'s heading promises "Four Quick Tips"',
    ]);
  });

  test("a file that is not valid JSON, with where to look", () => {
    const broken = withFile("faq", '{\n  "categories": [],\n}');
    expect(findDataProblems(broken).map(formatDataProblem)).toEqual([
      expect.stringMatching(
        /^app\/facts\/data\/faq\.json: is not valid JSON at line 3, column 1 \(.*\) — look there for a missing or extra comma, quote or bracket$/,
      ),
    ]);
  });

  test("a missing file", () => {
    const withoutAbout: ReadDataFile = (file) => (file === dataFiles.about ? undefined : readToday(file));
    expect(findDataProblems(withoutAbout).map(formatDataProblem)).toEqual([
      "app/facts/data/about.json: is missing — restore it from the repository's history",
    ]);
  });
});

describe("the build's message", () => {
  test("lists every problem in every file at once", () => {
    const business = todaysData("business") as Record<string, unknown>;
    business.phone = "610";
    business.email = "nobody";
    const message = describeDataProblems(findDataProblems(withFile("business", business)));
    expect(message.split("\n")).toEqual([
      "The site's data files have 2 problems; fix them and build again:",
      expect.stringMatching(/^ {2}- app\/facts\/data\/business\.json › phone: /),
      expect.stringMatching(/^ {2}- app\/facts\/data\/business\.json › email: /),
    ]);
  });
});

describe("photos.json", () => {
  const shipped = "photos/signed-papers-on-a-desk.jpg";
  const photo = { file: shipped, alt: "Alex Rivera at a kitchen table", altEs: "Alex Rivera en la mesa de una cocina" };
  const firstTown = () => (todaysData("business") as LooseJson).serviceArea.towns[0].slug as string;

  test("accepts a portrait, a service photo and a town photo that exist", () => {
    const town = firstTown();
    expect(
      problemsAfter("photos", (data) => {
        data.portrait = [photo];
        data.services = [{ service: "mobile-notary", ...photo }];
        data.towns = [{ town, ...photo }];
      }),
    ).toEqual([]);
  });

  test("accepts every slot empty: the editor saves empty lists", () => {
    expect(
      problemsAfter("photos", (data) => {
        data.portrait = [];
        data.services = [];
        data.towns = [];
      }),
    ).toEqual([]);
  });

  test("names a town no town has, with the towns it may be", () => {
    const [problem] = problemsAfter("photos", (data) => (data.towns = [{ town: "readng", ...photo }]));
    expect(problem).toMatch(/^app\/facts\/data\/photos\.json › towns\[0\]\.town: "readng" is not one of the towns/);
    expect(problem).toContain(`"${firstTown()}"`);
  });

  test("names a photo that is not in app/content/photos/", () => {
    expect(problemsAfter("photos", (data) => (data.portrait = [{ ...photo, file: "photos/me.jpg" }]))).toEqual([
      'app/facts/data/photos.json › portrait[0].file: "photos/me.jpg" is not in app/content/photos/ — upload it there, or correct the name (it must match exactly)',
    ]);
  });

  test("refuses a second portrait, and a second photo for one service or one town", () => {
    const town = firstTown();
    expect(problemsAfter("photos", (data) => (data.portrait = [photo, photo]))).toEqual([
      expect.stringMatching(/^app\/facts\/data\/photos\.json › portrait: holds one portrait/),
    ]);
    expect(
      problemsAfter("photos", (data) => {
        data.services = [
          { service: "loan-signing-agent", ...photo },
          { service: "loan-signing-agent", ...photo },
        ];
        data.towns = [
          { town, ...photo },
          { town, ...photo },
        ];
      }),
    ).toEqual([
      'app/facts/data/photos.json › services[1].service: "loan-signing-agent" already has a photo (services[0]) — a page shows one: remove one of the two',
      `app/facts/data/photos.json › towns[1].town: "${town}" already has a photo (towns[0]) — a page shows one: remove one of the two`,
    ]);
  });

  test("refuses a photo without a description in Spanish, or a service that has no photo slot", () => {
    expect(problemsAfter("photos", (data) => (data.portrait = [{ file: shipped, alt: photo.alt }]))).toEqual([
      expect.stringMatching(/^app\/facts\/data\/photos\.json › portrait\[0\]\.altEs: /),
    ]);
    expect(problemsAfter("photos", (data) => (data.services = [{ service: "affidavits", ...photo }]))).toEqual([
      expect.stringMatching(/^app\/facts\/data\/photos\.json › services\[0\]\.service: /),
    ]);
  });
});
