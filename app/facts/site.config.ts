/**
 * The site's facts, in one object every page reads.
 *
 * The owner's facts (names, phone, e-mail, fees, hours, area…) live in
 * app/facts/data/business.json, which she edits; the build checks it
 * against app/facts/schemas/business.ts before anything else and stops with
 * the file, the field and what to do. It is imported here as plain data, so
 * no validation code reaches the browser. The form service is the
 * developer's, and stays in this file; the navigation, in both languages, is
 * in app/content/shell.ts.
 *
 * The JSON ships with PLACEHOLDER values: fictional stand-ins (the 555-01xx
 * phone range and example.com are reserved for fiction) that the deploy
 * build refuses until the owner has replaced them.
 */
import business from "./data/business.json" with { type: "json" };
import type { Business } from "./schemas/business";
import { describePhone } from "../vocabulary/phone";

export type { ClockTime, OpeningHours, TownSlug, Weekday } from "./schemas/business";

/**
 * Values chosen when the site is built (Vite exposes VITE_* variables). In
 * plain Node, e.g. when the tests read this file, there are none.
 */
const buildEnv: Partial<Record<string, string>> = import.meta.env ?? {};

/** Checked by the build (vite.config.ts) before any page is rendered. */
const facts = business as Business;

export const site = {
  ...facts,
  /** One number, stored in E.164; the text and both links are derived from it. */
  phone: describePhone(facts.phone),

  /**
   * Appointment requests go to Web3Forms, a form-to-e-mail service
   * (design.md §6). Its access key is public by design; set it when building:
   *   VITE_WEB3FORMS_ACCESS_KEY=... npm run build
   * Without a key the site posts to the local stand-in that `npm start` runs
   * (platform/serve/form-stand-in.mjs), so nothing a visitor sends is lost.
   */
  formService: {
    /** Named in the privacy policy, which tells visitors where their details go. */
    name: "Web3Forms",
    website: "https://web3forms.com",
    endpoint: "https://api.web3forms.com/submit",
    accessKey: buildEnv.VITE_WEB3FORMS_ACCESS_KEY ?? "",
    /**
     * Where a preview build (no key) sends requests: the stand-in `npm start`
     * runs. Its key says plainly that it is not a real one, so the request
     * still has the service's exact shape.
     */
    localStandIn: {
      url: `http://127.0.0.1:${buildEnv.VITE_FORM_STANDIN_PORT ?? "3001"}/submit`,
      accessKey: "local-stand-in",
    },
    /** Give up and show the "please call" message after this long. */
    timeoutMs: 15_000,
  },
} as const;

export type Site = typeof site;
