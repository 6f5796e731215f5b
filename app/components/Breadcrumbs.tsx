import { Link } from "react-router";
import { useShellWords } from "~/components/shell-words";
import type { Crumb } from "~/lib/structured-data";

interface BreadcrumbsProps {
  /** From the home page down to the current page, which is last. */
  crumbs: readonly Crumb[];
}

/** The visible trail; pair it with breadcrumbJsonLd(crumbs) in the page's meta. */
export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const label = useShellWords().navLabels.breadcrumb;
  return (
    <nav aria-label={label} className="text-sm print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {isCurrent ? (
                <span aria-current="page" className="font-semibold">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="underline underline-offset-2 hover:no-underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
