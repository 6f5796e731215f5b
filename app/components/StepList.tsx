import { usePageLang } from "~/lib/page-lang";
import type { Bilingual } from "~/vocabulary/lang";
import type { Step } from "~/vocabulary/step";

export type { Step };

type Columns = 4 | 5;

/** Whole class strings, so Tailwind sees them; five steps get a row of five. */
const columnClasses: Record<Columns, string> = {
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  5: "grid gap-6 sm:grid-cols-2 lg:grid-cols-5",
};

interface StepListProps {
  steps: readonly Step[];
  /** Steps in a row on wide screens; four unless the process has five. */
  columns?: Columns;
}

/** What a screen reader hears before each step's title, in the page's language. */
const stepWord: Bilingual<string> = { en: "Step", es: "Paso" };

/** Numbered steps of a process; the list itself carries the order. */
export function StepList({ steps, columns = 4 }: StepListProps) {
  const stepLabel = stepWord[usePageLang()];
  return (
    <ol className={columnClasses[columns]}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="mb-4 flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-ink">
            <span className="sr-only">
              {stepLabel} {index + 1}:{" "}
            </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
