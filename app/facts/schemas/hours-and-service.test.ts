import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { dataFiles, type DataFileName } from "~/facts/schemas/data-files";
import {
  findDataProblems,
  formatDataProblem,
  readDataFilesFrom,
  type ReadDataFile,
} from "../../../site-tools/content-rules/check-data-files";
import { EVENING_STARTS } from "~/vocabulary/opening-hours";
import { tuesdayToSaturdayTenToSix } from "../../../tests/support/other-notaries";

/*
 * The owner's words about her hours and her military service, held to her
 * facts by the build's data check: each refusal names the file and the field.
 * Every case starts from today's data files and changes only what it tests.
 */

const readToday = readDataFilesFrom(join(import.meta.dirname, "..", "..", ".."));

// The tests write deliberately wrong values into parsed JSON, which no precise type would allow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

function today(name: DataFileName): LooseJson {
  return JSON.parse(readToday(dataFiles[name]) ?? "{}");
}

/** The problems once `change` has edited copies of today's files, as the owner reads them. */
function problemsAfter(change: (files: Record<"business" | "about" | "faq", LooseJson>) => void): string[] {
  const files = { business: today("business"), about: today("about"), faq: today("faq") };
  change(files);
  const edited = new Map<string, LooseJson>([
    [dataFiles.business, files.business],
    [dataFiles.about, files.about],
    [dataFiles.faq, files.faq],
  ]);
  const read: ReadDataFile = (file, options) =>
    edited.has(file) ? JSON.stringify(edited.get(file)) : readToday(file, options);
  return findDataProblems(read).map(formatDataProblem);
}

const business = dataFiles.business;
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** Weekday daytime hours, ending where the evening begins. */
function weekdayDaytime(data: LooseJson) {
  data.hours.schedule = [
    {
      label: "Weekdays",
      labelEs: "De lunes a viernes",
      days: weekdays,
      opens: "09:00",
      closes: EVENING_STARTS,
    },
  ];
}

describe("the words about her hours", () => {
  test("are refused when the schedule contradicts them, naming the field", () => {
    const problems = problemsAfter(({ business: data }) => {
      weekdayDaytime(data);
      data.hours.summary = "Evenings & Weekends";
      data.hours.summaryEs = "Tardes y fines de semana";
      data.hours.inSentence = "on Sunday afternoons";
      data.hours.inSentenceEs = "entre semana";
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${business} › hours\\.summary: "Evenings & Weekends" says "Evenings", but .* — describe the hours you keep`,
        ),
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/› hours\.summary: .* says "Weekends", but .*Saturday and Sunday/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/› hours\.summaryEs: .* says "Tardes"/));
    expect(problems).toContainEqual(expect.stringMatching(/› hours\.summaryEs: .* says "fines de semana"/));
    expect(problems).toContainEqual(
      expect.stringMatching(/› hours\.inSentence: .* says "Sunday", but hours\.schedule gives no hours on Sunday/),
    );
    expect(problems.filter((problem) => problem.includes("hours.inSentenceEs"))).toEqual([]);
  });

  test("pass when they say what the schedule says", () => {
    const problems = problemsAfter(({ business: data, about }) => {
      weekdayDaytime(data);
      data.hours.summary = "Weekdays 9 to 5";
      data.hours.summaryEs = "De lunes a viernes";
      data.hours.inSentence = "on weekdays during the day";
      data.hours.inSentenceEs = "de lunes a viernes durante el día";
      about.storyIsSample = true;
    });
    expect(problems.filter((problem) => problem.includes(`${business} › hours`))).toEqual([]);
  });

  test("say evening only when she works one by the form's rule: a 6 PM closing is no evening", () => {
    const problems = problemsAfter(({ business: data }) => {
      data.hours.schedule = structuredClone(tuesdayToSaturdayTenToSix.schedule);
      data.hours.summary = "Evenings and Saturdays";
      data.hours.summaryEs = "Sábados y por la noche";
      data.hours.inSentence = "on Saturday mornings and weekday afternoons";
      data.hours.inSentenceEs = "de martes a sábado";
    });
    expect(problems).toContainEqual(expect.stringMatching(/› hours\.summary: .* says "Evenings", but/));
    expect(problems).toContainEqual(expect.stringMatching(/› hours\.summaryEs: .* says "noche", but/));
    expect(problems.filter((problem) => /hours\.inSentence(Es)?:/.test(problem))).toEqual([]);
  });

  test("a data file that still has the retired time slots table builds, the table unread", () => {
    const problems = problemsAfter(({ business: data }) => {
      data.hours.timeSlots = {
        morning: { opens: "09:00", closes: "12:00" },
        afternoon: { opens: "12:00", closes: "17:00" },
        evening: { opens: "17:00", closes: "20:00" },
      };
    });
    expect(problems.filter((problem) => problem.includes(`${business} › hours`))).toEqual([]);
  });

  test("in her story are held to the schedule too", () => {
    const problems = problemsAfter(({ business: data, about }) => {
      weekdayDaytime(data);
      data.hours.summary = "Weekdays";
      data.hours.summaryEs = "Entre semana";
      data.hours.inSentence = "on weekdays";
      data.hours.inSentenceEs = "entre semana";
      about.meet.en = ["I come to you on Saturday mornings."];
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^app\/facts\/data\/about\.json › meet\.en\[0\]: says "Saturday", but hours\.schedule gives no hours on Saturday/,
      ),
    );
  });
});

test("hours words in her FAQ answers are held to the schedule too", () => {
  const problems = problemsAfter(({ business: data, faq }) => {
    weekdayDaytime(data);
    data.hours.summary = "Weekdays";
    data.hours.summaryEs = "Entre semana";
    data.hours.inSentence = "on weekdays";
    data.hours.inSentenceEs = "entre semana";
    faq.categories[0].items[0].answer.en = "Weekend visits cost the same as weekday ones.";
  });
  expect(problems).toContainEqual(
    expect.stringMatching(/^app\/facts\/data\/faq\.json › categories\[0\]\.items\[0\]\.answer\.en: says "weekend"/i),
  );
});

describe("military service", () => {
  test("may be left out, and then her own words may not speak of it", () => {
    const problems = problemsAfter(({ business: data, about }) => {
      delete data.notary.veteranOf;
      delete data.notary.veteranOfEs;
      about.meet.en = ["I served in the Navy for six years."];
    });
    expect(problems.filter((problem) => problem.startsWith(business))).toEqual([]);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^app\/facts\/data\/about\.json › meet\.en\[0\]: speaks of military service .* business\.json has no notary\.veteranOf/,
      ),
    );
  });

  test("named by a token when she has left it out is refused, naming the field", () => {
    const problems = problemsAfter(({ business: data, about }) => {
      delete data.notary.veteranOf;
      delete data.notary.veteranOfEs;
      about.meet.en = ["I am a veteran of the {{notary.veteranOf}}."];
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /about\.json › meet\.en\[0\]: \{\{notary\.veteranOf\}\} has no single value: business\.json has no notary\.veteranOf/,
      ),
    );
  });

  test("is written in both languages or in neither", () => {
    const englishOnly = ({ business: data }: { business: LooseJson }) => {
      data.notary.veteranOf = "United States Navy";
      delete data.notary.veteranOfEs;
    };
    expect(problemsAfter(englishOnly)).toContainEqual(
      `${business} › notary.veteranOfEs: is missing while veteranOf is set — write the military service in both languages, or delete both fields`,
    );
  });

  test('"N/A" and its like are refused with what to do instead', () => {
    for (const notServed of ["N/A", "none", "no", "-"]) {
      const problems = problemsAfter(({ business: data }) => {
        data.notary.veteranOf = notServed;
      });
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${business} › notary\\.veteranOf: .* leave veteranOf and veteranOfEs empty \\(or delete them\\)`,
          ),
        ),
      );
    }
  });
});
