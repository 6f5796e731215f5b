import { Icon } from "~/components/Icon";
import type { Feature } from "~/content/types";

type Columns = 3 | 4;

const columnClasses: Record<Columns, string> = {
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
};

interface FeatureGridProps {
  features: readonly Feature[];
  columns?: Columns;
}

/** Icon, title and a sentence, in a responsive grid of cards. */
export function FeatureGrid({ features, columns = 4 }: FeatureGridProps) {
  return (
    <ul className={columnClasses[columns]}>
      {features.map((feature) => (
        <li key={feature.title} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
            <Icon name={feature.icon} />
          </span>
          <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
          <p className="mt-2 text-ink-muted">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
