import { Link } from "react-router";
import { actionWords } from "~/content/actions";
import { usePageLang } from "~/lib/page-lang";

const tones = {
  light: "text-brand-800 decoration-brand-300 hover:decoration-brand-800",
  dark: "text-accent-200 decoration-accent-400 hover:decoration-accent-200",
} as const;

/** Beside a stated price: the way to the fee estimator, which works out her total and books it. */
export function EstimateLink({ tone = "light", className = "" }: { tone?: keyof typeof tones; className?: string }) {
  const { estimate } = actionWords[usePageLang()];
  return (
    <Link
      to={estimate.to}
      className={`inline-flex min-h-6 items-center font-semibold underline underline-offset-4 ${tones[tone]} ${className}`}
    >
      {estimate.total}
      <span aria-hidden="true">&nbsp;→</span>
    </Link>
  );
}
