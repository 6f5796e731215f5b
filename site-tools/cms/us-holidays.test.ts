import { describe, expect, test } from "vitest";
import { decapConfig } from "./decap-config";
import { comingUsHolidays, usFederalHolidays } from "./us-holidays";

describe("the US federal holidays the editor offers as days off", () => {
  test("fall on their days, the moving ones on the right weekday of their month", () => {
    const byName = Object.fromEntries(usFederalHolidays(2026).map((holiday) => [holiday.name, holiday.date]));
    // From the federal calendar for 2026.
    expect(byName).toMatchObject({
      "New Year's Day": "2026-01-01",
      "Martin Luther King Jr. Day": "2026-01-19",
      "Presidents' Day": "2026-02-16",
      "Memorial Day": "2026-05-25",
      "Labor Day": "2026-09-07",
      "Columbus Day": "2026-10-12",
      Thanksgiving: "2026-11-26",
      "Christmas Day": "2026-12-25",
    });
    expect(usFederalHolidays(2027).find((holiday) => holiday.name === "Memorial Day")?.date).toBe("2027-05-31");
  });

  test("are the next twelve months' from any day, in date order", () => {
    const coming = comingUsHolidays("2026-11-27");
    expect(coming[0]).toMatchObject({ name: "Christmas Day", date: "2026-12-25" });
    expect(coming.at(-1)).toMatchObject({ name: "Thanksgiving", date: "2027-11-25" });
    expect(coming).toHaveLength(11);
    expect(coming.map((holiday) => holiday.date)).toEqual(coming.map((holiday) => holiday.date).toSorted());
  });

  test("are offered under the days off in the editor, as of the day it is written", () => {
    const today = new Date().toISOString().slice(0, 10);
    const config = JSON.stringify(
      decapConfig({
        settings: { githubRepository: "a/b", branch: "main", loginService: "https://example.com" },
        siteUrl: "https://www.example.com",
        faqQuestions: [],
        towns: [],
      }),
    );
    for (const holiday of comingUsHolidays(today)) {
      expect(config).toContain(`${holiday.name} (${holiday.nameEs}) ${holiday.date}`);
    }
  });
});
