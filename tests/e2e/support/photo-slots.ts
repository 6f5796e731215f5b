import type { Page } from "@playwright/test";
import { expect } from "./test";
import { ON_THE_JOB_SERVICES } from "../../../app/facts/schemas/photos";
import { serviceSlugPath } from "../../../app/content/services";
import { locationPaths } from "../../../app/content/towns/paths";
import { counterpartOf } from "../../../app/routes/page-paths";
import { site } from "../../../app/facts/site.config";
import { LANGS } from "../../../app/vocabulary/lang";

/**
 * Which photo slots each page must have, from the content: the portrait on
 * the home pages and About, the on-the-job photo on the services that have
 * one, a photo on every town page — in both languages.
 */
function slotsByPath(): Map<string, string[]> {
  const slots = new Map<string, string[]>();
  const add = (path: string | undefined, slot: string) => {
    if (path) slots.set(path, [...(slots.get(path) ?? []), slot]);
  };
  for (const path of ["/", "/about"]) {
    add(path, "portrait");
    add(counterpartOf(path)?.path, "portrait");
  }
  for (const lang of LANGS) {
    for (const service of ON_THE_JOB_SERVICES) add(serviceSlugPath(service, lang), `service:${service}`);
    for (const town of site.serviceArea.towns) add(locationPaths[lang].town(town.slug), `town:${town.slug}`);
  }
  return slots;
}

const expectedSlots = slotsByPath();

/**
 * Every photo slot on the page is the owner's photo — an <img> in a
 * <picture>, with srcset, sizes, width and height, loaded — or the marked
 * placeholder: a named picture with room kept for the photo and no
 * photograph in it. And the page has the slots the content gives it.
 */
export async function expectPhotoSlots(page: Page, path: string): Promise<void> {
  const slots = page.locator("[data-photo-slot]");
  const names = await slots.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("data-photo-slot")),
  );
  expect(names, "the photo slots the content gives this page").toEqual(expectedSlots.get(path) ?? []);
  for (const slot of await slots.all()) {
    const box = await slot.boundingBox();
    expect(box?.width ?? 0, "a slot keeps room for its photo").toBeGreaterThan(40);
    expect(box?.height ?? 0, "a slot keeps room for its photo").toBeGreaterThan(40);
    if ((await slot.getAttribute("data-placeholder")) !== null) {
      const drawnOnly = await slot.evaluate(
        (element) =>
          [...element.querySelectorAll("img")].every((image) => /\.svg$/.test(new URL(image.src).pathname)) &&
          element.querySelector("picture") === null,
      );
      expect(drawnOnly, "a placeholder is drawn, never a photograph").toBe(true);
      const named = (await slot.getAttribute("aria-label")) ?? (await slot.locator("img").first().getAttribute("alt"));
      expect(named?.length ?? 0, "a placeholder says what it is").toBeGreaterThan(10);
    } else {
      const image = slot.locator("picture > img");
      await expect(image).toHaveCount(1);
      for (const attribute of ["srcset", "sizes"]) {
        await expect(slot.locator("picture > source").first()).toHaveAttribute(attribute, /\S/);
      }
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  }
}
