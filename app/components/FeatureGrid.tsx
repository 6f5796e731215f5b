import { Icon } from "~/components/Icon";
import type { Feature } from "~/content/types";

type Columns = 1 | 2 | 3 | 4;

/**
 * "cards": each feature in its own card with the icon on top — for a few
 * features a visitor compares. "rows": icon beside the words, no card — for
 * reasons and promises read one after the other, in half the height.
 */
type FeatureLook = "cards" | "rows";

const columnClasses: Record<Columns, string> = {
  1: "grid gap-5",
  2: "grid gap-5 sm:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3",
  4: "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4",
};

const itemClasses: Record<FeatureLook, string> = {
  // On phones the icon sits beside the words, which saves a line of height per card.
  cards: "flex gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:block sm:p-6",
  rows: "flex gap-4",
};

const iconClasses: Record<FeatureLook, string> = {
  cards: "flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800 sm:mb-4 sm:size-12",
  rows: "flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-brand-900",
};

interface FeatureGridProps {
  features: readonly Feature[];
  columns?: Columns;
  look?: FeatureLook;
}

/** Icon, title and a sentence for each feature, as cards or as rows. */
export function FeatureGrid({ features, columns = 4, look = "cards" }: FeatureGridProps) {
  return (
    <ul className={columnClasses[columns]}>
      {features.map((feature) => (
        <li key={feature.title} className={itemClasses[look]}>
          <span className={iconClasses[look]}>
            <Icon name={feature.icon} />
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
            <p className="mt-1 text-ink-muted sm:mt-2">{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
