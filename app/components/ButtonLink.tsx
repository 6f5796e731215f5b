import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "primaryFramed" | "secondary" | "outline" | "outlineOnDark";

/** Whole class strings, looked up rather than built, so Tailwind sees them. */
export const buttonClasses: Record<ButtonVariant, string> = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-950 shadow-sm transition-colors hover:bg-accent-300",
  // The primary's colours in the outlined buttons' box (a 2 px border of its own gold): for a pair whose gold
  // changes hands as the page runs (HeroFacts), so that neither button changes size.
  primaryFramed:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-accent-400 bg-accent-400 px-5 py-3 font-semibold text-brand-950 shadow-sm transition-colors hover:border-accent-300 hover:bg-accent-300",
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
