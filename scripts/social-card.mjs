// Draws public/social-card.png, the picture link previews show, from the
// business name, area and hours in a few words (hours.summary) in
// app/content/data/business.json. Run `npm run social-card` after changing any; it needs a
// Chrome, Edge or Chromium (scripts/chromium.mjs finds one, or says in one line what to install).
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs, chromiumChoice } from "./chromium.mjs";
import { socialCardFacts } from "./social-card-facts.mjs";

const root = join(import.meta.dirname, "..");
const business = JSON.parse(readFileSync(join(root, "app", "content", "data", "business.json"), "utf8"));
const { businessName } = business;
const { region, stateCode } = business.serviceArea;
/** The owner's words inside the picture's HTML: "Evenings & Weekends" stays text. */
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const seal = readFileSync(join(root, "app", "assets", "logo-mark.svg"), "utf8");

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:#0e2647;color:#fff;
  font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:center;gap:28px">
  <div style="width:140px;height:140px">${seal.replace('width="64" height="64"', 'width="140" height="140"')}</div>
  <div style="font-size:76px;font-weight:800;line-height:1.05">${businessName}</div>
  <div style="font-size:40px;color:#f7cf6e;font-weight:600">Mobile Notary Public · ${region}, ${stateCode}</div>
  <div style="font-size:32px;color:#dbe5f3">I come to you · ${escapeHtml(business.hours.summary)} · Bonded &amp; insured</div>
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
await page.setContent(html);
await page.screenshot({ path: join(root, "public", "social-card.png") });
await browser.close();
// What the picture shows, for the launch check to notice when it goes stale.
writeFileSync(join(root, "public", "social-card.json"), JSON.stringify(socialCardFacts(business), null, 2) + "\n");
console.log("Wrote public/social-card.png and public/social-card.json");
