import { Link } from "react-router";
import { useShellWords } from "~/components/shell-words";
import { usePageLang, useOtherLanguagePath } from "~/lib/page-lang";
import { otherLang } from "~/vocabulary/lang";

/**
 * The same page in the other language (or, for an article that exists only
 * in English, the nearest Spanish page), named in that language. Narrow
 * screens show the two-letter code; the full name stays the link's name.
 */
export function LanguageSwitch() {
  const lang = usePageLang();
  const target = otherLang(lang);
  const { label, hint } = useShellWords().languageSwitch;
  return (
    <Link
      to={useOtherLanguagePath()}
      lang={target}
      hrefLang={target}
      title={hint}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 font-semibold text-brand-800 underline decoration-accent-400 decoration-2 underline-offset-4 hover:bg-brand-50 print:hidden"
    >
      <span className="sm:hidden" aria-hidden="true">
        {target.toUpperCase()}
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Link>
  );
}
