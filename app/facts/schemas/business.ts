/**
 * `app/facts/data/business.json`: every fact about the business the owner
 * may change (names, phone, e-mail, commission, fees, hours, area). The site
 * reads it as `site` (app/facts/site.config.ts); the build checks it against this
 * schema first and stops with the file, the field and what to do.
 */
import { z } from "zod";
import { NORTH_AMERICAN_E164, suggestNorthAmericanE164 } from "../../vocabulary/phone";
import { hoursTruths, untrueHoursWords } from "../../vocabulary/opening-hours";
import {
  always,
  closingAfterOpening,
  count,
  dollars,
  noRepeats,
  pastDate,
  quote,
  range,
  isoDate,
  text,
  clockTime,
  type ClockTime,
} from "./fields";

export type { ClockTime };

/**
 * The towns that have a page of their own (app/content/towns/). A town in the
 * data must be one of them; a new town needs its page written first, and the
 * typecheck fails until `townPages` has an entry for every slug here.
 */
export const townPageSlugs = [
  "reading",
  "wyomissing",
  "west-reading",
  "shillington",
  "exeter-township",
  "muhlenberg-township",
  "spring-township",
  "sinking-spring",
  "fleetwood",
  "kutztown",
] as const;

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** Pennsylvania's minimum notary bond (57 Pa.C.S. § 321(d)). */
const PA_MIN_BOND_USD = 10_000;

// A pattern rather than a function, so that a JSON Schema made from this one (for an editor) carries it.
const phone = z.string().regex(NORTH_AMERICAN_E164, {
  error: (issue) => {
    const suggestion = typeof issue.input === "string" ? suggestNorthAmericanE164(issue.input) : undefined;
    return suggestion
      ? `${quote(issue.input)} must be written in international form — write ${quote(suggestion)}`
      : `${quote(issue.input)} is not a US or Canadian phone number — write +1 and the ten digits with no spaces or dashes, e.g. "+16105550142" for (610) 555-0142`;
  },
});

const email = z.email({
  error: (issue) => `${quote(issue.input)} is not an e-mail address — write it like "name@yourdomain.com"`,
});

const siteUrl = z.string().regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/i, {
  error: (issue) =>
    `${quote(issue.input)} is not the site's address — write https:// and the domain, with no path or slash at the end, e.g. "https://www.yourdomain.com"`,
});

const town = z.strictObject({
  name: text,
  slug: z.enum(townPageSlugs, {
    error: (issue) =>
      `${quote(issue.input)} has no town page — use one of ${townPageSlugs.join(", ")} (a new town needs its page written by the developer first)`,
  }),
  /** Reading is a city; the boroughs and townships are distinct municipalities. */
  municipality: z.enum(["city", "borough", "township"]),
});

const openingHours = closingAfterOpening(
  z.strictObject({
    label: text,
    /** The same name in Spanish, e.g. "De lunes a viernes". */
    labelEs: text,
    days: z
      .array(z.enum(weekdays))
      .min(1)
      .superRefine(
        noRepeats((day) => day, "list each day once"),
        always,
      ),
    opens: clockTime,
    closes: clockTime,
  }),
);
export type OpeningHours = z.infer<typeof openingHours>;

/** Each day may belong to one opening period only, or the hours would contradict each other. */
function onePeriodPerDay(schedule: readonly OpeningHours[], context: z.core.$RefinementCtx<OpeningHours[]>) {
  const periodOf = new Map<Weekday, number>();
  schedule.forEach((period, index) => {
    period.days.forEach((day, dayIndex) => {
      const earlier = periodOf.get(day);
      if (earlier !== undefined && earlier !== index) {
        context.addIssue({
          code: "custom",
          path: [index, "days", dayIndex],
          input: day,
          message: `${quote(day)} already has hours in hours.schedule[${earlier}] — give each day one period`,
        });
      }
      periodOf.set(day, index);
    });
  });
}

/** The words about her hours, each held to the schedule: no "evenings" unless she works them. */
const hoursWordFields = ["summary", "summaryEs", "inSentence", "inSentenceEs"] as const;

interface HoursWords extends Partial<Record<(typeof hoursWordFields)[number], unknown>> {
  schedule?: unknown;
}

function wordsTrueToTheSchedule(hours: HoursWords, context: z.core.$RefinementCtx) {
  const parsed = z.array(openingHours).safeParse(hours.schedule);
  // A broken schedule has its own message; the words are checked once it reads.
  if (!parsed.success) return;
  const truths = hoursTruths(parsed.data);
  for (const field of hoursWordFields) {
    const words = hours[field];
    if (typeof words !== "string") continue;
    for (const untrue of untrueHoursWords(words, truths)) {
      context.addIssue({
        code: "custom",
        path: [field],
        input: words,
        message: `${quote(words)} ${untrue} — describe the hours you keep, or change hours.schedule`,
      });
    }
  }
}

/** A date in a closure: YYYY-MM-DD, or empty where the field is optional (the site editor saves a cleared date as ""). */
const closureDate = (optional: boolean) =>
  z
    .string()
    .trim()
    .regex(optional ? /^(?:\d{4}-\d{2}-\d{2})?$/ : /^\d{4}-\d{2}-\d{2}$/, {
      error: (issue) =>
        `${quote(issue.input)} is not a date written YYYY-MM-DD — write it like "2026-12-25" for December 25, 2026`,
      abort: true,
    })
    .refine((value) => value === "" || isoDate.safeParse(value).success, {
      error: (issue) => `${quote(issue.input)} is not a day of the calendar — check the month and the day`,
    });

/**
 * A day or a run of days she takes off (a holiday, a vacation): from `from`
 * to `to`, both included; without `to`, the one day. The live status, the
 * header, the contact page and the structured data say she is closed then.
 */
const closure = z
  .strictObject({
    from: closureDate(false),
    to: closureDate(true).optional(),
    /** Why, in a few words ("Thanksgiving", "Vacation"): shown beside "Closed". */
    note: z.string().trim().optional(),
    /** The same in Spanish ("Día de Acción de Gracias"). */
    noteEs: z.string().trim().optional(),
  })
  .refine((value) => !value.to || value.to >= value.from, {
    path: ["to"],
    error: (issue) => {
      const value = issue.input as { from: string; to: string };
      return `${quote(value.to)} is before from (${quote(value.from)}) — make "to" the last day off, on or after "from", or leave it empty for one day`;
    },
  });

/** "Available now" ends this many minutes before closing, and no shorter than a period of her hours. */
function lastStartWithinEveryPeriod(
  hours: { schedule?: unknown; lastStartMinutesBeforeClose?: unknown },
  context: z.core.$RefinementCtx,
) {
  const parsed = z.array(openingHours).safeParse(hours.schedule);
  const minutes = hours.lastStartMinutesBeforeClose;
  if (!parsed.success || typeof minutes !== "number") return;
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  parsed.data.forEach((period, index) => {
    const length = toMinutes(period.closes) - toMinutes(period.opens);
    if (minutes >= length) {
      context.addIssue({
        code: "custom",
        path: ["lastStartMinutesBeforeClose"],
        input: minutes,
        message: `${minutes} minutes is as long as hours.schedule[${index}] (${period.opens}–${period.closes}) — use fewer minutes than ${length}`,
      });
    }
  });
}

/** What an owner types to mean "not a veteran": the field is to be left out instead. */
// A pattern rather than a refinement, so the editor's JSON Schema carries it;
// empty is allowed because the site editor saves a cleared field as "".
const NOT_A_VETERAN = /^(?!(?:n\/?a|none|no|nil|null|-+|—|–|not applicable|ninguno|ninguna|nada|x|false)\.?$)/i;

const militaryService = z
  .string()
  .trim()
  .regex(NOT_A_VETERAN, {
    error: (issue) =>
      `${quote(issue.input)} would be published as "a veteran of the ${String(issue.input)}" — if you have not served, leave veteranOf and veteranOfEs empty (or delete them): the site then says nothing about military service`,
  });

/** Two optional fields that say one thing in two languages: both present, or both left out. */
function bothOrNeither(english: string, spanish: string, what: string) {
  return (value: Record<string, unknown>, context: z.core.$RefinementCtx) => {
    if (!value || typeof value !== "object") return;
    // The editor saves a cleared field as "": empty counts as left out.
    const hasEnglish = Boolean(value[english]);
    const hasSpanish = Boolean(value[spanish]);
    if (hasEnglish === hasSpanish) return;
    const missing = hasEnglish ? spanish : english;
    context.addIssue({
      code: "custom",
      path: [missing],
      input: undefined,
      message: `is missing while ${hasEnglish ? english : spanish} is set — write the ${what} in both languages, or delete both fields`,
    });
  };
}

const httpsAddress = z.string().regex(/^https:\/\/\S+$/, {
  error: (issue) => `${quote(issue.input)} is not a web address — write the whole address, starting with https://`,
});

/*
 * Her public profiles (Google, a review link, WhatsApp, other sites): each is
 * optional and may be left empty ("" is what the editor writes for a cleared
 * field), so the patterns accept an empty value. They are plain strings and a
 * list at the top level, never an optional object, which the editor could not
 * save (decap-cms #7748 / #2103).
 */
const OPTIONAL_HTTPS_ADDRESS = /^(?:https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?)?$/;

function optionalProfileAddress(whatItIs: string, whereToFindIt: string) {
  return z
    .string()
    .trim()
    .regex(OPTIONAL_HTTPS_ADDRESS, {
      error: (issue) =>
        `${quote(issue.input)} is not the address of ${whatItIs} — ${whereToFindIt}; it starts with https://, or leave it empty`,
    })
    .optional();
}

const OPTIONAL_NORTH_AMERICAN_E164 = new RegExp(`^(?:${NORTH_AMERICAN_E164.source.slice(1, -1)})?$`);

const optionalWhatsApp = z
  .string()
  .regex(OPTIONAL_NORTH_AMERICAN_E164, {
    error: (issue) => {
      const suggestion = typeof issue.input === "string" ? suggestNorthAmericanE164(issue.input) : undefined;
      return suggestion
        ? `${quote(issue.input)} must be written in international form — write ${quote(suggestion)}, or leave it empty`
        : `${quote(issue.input)} is not a US or Canadian phone number — write the number that has WhatsApp as +1 and the ten digits with no spaces or dashes, e.g. "+16105550142", or leave it empty`;
    },
  })
  .optional();

const otherProfile = z.strictObject({
  /** The site's own name, as visitors know it: "Facebook", "LinkedIn", "Yelp", "NNA". */
  name: text.max(40, { error: 'is too long for the footer — write the site\'s short name, e.g. "Facebook"' }),
  url: z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/, {
      error: (issue) =>
        `${quote(issue.input)} is not the address of a profile page — copy the whole address of your page on that site, starting with https://`,
    }),
});

/**
 * Pennsylvania's maximum fees per notarial act, as the Department of State
 * fixes them by regulation (57 Pa.C.S. § 329.1): dated, with where they are
 * written, so the fee page can cite them and every price the owner sets is
 * held to them (docs/decisions/017-fee-schedule.md). Change it only when the
 * law changes.
 */
const feeSchedule = z.strictObject({
  /** The day this schedule took effect. */
  effective: isoDate,
  /** Where the maxima are written, e.g. "4 Pa. Code § 167.3". */
  citation: text,
  /** The statute that lets the Department fix them, e.g. "57 Pa.C.S. § 329.1". */
  authority: text,
  /** The page a visitor can read them on. */
  sourceUrl: httpsAddress,
  maxUsd: z.strictObject({
    /** Taking an acknowledgment: the first signer. */
    acknowledgment: dollars,
    /** Each additional signer on the same acknowledgment. */
    additionalSigner: dollars,
    /** Administering an oath or affirmation (a jurat). */
    oathOrAffirmation: dollars,
    /** Taking a verification on oath or affirmation. */
    verification: dollars,
    /** Certifying a copy, per page. */
    certifiedCopyPage: dollars,
    /** Witnessing or attesting a signature. */
    signatureWitnessing: dollars,
    /** Added to any of these when performed electronically or remotely. */
    remoteSurcharge: dollars,
  }),
});
export type FeeSchedule = z.infer<typeof feeSchedule>;

/** The acts `fees.perNotarialActUsd` prices: it may not exceed the smallest of their maxima. */
export const actsAtTheActPrice = [
  "acknowledgment",
  "oathOrAffirmation",
  "verification",
  "certifiedCopyPage",
  "signatureWitnessing",
] as const satisfies readonly (keyof FeeSchedule["maxUsd"])[];

interface PricedFacts {
  fees?: {
    perNotarialActUsd?: unknown;
    additionalSignerUsd?: unknown;
    remoteSurchargeUsd?: unknown;
    remoteOnlineUsd?: { min?: unknown; max?: unknown };
  };
  feeSchedule?: { maxUsd?: Partial<Record<keyof FeeSchedule["maxUsd"], unknown>> };
}

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);
const UPDATE_THE_SCHEDULE = "(if the law has changed, update feeSchedule first, with its date and source)";

/**
 * Every price the owner sets, held to the schedule's maxima: a price over
 * the legal maximum stops the build, naming the field. It runs even when
 * another field has a mistake, and skips what it cannot read.
 */
function withinTheLaw(facts: PricedFacts, context: z.core.$RefinementCtx) {
  const max = facts.feeSchedule?.maxUsd ?? {};
  const fees = facts.fees ?? {};
  const over = (path: (string | number)[], input: number, message: string) =>
    context.addIssue({ code: "custom", path: ["fees", ...path], input, message });

  const actMaxima = actsAtTheActPrice.map((act) => max[act]).filter(isAmount);
  const actMax = actMaxima.length > 0 ? Math.min(...actMaxima) : undefined;
  if (isAmount(fees.perNotarialActUsd) && actMax !== undefined && fees.perNotarialActUsd > actMax) {
    over(
      ["perNotarialActUsd"],
      fees.perNotarialActUsd,
      `${fees.perNotarialActUsd} is more than Pennsylvania allows per notarial act ($${actMax}) — charge at most that ${UPDATE_THE_SCHEDULE}`,
    );
  }
  if (
    isAmount(fees.additionalSignerUsd) &&
    isAmount(max.additionalSigner) &&
    fees.additionalSignerUsd > max.additionalSigner
  ) {
    over(
      ["additionalSignerUsd"],
      fees.additionalSignerUsd,
      `${fees.additionalSignerUsd} is more than Pennsylvania allows per additional signer ($${max.additionalSigner}) — charge at most that ${UPDATE_THE_SCHEDULE}`,
    );
  }
  if (
    isAmount(fees.remoteSurchargeUsd) &&
    isAmount(max.remoteSurcharge) &&
    fees.remoteSurchargeUsd > max.remoteSurcharge
  ) {
    over(
      ["remoteSurchargeUsd"],
      fees.remoteSurchargeUsd,
      `${fees.remoteSurchargeUsd} is more than Pennsylvania allows on top of an act performed remotely ($${max.remoteSurcharge}) — charge at most that ${UPDATE_THE_SCHEDULE}`,
    );
  }
  const actMaxAny = actMaxima.length > 0 ? Math.max(...actMaxima) : undefined;
  const remoteMax =
    actMaxAny !== undefined && isAmount(max.remoteSurcharge) ? actMaxAny + max.remoteSurcharge : undefined;
  const ownRemote =
    isAmount(fees.perNotarialActUsd) && isAmount(fees.remoteSurchargeUsd)
      ? fees.perNotarialActUsd + fees.remoteSurchargeUsd
      : undefined;
  for (const bound of ["min", "max"] as const) {
    const value = fees.remoteOnlineUsd?.[bound];
    if (!isAmount(value)) continue;
    if (remoteMax !== undefined && value > remoteMax) {
      over(
        ["remoteOnlineUsd", bound],
        value,
        `${value} is more than Pennsylvania allows for one notarial act performed remotely ($${remoteMax}: $${actMaxAny} for the act plus $${max.remoteSurcharge} for the remote session) — quote at most that per act ${UPDATE_THE_SCHEDULE}`,
      );
    } else if (ownRemote !== undefined && value > ownRemote) {
      over(
        ["remoteOnlineUsd", bound],
        value,
        `${value} is more than your own price for a remote act ($${ownRemote}: perNotarialActUsd plus remoteSurchargeUsd), which the fee estimator charges — make them agree`,
      );
    }
  }
}

export const businessSchema = z
  .strictObject({
    /** PLACEHOLDER until launch: the trading name shown in the header, titles and e-mails. */
    businessName: text,
    /** PLACEHOLDER until launch: the label the form service puts in the "from" line of each e-mail. */
    formFromName: text,
    notary: z
      .strictObject({
        /** PLACEHOLDER until launch: exactly as on the commission. */
        fullName: text,
        /** PLACEHOLDER until launch: what the site calls her ("Send Message to …"). */
        firstName: text,
        /**
         * Optional, with veteranOfEs: the service she served in, as it reads
         * after "a veteran of the". Left out, every page says nothing about
         * military service.
         */
        veteranOf: militaryService.optional(),
        /** The same in Spanish, as it reads after "veterana de", e.g. "la Guardia Nacional …". */
        veteranOfEs: militaryService.optional(),
        /** Whether the notary holds appointments in Spanish herself; if not, the Spanish pages offer an interpreter. */
        speaksSpanish: z.boolean(),
        /**
         * How the Spanish pages speak of her in the first person: "No soy
         * abogada", "comisionada", "yo misma" (feminine) or "abogado",
         * "comisionado", "yo mismo" (masculine). Required always, not only
         * when she speaks Spanish: the Spanish pages, and the statement
         * § 325 requires on each of them, are built for every notary.
         */
        genderEs: z.enum(["feminine", "masculine"]),
        /** The deploy build refuses the site until the owner has confirmed `speaksSpanish`. */
        languagesConfirmedByOwner: z.boolean(),
        /** The deploy build refuses a military service she has not confirmed (the shipped one is the sample's). */
        militaryServiceConfirmedByOwner: z.boolean().optional(),
      })
      .superRefine(bothOrNeither("veteranOf", "veteranOfEs", "military service"), always),
    /** PLACEHOLDER until launch: the public address of the site. */
    url: siteUrl,
    /** PLACEHOLDER until launch (555-0100 to 555-0199 are reserved for fiction). */
    phone,
    /** PLACEHOLDER until launch: the one business e-mail address. */
    email,
    commission: z.strictObject({
      /** PLACEHOLDER until launch. */
      number: z.string().regex(/^\d{5,10}$/, {
        error: (issue) =>
          `${quote(issue.input)} is not a commission number — write its digits only, in quotes, as on the commission`,
      }),
      state: text,
      county: text,
      /** The Department of State's public search, where anyone can check the commission by number or name. */
      publicSearchUrl: z.url({
        protocol: /^https$/,
        error: "must be the https:// address of the state's notary search",
      }),
    }),
    credentials: z.strictObject({
      /** The deploy build refuses the site until the owner has checked the amounts and set this to true. */
      amountsConfirmedByOwner: z.boolean(),
      /**
       * The shipped badges are the sample's until she keeps them (this switch) or writes her own:
       * each one is a claim to every visitor (launch check).
       */
      badgesConfirmedByOwner: z.boolean(),
      suretyBondUsd: dollars.min(PA_MIN_BOND_USD, {
        error: (issue) =>
          `${quote(issue.input)} is below the $10,000 bond Pennsylvania requires — write the amount on the bond`,
      }),
      errorsAndOmissionsUsd: dollars,
      claims: z.array(text).min(1),
      /** The same badges in Spanish, in the same order. */
      claimsEs: z.array(text).min(1),
      /**
       * Who ran the background screening and who certified the signing agent,
       * as named on their papers (e.g. the screening company, the association
       * that trained her). Empty until the owner supplies them: the site then
       * states the fact without naming anyone, and never invents an issuer.
       */
      backgroundScreenedBy: z.string().trim().optional(),
      signingAgentCertifiedBy: z.string().trim().optional(),
    }),
    privacyPolicyUpdated: pastDate("the day the Privacy Policy text last changed"),
    serviceArea: z.strictObject({
      region: text,
      /** The region as it reads inside a Spanish sentence, e.g. "el condado de Berks". */
      regionEs: text,
      state: text,
      /** The state's Spanish name, e.g. "Pensilvania". */
      stateEs: text,
      stateCode: z.string().regex(/^[A-Z]{2}$/, {
        error: (issue) => `${quote(issue.input)} is not a state code — write the two capital letters, e.g. "PA"`,
      }),
      /** The town the travel radius is measured from. */
      base: text,
      /** Mobile service reaches this far from the base; farther by arrangement. */
      radiusMiles: count,
      towns: z
        .array(town)
        .min(1)
        .superRefine(
          noRepeats((entry) => (entry as { slug?: unknown } | null)?.slug, "list each town once", "slug"),
          always,
        ),
    }),
    fees: z.strictObject({
      /**
       * The owner's price for one notarial act (an acknowledgment's first
       * signer, an oath or affirmation, a verification, a signature witnessed,
       * a certified page): at most the smallest of their maxima in `feeSchedule`.
       */
      perNotarialActUsd: dollars,
      /** Each signer after the first on one acknowledgment: at most `feeSchedule.maxUsd.additionalSigner`. */
      additionalSignerUsd: dollars,
      /** Added to each act performed remotely online: at most `feeSchedule.maxUsd.remoteSurcharge`. */
      remoteSurchargeUsd: dollars,
      /** One flat travel fee within `travelFeeRadiusMiles`; beyond it, a custom quote. */
      travelUsd: dollars,
      travelFeeRadiusMiles: count,
      /**
       * What one notarial act costs when performed remotely online, surcharge
       * included, as the pages quote it: at most a notarial act's maximum plus
       * the remote surcharge's, and at most the owner's own act price plus her
       * surcharge (what the fee estimator charges).
       */
      remoteOnlineUsd: range(dollars),
      /** 0 means evenings and weekends cost nothing extra. */
      afterHoursSurchargeUsd: dollars,
      paymentMethods: z.array(text).min(1),
      /** The same payment methods in Spanish, in the same order. */
      paymentMethodsEs: z.array(text).min(1),
    }),
    hours: z
      .strictObject({
        /** The short promise repeated in the header and on every service page, as a heading. */
        summary: text,
        /** The same promise in Spanish. */
        summaryEs: text,
        /** The hours as they read in the middle of a sentence: "I come to you on weekday evenings and weekends". */
        inSentence: text,
        /** The same in Spanish: "Voy a su casa por las tardes entre semana y los fines de semana". */
        inSentenceEs: text,
        schedule: z.array(openingHours).min(1).superRefine(onePeriodPerDay),
        /**
         * Retired: the form's time choices now follow `schedule`
         * (app/vocabulary/opening-hours.ts). A data file from before still
         * builds; whatever it holds here is not read.
         */
        timeSlots: z.unknown().optional(),
        specialArrangements: z.boolean(),
        /**
         * The last start time, as minutes before closing: from then on the
         * site no longer says "available now" (with 30 and closing at 8 PM,
         * 7:30 PM is the last start). 0 means available until closing.
         */
        lastStartMinutesBeforeClose: z.int().min(0),
        /** Days off (holidays, vacations) with an optional note; an empty list changes nothing. */
        closures: z.array(closure),
      })
      .superRefine(wordsTrueToTheSchedule, always)
      .superRefine(lastStartWithinEveryPeriod, always),
    policies: z.strictObject({
      emailResponseHours: count,
      cancellationNoticeHours: count,
      /** A late-cancellation fee may apply below this many hours' notice. */
      lateCancellationHours: count,
      bookAheadHours: range(count),
      depositionBookAheadHours: range(count),
      appointmentMinutes: range(count),
      loanSigningMinutes: range(count),
      /** What a borrower should set aside for a closing. */
      loanSigningAllowHours: range(count),
      i9BusinessDays: count,
      /** The deploy build refuses the site until the owner has checked the policies, which ship as the sample's. */
      confirmedByOwner: z.boolean(),
    }),
    legal: z.strictObject({
      termsUpdated: pastDate("the day the Terms of Service text last changed"),
      accessibilityReviewed: pastDate("the day the Accessibility Statement was last reviewed"),
      governingLaw: text,
      courtsCounty: text,
      /** The journal of notarial acts (57 Pa.C.S. § 319) is kept this long after its last entry. */
      journalRetentionYears: count,
      accessibilityStandard: text,
    }),
    blog: z.strictObject({
      /** Article cards per page on /blog. */
      pageSize: count.max(24),
      /** At most this many related articles under each article. */
      relatedArticles: z.int().min(0).max(6),
      /**
       * One switch for every sample article she has not kept (`sample: true`, no `kept: true`): on, the
       * build leaves them all out, instead of 22 deletions in the editor.
       */
      leaveOutSampleArticles: z.boolean(),
    }),
    feeSchedule,
    /** Her Google Business Profile (the Share link of the profile); empty if she has none. */
    googleBusinessProfileUrl: optionalProfileAddress(
      "a Google Business Profile",
      "copy it from your profile's Share button on Google",
    ),
    /** Where a client writes a review, e.g. Google's "ask for reviews" link; empty if none. */
    reviewUrl: optionalProfileAddress(
      "a page for writing a review",
      'copy it from "Ask for reviews" on your Google Business Profile (or the review page of another site)',
    ),
    /** The number clients can message on WhatsApp, like `phone` (it may be the same number); empty if none. */
    whatsApp: optionalWhatsApp,
    /**
     * Her online booking page (Cal.com, Calendly or the like), offered beside the form for planned visits;
     * empty if none. A link, not an embed: the header policy stays as it is.
     */
    bookingUrl: optionalProfileAddress(
      "an online booking page",
      "copy the link of your public booking page from Cal.com, Calendly or the service you use",
    ),
    /** Her other public profiles (Facebook, LinkedIn, Yelp, the NNA's signing agent directory…). */
    otherProfiles: z
      .array(otherProfile)
      .max(8)
      .superRefine(
        noRepeats((entry) => (entry as { url?: unknown } | null)?.url, "list each profile once", "url"),
        always,
      )
      .optional(),
  })
  .superRefine(withinTheLaw, always);

export type Business = z.infer<typeof businessSchema>;
export type TownSlug = (typeof townPageSlugs)[number];
