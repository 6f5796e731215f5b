/**
 * The fee estimator's arithmetic, without markup: what a visit costs for the
 * acts a visitor picks, from the owner's prices, held to Pennsylvania's fee
 * schedule (business.json `fees` and `feeSchedule`,
 * docs/decisions/017-fee-schedule.md).
 *
 * The schema already refuses a price over its legal maximum; the estimator
 * caps each price at the maximum as well, so no estimate can state an illegal
 * price even from facts that escaped the check.
 */
import type { Business } from "../facts/schemas/business";

/** The acts a visitor can pick, in the order the form shows them. */
export const ACT_KINDS = ["acknowledgment", "additionalSigner", "oath", "certifiedCopyPage", "witnessing"] as const;
export type ActKind = (typeof ACT_KINDS)[number];

export type Mode = "inPerson" | "remote";

/** Where the notary travels to: a town with a page, elsewhere within the flat-fee radius, or farther. */
export type Place = { kind: "town"; slug: string } | { kind: "within" } | { kind: "farther" };

export interface EstimateInput {
  counts: Partial<Record<ActKind, number>>;
  mode: Mode;
  place: Place;
}

export type FeeFacts = Pick<Business, "fees" | "feeSchedule">;

/** The most of one act a visitor can ask the estimator about; more is a conversation. */
export const MAX_COUNT = 50;

/** The schedule's maximum for each act the estimator offers. */
export function legalMaxUsd(act: ActKind, schedule: FeeFacts["feeSchedule"]): number {
  const max = schedule.maxUsd;
  const byAct: Record<ActKind, number> = {
    acknowledgment: max.acknowledgment,
    additionalSigner: max.additionalSigner,
    oath: max.oathOrAffirmation,
    certifiedCopyPage: max.certifiedCopyPage,
    witnessing: max.signatureWitnessing,
  };
  return byAct[act];
}

/** The owner's price for one act in person, never above its legal maximum. */
export function priceUsd(act: ActKind, { fees, feeSchedule }: FeeFacts): number {
  const own = act === "additionalSigner" ? fees.additionalSignerUsd : fees.perNotarialActUsd;
  return Math.min(own, legalMaxUsd(act, feeSchedule));
}

/**
 * Whether an act can be done in a remote online session. A certified copy
 * needs the original in the notary's hands, so it is made in person only.
 */
export function offeredRemotely(act: ActKind): boolean {
  return act !== "certifiedCopyPage";
}

/**
 * Whether the remote surcharge is added to this act. It is charged per
 * notarial act: once per acknowledgment, not again for each additional
 * signer on it (the reading that can never overcharge; decision 017).
 */
export function takesRemoteSurcharge(act: ActKind): boolean {
  return act !== "additionalSigner" && offeredRemotely(act);
}

/** The owner's surcharge per remote act, never above the legal maximum. */
export function remoteSurchargeUsd({ fees, feeSchedule }: FeeFacts): number {
  return Math.min(fees.remoteSurchargeUsd, feeSchedule.maxUsd.remoteSurcharge);
}

/**
 * The acts a visitor's "how many documents, how many people sign each" make,
 * as Pennsylvania's schedule counts them (4 Pa. Code § 167.3): one
 * acknowledgment per document, whose fee covers its first signer, and one
 * additional signer for each other person named on it. Like every count,
 * at most MAX_COUNT: more is a conversation.
 */
export function signingCounts(
  documents: number,
  signersEach: number,
): Pick<EstimateInput["counts"], "acknowledgment" | "additionalSigner"> {
  const docs = toCount(documents);
  const others = Math.max(0, toCount(signersEach) - 1);
  return { acknowledgment: docs, additionalSigner: Math.min(docs * others, MAX_COUNT) };
}

/** A count as typed into a form: a whole number from 0 to MAX_COUNT; anything else is 0. */
export function toCount(value: unknown): number {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < 0) return 0;
  return Math.min(Math.floor(number), MAX_COUNT);
}

interface ActLine {
  act: ActKind;
  count: number;
  unitUsd: number;
  amountUsd: number;
}

type Travel = { kind: "flat"; amountUsd: number } | { kind: "quoted" } | { kind: "none" };

export interface Estimate {
  /** One line per act picked, in the form's order. */
  acts: ActLine[];
  /** The remote surcharge, once per act that takes it; absent in person. */
  remoteSurcharge?: { count: number; unitUsd: number; amountUsd: number };
  travel: Travel;
  /** The evening and weekend surcharge: 0 when there is none. */
  afterHoursUsd: number;
  /** Acts picked but left out: certified copies in a remote session, additional signers without an acknowledgment. */
  leftOut: ActKind[];
  /** The sum of every line; travel beyond the radius is quoted separately and not in it. */
  totalUsd: number;
}

export function estimate(input: EstimateInput, facts: FeeFacts): Estimate {
  const { fees } = facts;
  const remote = input.mode === "remote";
  const counts = Object.fromEntries(ACT_KINDS.map((act) => [act, toCount(input.counts[act])])) as Record<
    ActKind,
    number
  >;
  const leftOut: ActKind[] = [];
  const acts: ActLine[] = [];
  for (const act of ACT_KINDS) {
    const count = counts[act];
    if (count === 0) continue;
    const orphanSigners = act === "additionalSigner" && counts.acknowledgment === 0;
    if ((remote && !offeredRemotely(act)) || orphanSigners) {
      leftOut.push(act);
      continue;
    }
    const unitUsd = priceUsd(act, facts);
    acts.push({ act, count, unitUsd, amountUsd: count * unitUsd });
  }

  const surchargedActs = acts.filter((line) => takesRemoteSurcharge(line.act)).reduce((sum, l) => sum + l.count, 0);
  const surchargeUnit = remoteSurchargeUsd(facts);
  const remoteSurcharge =
    remote && surchargedActs > 0
      ? { count: surchargedActs, unitUsd: surchargeUnit, amountUsd: surchargedActs * surchargeUnit }
      : undefined;

  const travel: Travel = remote
    ? { kind: "none" }
    : input.place.kind === "farther"
      ? { kind: "quoted" }
      : { kind: "flat", amountUsd: fees.travelUsd };
  // Every appointment falls in the evenings or at a weekend, in person or online.
  const afterHoursUsd = fees.afterHoursSurchargeUsd;

  const totalUsd =
    acts.reduce((sum, line) => sum + line.amountUsd, 0) +
    (remoteSurcharge?.amountUsd ?? 0) +
    (travel.kind === "flat" ? travel.amountUsd : 0) +
    afterHoursUsd;

  return { acts, remoteSurcharge, travel, afterHoursUsd, leftOut, totalUsd };
}
