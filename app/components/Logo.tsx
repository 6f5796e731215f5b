import { Link } from "react-router";
import { Drawing } from "~/components/Drawing";
import { useShellWords } from "~/components/shell-words";
import { site } from "~/facts/site.config";

/** The seal and the business name; the name is text, so it reads and scales. */
export function Logo() {
  const copy = useShellWords();
  return (
    <Link to={copy.home} className="flex shrink-0 items-center gap-2 rounded-md text-brand-900">
      <Drawing name="logo-mark" size={40} className="size-10 shrink-0" />
      {/* Below the sm breakpoint the header has room for the seal only; the
          name stays in the accessibility tree as the link's name. */}
      <span className="sr-only leading-tight sm:not-sr-only">
        <span className="block font-heading text-lg font-bold whitespace-nowrap">{site.businessName}</span>
        {/* Beside the desktop navigation the row has room for the name alone. */}
        <span className="block text-xs whitespace-nowrap text-ink-muted xl:hidden 2xl:block">{copy.tagline}</span>
      </span>
    </Link>
  );
}
