import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { availabilityAt } from "../../../app/lib/availability";
import { site } from "../../../app/facts/site.config";

/**
 * A visitor's path counted as a phone counts it: every tap (a link, a
 * button, a radio, a field to type in, a list opened and a choice in it, a
 * date picker opened and a day in it) and every character typed. The path
 * is walked for real on the built site, so a step the page does not allow
 * fails the test rather than being counted.
 */
export class VisitorPath {
  taps = 0;
  characters = 0;
  constructor(readonly page: Page) {}

  /** One tap on a link, a button or a radio. */
  async tap(target: Locator) {
    await target.click();
    this.taps += 1;
  }

  /** A tap into a field, then the characters typed (what was in it first is kept: a phone appends). */
  async type(field: Locator, text: string) {
    await field.click();
    this.taps += 1;
    await field.pressSequentially(text);
    this.characters += text.length;
  }

  /** A tap into a field holding `count` characters, emptied by pressing Backspace, then the text. */
  async retype(field: Locator, text: string) {
    await field.click();
    this.taps += 1;
    const held = (await field.inputValue()).length;
    await field.press("End");
    for (let index = 0; index < held; index += 1) await field.press("Backspace");
    await field.pressSequentially(text);
    this.characters += held + text.length;
  }

  /** A list opened and one choice tapped: two taps. */
  async choose(select: Locator, value: string) {
    await expect(select.locator(`option[value="${value}"]`)).toHaveCount(1);
    await select.selectOption(value);
    this.taps += 2;
  }

  /** The date picker opened and a day tapped: two taps. */
  async pickDate(field: Locator, isoDate: string) {
    await field.fill(isoDate);
    this.taps += 2;
  }

  get summary(): string {
    return `${this.taps} taps, ${this.characters} characters`;
  }
}

/** Wednesday 6 PM in New York (EDT, UTC−4): an evening she works by the default data. */
const WEEKDAY_6PM_NEW_YORK = new Date("2030-05-15T22:00:00Z");

/**
 * Tonight, as her hours in the data allow: a weekday 6 PM in New York, or,
 * where her hours do not cover it, the first quarter hour after it that they do.
 */
export function tonight(): Date {
  for (let step = 0; step < 7 * 96; step += 1) {
    const instant = new Date(WEEKDAY_6PM_NEW_YORK.getTime() + step * 900_000);
    if (availabilityAt(instant, site.hours).kind === "open") return instant;
  }
  throw new Error("her hours open at no time in a week");
}
