import type { Locator } from "@playwright/test";
import { expect } from "./test";
import { credentialFacts } from "../../../app/content/credential-facts";
import { formatUsd } from "../../../app/lib/format";
import { site } from "../../../app/facts/site.config";
import type { Lang } from "../../../app/vocabulary/lang";
import { escapeRegExp } from "../../support/regexp";

/**
 * The credentials band as a visitor meets it, wherever a page shows it: four
 * credentials, each with its picture, and the figures from the facts — the
 * commission number linked to the state's public search, the bond and the
 * insurance amounts — with no issuer the facts do not name.
 */
export async function expectCredentialBand(scope: Locator, lang: Lang): Promise<void> {
  const items = scope.locator("[data-credential]");
  await expect(items).toHaveCount(4);
  for (const item of await items.all()) {
    // Its own drawing, from the page's sprite, at a fixed size.
    const picture = item.locator("svg");
    await expect(picture).toHaveCount(1);
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("width", /^\d+$/);
    await expect(picture).toHaveAttribute("height", /^\d+$/);
    const drawing = await picture.locator("use").getAttribute("href");
    expect(drawing).toMatch(/^#drawing-credential-/);
    await expect(scope.page().locator(`symbol${drawing}`)).toHaveCount(1);
  }
  await expect(scope.locator('[data-credential="commission"]')).toContainText(site.commission.number);
  await expect(scope.locator('[data-credential="commission"] a')).toHaveAttribute(
    "href",
    site.commission.publicSearchUrl,
  );
  const bond = scope.locator('[data-credential="bond"]');
  await expect(bond).toContainText(formatUsd(site.credentials.suretyBondUsd, lang));
  await expect(bond).toContainText(formatUsd(site.credentials.errorsAndOmissionsUsd, lang));
  await expect(items).toHaveText(credentialFacts[lang].map((fact) => new RegExp(`^${escapeRegExp(fact.title)}`)));
  if (!site.credentials.backgroundScreenedBy) {
    await expect(scope.locator('[data-credential="screening"]')).toHaveText(credentialFacts[lang][2]?.title ?? "");
  }
}
