// Draws the pictures link previews show, one per language: public/social-card.png
// for the English pages and public/social-card-es.png for the Spanish ones, from
// the business name, area and hours in a few words (hours.summary, hours.summaryEs)
// in app/content/data/business.json. Run `npm run social-card` after changing any; it needs a
// Chrome, Edge or Chromium (platform/chromium.mjs finds one, or says in one line what to install).
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs, chromiumChoice } from "../platform/chromium.mjs";
import { socialCardFacts } from "./social-card-facts.mjs";

const root = join(import.meta.dirname, "..");
const business = JSON.parse(readFileSync(join(root, "app", "content", "data", "business.json"), "utf8"));
const { businessName } = business;
const { region, regionEs, stateCode } = business.serviceArea;
/** The owner's words inside the picture's HTML: "Evenings & Weekends" stays text. */
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const seal = readFileSync(join(root, "app", "assets", "logo-mark.svg"), "utf8");
/** "el condado de Berks" -> "Condado de Berks": the name alone, as a label writes it. */
const nameAlone = (phrase) => {
  const name = phrase.replace(/^(?:el|la|los|las) /u, "");
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** Each picture's file, its two lines under the name, and their sizes in pixels. */
const cards = [
  {
    lang: "en",
    file: "social-card.png",
    title: `Mobile Notary Public · ${region}, ${stateCode}`,
    line: `I come to you · ${business.hours.summary} · Bonded & insured`,
    sizes: { title: 40, line: 32 },
  },
  {
    lang: "es",
    file: "social-card-es.png",
    title: `Notary public a domicilio · ${nameAlone(regionEs)}, ${stateCode}`,
    line: `Voy a su casa · ${business.hours.summaryEs} · Con fianza y seguro`,
    // Spanish runs longer: a size smaller keeps each line on one line.
    sizes: { title: 36, line: 29 },
  },
];

const html = ({ lang, title, line, sizes }) => `<!doctype html><html lang="${lang}"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:#0e2647;color:#fff;
  font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:center;gap:28px">
  <div style="width:140px;height:140px">${seal.replace('width="64" height="64"', 'width="140" height="140"')}</div>
  <div style="font-size:76px;font-weight:800;line-height:1.05">${escapeHtml(businessName)}</div>
  <div style="font-size:${sizes.title}px;color:#f7cf6e;font-weight:600">${escapeHtml(title)}</div>
  <div style="font-size:${sizes.line}px;color:#dbe5f3">${escapeHtml(line)}</div>
</div></body></html>`;

if ("problem" in chromiumChoice) {
  console.error(`npm run social-card: ${chromiumChoice.problem}`);
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: chromiumChoice.path, args: chromiumArgs }).catch((error) => {
  console.error(`npm run social-card: could not start ${chromiumChoice.path}: ${String(error.message).split("\n")[0]}`);
  process.exit(1);
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const card of cards) {
  await page.setContent(html(card));
  await page.screenshot({ path: join(root, "public", card.file) });
}
await browser.close();
// What the pictures show, for the launch check to notice when either goes stale.
writeFileSync(join(root, "public", "social-card.json"), JSON.stringify(socialCardFacts(business), null, 2) + "\n");
console.log(`Wrote ${cards.map((card) => `public/${card.file}`).join(", ")} and public/social-card.json`);
