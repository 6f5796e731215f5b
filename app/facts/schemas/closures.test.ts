import { join } from "node:path";
import { expect, test } from "vitest";
import { dataFiles } from "~/facts/schemas/data-files";
import {
  findDataProblems,
  formatDataProblem,
  readDataFilesFrom,
  type ReadDataFile,
} from "../../../site-tools/content-rules/check-data-files";

/*
 * Her days off and her last start time, as the build's data check reads
 * them: each refusal names the file and the field and says what to write.
 * Every case starts from today's business.json and changes only what it tests.
 */

const readToday = readDataFilesFrom(join(import.meta.dirname, "..", "..", ".."));
const business = dataFiles.business;

// The tests write deliberately wrong values into parsed JSON, which no precise type would allow.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

function problemsAfter(change: (business: LooseJson) => void): string[] {
  const data: LooseJson = JSON.parse(readToday(business) ?? "{}");
  change(data);
  const read: ReadDataFile = (file, options) => (file === business ? JSON.stringify(data) : readToday(file, options));
  return findDataProblems(read).map(formatDataProblem);
}

const hoursProblems = (problems: string[]) => problems.filter((problem) => problem.startsWith(`${business} › hours`));

test("a closure ending before it starts is refused at its 'to', naming both dates", () => {
  const problems = problemsAfter((data) => {
    data.hours.closures = [{ from: "2026-12-26", to: "2026-12-24", note: "Vacation" }];
  });
  expect(hoursProblems(problems)).toEqual([
    expect.stringMatching(
      /^app\/facts\/data\/business\.json › hours\.closures\[0\]\.to: "2026-12-24" is before from \("2026-12-26"\) — make "to" the last day off/,
    ),
  ]);
});

test("a closure date not written YYYY-MM-DD, or not on the calendar, is refused with an example", () => {
  const problems = problemsAfter((data) => {
    data.hours.closures = [{ from: "12/25/2026" }, { from: "2026-02-30" }, { from: "2026-12-24", to: "Dec 26" }];
  });
  expect(hoursProblems(problems)).toEqual([
    expect.stringMatching(
      /› hours\.closures\[0\]\.from: "12\/25\/2026" is not a date written YYYY-MM-DD — write it like "\d{4}-\d{2}-\d{2}"/,
    ),
    expect.stringMatching(/› hours\.closures\[1\]\.from: "2026-02-30" is not a day of the calendar/),
    expect.stringMatching(/› hours\.closures\[2\]\.to: "Dec 26" is not a date written YYYY-MM-DD/),
  ]);
});

test("one day, a range, notes in both languages and an emptied 'to' (as the editor saves it) pass", () => {
  const problems = problemsAfter((data) => {
    data.hours.closures = [
      { from: "2026-11-26", note: "Thanksgiving", noteEs: "Día de Acción de Gracias" },
      { from: "2026-12-24", to: "2026-12-26" },
      { from: "2027-01-01", to: "", note: "", noteEs: "" },
    ];
  });
  expect(hoursProblems(problems)).toEqual([]);
});

test("the list and the last start time are required, so the editor always shows them", () => {
  const problems = problemsAfter((data) => {
    delete data.hours.closures;
    delete data.hours.lastStartMinutesBeforeClose;
  });
  expect(hoursProblems(problems)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/› hours\.closures: is missing/),
      expect.stringMatching(/› hours\.lastStartMinutesBeforeClose: is missing/),
    ]),
  );
});

test("a last start time as long as an opening period is refused, naming the period", () => {
  const problems = problemsAfter((data) => {
    const [first] = data.hours.schedule;
    const length =
      Number(first.closes.slice(0, 2)) * 60 +
      Number(first.closes.slice(3)) -
      (Number(first.opens.slice(0, 2)) * 60 + Number(first.opens.slice(3)));
    data.hours.lastStartMinutesBeforeClose = length;
  });
  expect(hoursProblems(problems)).toContainEqual(
    expect.stringMatching(
      /› hours\.lastStartMinutesBeforeClose: \d+ minutes is as long as hours\.schedule\[0\] \(\d\d:\d\d–\d\d:\d\d\) — use fewer minutes than \d+/,
    ),
  );
});
