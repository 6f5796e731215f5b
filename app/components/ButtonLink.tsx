import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "goldInPair" | "outlineInPair" | "secondary" | "outline" | "outlineOnDark";

/** Whole class strings, looked up rather than built, so Tailwind sees them. */
export const buttonClasses: Record<ButtonVariant, string> = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-950 shadow-sm transition-colors hover:bg-accent-300",
  // A pair whose gold changes hands as the page runs (HeroFacts): one box for both, a 2 px border included,
  // so that neither button changes size, and as tall as a primary button, 48 px.
  goldInPair:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-accent-400 bg-accent-400 px-5 py-2.5 font-semibold text-brand-950 shadow-sm transition-colors hover:border-accent-300 hover:bg-accent-300",
  outlineInPair:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-white px-5 py-2.5 font-semibold text-white transition-colors hover:bg-white/10",
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
