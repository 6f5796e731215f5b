/**
 * Finds every price a page states for a notarial act, and the most
 * Pennsylvania allows for it, so a test can fail on any price over the legal
 * maximum (design.md §7, docs/decisions/017-fee-schedule.md).
 *
 * The rule, as a reader would apply it:
 *
 * 1. A dollar amount belongs to the smallest piece of text that states it:
 *    - in a table, its cell read with the cell's row heading and column
 *      heading ("Acknowledgment, first signer" + "Online" + "$25");
 *    - in a definition list, the term with its descriptions (a price card:
 *      "Notarial act" + "$5" + "per act…");
 *    - otherwise its paragraph, list item, heading, label or caption;
 *    and within that, its clause: text up to a full stop, a semicolon, a
 *    ", plus" / ", and", or a "plus", "and" or "(" right before another
 *    amount ("$5 for the first signer and $2 for each additional signer"
 *    is two clauses).
 * 2. The amount is a notarial price if its clause names a notarial act
 *    (acknowledgment, additional signer, oath, affirmation, jurat,
 *    verification, certified copy, witnessing, "notarial act", "per act",
 *    notarization — in English or Spanish). A clause that names travel, a
 *    bond or insurance states some other fee and is not checked; neither is
 *    an amount after "=", which is a sum of several acts (the estimator's
 *    "2 × $5 = $10"; its unit price, "$5", is checked).
 * 3. Its cap is the largest maximum among the acts the clause names (an
 *    "additional signer" is held to that maximum alone, even beside the word
 *    acknowledgment); a clause that names only a notarial act in general is
 *    held to the largest act maximum. If the clause says remote, online or
 *    electronic, the remote surcharge's maximum is added.
 *
 * The rule errs toward checking: an unrelated amount in a clause that names
 * an act is held to the cap too, and a failure names the clause to look at.
 */
import type { FeeSchedule } from "../../app/facts/schemas/business";

export type ActWord =
  "acknowledgment" | "additionalSigner" | "oath" | "verification" | "certifiedCopy" | "witnessing" | "notarialAct";

export interface StatedPrice {
  amount: number;
  /** The acts its clause names. */
  acts: ActWord[];
  remote: boolean;
  /** The most Pennsylvania allows for what the clause names. */
  cap: number;
  /** The clause, as read. */
  clause: string;
  /** The id of the page section it is in, if any. */
  section?: string;
}

const ACT_PATTERNS: Record<ActWord, RegExp> = {
  additionalSigner: /additional signer|each additional|firmantes? adicional/i,
  acknowledgment: /acknowledge?ment|reconocimiento/i,
  oath: /\boath|affirmation|\bjurat|juramento|afirmaci[oó]n/i,
  verification: /verification|verificaci[oó]n/i,
  certifiedCopy: /certified (?:copy|copies|page)|copias? certificadas?/i,
  witnessing: /witness|testigo|presenciad/i,
  notarialAct: /notarial acts?|\bper act\b|\bacts?\b|notariz|actos? notarial|por acto|notarizaci[oó]n/i,
};
const REMOTE = /remote|online|electronic|remot[ao]|en l[ií]nea|electr[oó]nic/i;
const OTHER_FEE = /\b(?:travel|trip|mileage|bond|insurance|viaje|traslado|fianza|seguro)\b/i;
const AMOUNT = /(=\s*)?(?:US)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)/g;
const CLAUSE_BREAK =
  /(?<=[.!?])\s+|;\s*|,\s+(?=(?:plus|and|más|y)\s)|\s+(?:plus|más|and|y)\s+(?=(?:US)?\$)|\s*\((?=(?:US)?\$)/i;

const UNIT_TAGS = new Set([
  "P",
  "LI",
  "DT",
  "DD",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "CAPTION",
  "FIGCAPTION",
  "BLOCKQUOTE",
  "LABEL",
  "OPTION",
  "SUMMARY",
  "BUTTON",
  "TD",
  "TH",
]);

/** An element's text with a space between its parts, so "<dt>Notarial act</dt><dd>$5</dd>" reads as two words. */
function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === 3) parts.push(current.textContent ?? "");
    else if (current.nodeType === 1 && !["SCRIPT", "STYLE", "TEMPLATE"].includes((current as Element).tagName)) {
      current.childNodes.forEach(walk);
    }
  };
  walk(node);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** The headings a table cell is read with: its row's header cells and its column's. */
function cellHeadings(cell: Element): string {
  const row = cell.closest("tr");
  const table = cell.closest("table");
  if (!row || !table) return "";
  const rowHeads = [...row.children].filter((child) => child !== cell && child.tagName === "TH").map(textOf);
  const index = [...row.children].indexOf(cell);
  const headRow = table.querySelector("thead tr");
  const columnHead = headRow && headRow !== row ? headRow.children[index] : undefined;
  return [...rowHeads, columnHead ? textOf(columnHead) : ""].join(" ");
}

/** The piece of text an amount belongs to (rule 1), and the headings it is read with. */
function unitOf(element: Element): { unit: Element; headings: string } {
  let unit: Element | null = element;
  while (unit && !UNIT_TAGS.has(unit.tagName)) unit = unit.parentElement;
  if (!unit) return { unit: element, headings: "" };
  if (unit.tagName === "TD" || unit.tagName === "TH") return { unit, headings: cellHeadings(unit) };
  if (unit.tagName === "DT" || unit.tagName === "DD") {
    const parent = unit.parentElement;
    // A term and its descriptions, grouped in a <div> inside the list or not.
    if (parent && parent.tagName === "DIV" && parent.parentElement?.tagName === "DL")
      return { unit: parent, headings: "" };
    let term: Element | null = unit;
    while (term && term.tagName !== "DT") term = term.previousElementSibling;
    return { unit, headings: term && term !== unit ? textOf(term) : "" };
  }
  return { unit, headings: "" };
}

function capFor(acts: ActWord[], remote: boolean, max: FeeSchedule["maxUsd"]): number {
  const byAct: Record<Exclude<ActWord, "notarialAct">, number> = {
    acknowledgment: max.acknowledgment,
    additionalSigner: max.additionalSigner,
    oath: max.oathOrAffirmation,
    verification: max.verification,
    certifiedCopy: max.certifiedCopyPage,
    witnessing: max.signatureWitnessing,
  };
  const specific = acts.filter((act): act is Exclude<ActWord, "notarialAct"> => act !== "notarialAct");
  const named = specific.includes("additionalSigner") ? ["additionalSigner" as const] : specific;
  const caps = named.length > 0 ? named.map((act) => byAct[act]) : Object.values(byAct);
  return Math.max(...caps) + (remote ? max.remoteSurcharge : 0);
}

/** Every notarial price stated in `root` (rules 1–3), with its cap. */
export function findStatedPrices(root: ParentNode, schedule: Pick<FeeSchedule, "maxUsd">): StatedPrice[] {
  const document = (root as Node).ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root as Node, 4 /* NodeFilter.SHOW_TEXT */);
  const units = new Map<Element, string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !/\$\s?\d/.test(node.textContent ?? "") || parent.closest("script, style, template")) continue;
    const { unit, headings } = unitOf(parent);
    units.set(unit, headings);
  }

  const prices: StatedPrice[] = [];
  for (const [unit, headings] of units) {
    const section = unit.closest("section[id]")?.id;
    const text = textOf(unit);
    const clauses = headings ? [`${headings} ${text}`] : text.split(CLAUSE_BREAK);
    for (const clause of clauses) {
      if (!clause || OTHER_FEE.test(clause)) continue;
      const acts = (Object.keys(ACT_PATTERNS) as ActWord[]).filter((act) => ACT_PATTERNS[act].test(clause));
      if (acts.length === 0) continue;
      const remote = REMOTE.test(clause);
      const cap = capFor(acts, remote, schedule.maxUsd);
      for (const match of clause.matchAll(AMOUNT)) {
        if (match[1]) continue; // after "=": a sum of several acts
        const amount = Number((match[2] ?? "").replace(/,/g, ""));
        prices.push({ amount, acts, remote, cap, clause: clause.slice(0, 200), section });
      }
    }
  }
  return prices;
}
