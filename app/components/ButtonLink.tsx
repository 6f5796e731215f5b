import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant =
  | "primary"
  | "bookInPair"
  | "callInPair"
  | "bookInPairOnLight"
  | "callInPairOnLight"
  | "secondary"
  | "outline"
  | "outlineOnDark";

/* The pair whose gold changes hands while the page runs (ActionPair): one box for both, a 2 px border included,
   so that neither button changes size, and as tall as a primary button, 48 px. The gold follows the pair's
   data-status, which the page script sets (components/live-availability.ts): Book until she is available, then
   the call. */
const inPair =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 px-5 py-2.5 font-semibold transition-colors";
const goldInPair =
  "border-accent-400 bg-accent-400 text-brand-950 shadow-sm hover:border-accent-300 hover:bg-accent-300";
const outlineInPair = "border-white text-white hover:bg-white/10";
const outlineInPairOnLight = "border-brand-800 text-brand-800 hover:bg-brand-50";
/** The gold, once the pair says "open", for the call; the outline for Book. */
const goldWhileOpen =
  "pair-open:border-accent-400 pair-open:bg-accent-400 pair-open:text-brand-950 pair-open:shadow-sm pair-open:hover:border-accent-300 pair-open:hover:bg-accent-300";

/** Book's outline on a light background while the pair says "open": the hero's pair and the header's. */
export const bookOutlinedWhileOpenOnLight =
  "pair-open:border-brand-800 pair-open:bg-transparent pair-open:text-brand-800 pair-open:hover:bg-brand-50";

/** Whole class strings, looked up rather than built, so Tailwind sees them. */
export const buttonClasses: Record<ButtonVariant, string> = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-950 shadow-sm transition-colors hover:bg-accent-300",
  bookInPair: `${inPair} ${goldInPair} pair-open:border-white pair-open:bg-transparent pair-open:text-white pair-open:shadow-none pair-open:hover:bg-white/10`,
  callInPair: `${inPair} ${outlineInPair} ${goldWhileOpen}`,
  bookInPairOnLight: `${inPair} ${goldInPair} ${bookOutlinedWhileOpenOnLight} pair-open:shadow-none`,
  callInPairOnLight: `${inPair} ${outlineInPairOnLight} ${goldWhileOpen}`,
  secondary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700",
  outline:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-brand-800 px-5 py-3 font-semibold text-brand-800 transition-colors hover:bg-brand-50",
  outlineOnDark:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-white px-5 py-3 font-semibold text-white transition-colors hover:bg-white/10",
};

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** An in-site link styled as a button. */
export function ButtonLink({ to, variant = "primary", children }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClasses[variant]}>
      {children}
    </Link>
  );
}
