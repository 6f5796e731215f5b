import { Link } from "react-router";
import { CheckList } from "~/components/CheckList";
import { Icon } from "~/components/Icon";
import type { DocumentCategory } from "~/content/types";

type Columns = 2 | 3;

const columnClasses: Record<Columns, string> = {
  2: "grid gap-6 md:grid-cols-2",
  3: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
};

interface CategoryGridProps {
  categories: readonly DocumentCategory[];
  columns?: Columns;
}

/** Cards of document kinds, each with its examples and, if given, a link to its service. */
export function CategoryGrid({ categories, columns = 2 }: CategoryGridProps) {
  return (
    <ul className={columnClasses[columns]}>
      {categories.map((category) => (
        <li
          key={category.title}
          className="flex min-w-0 flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <Icon name={category.icon} />
            </span>
            {/* A long word ("Refinanciamiento") beside the icon must not push the card wider than a 320-pixel screen. */}
            <div className="min-w-0">
              <h3 className="text-xl font-semibold wrap-break-word hyphens-auto text-ink">{category.title}</h3>
              {category.subtitle && <p className="text-sm font-medium text-accent-700">{category.subtitle}</p>}
            </div>
          </div>
          <p className="mt-4 text-ink-muted">{category.description}</p>
          <div className="mt-5 flex-1 border-t border-brand-100 pt-5">
            <CheckList items={category.examples} />
          </div>
          {category.link && (
            <p className="mt-6">
              <Link
                to={category.link.to}
                className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:no-underline"
              >
                {category.link.label}
                <span aria-hidden="true">→</span>
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
