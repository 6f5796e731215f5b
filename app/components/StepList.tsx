import { usePageLang } from "~/lib/page-lang";
import type { Bilingual } from "~/vocabulary/lang";
import type { Step } from "~/vocabulary/step";

type Columns = 4 | 5;

/** Whole class strings, so Tailwind sees them; five steps get a row of five. */
const columnClasses: Record<Columns, string> = {
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  5: "grid gap-6 sm:grid-cols-2 lg:grid-cols-5",
};

/**
 * "cards": a card per step. "timeline": the numbers on a line that joins
 * them, the words beside each number on phones — the same steps in about
 * a third of the height, so a short process reads at a glance.
 */
type StepLook = "cards" | "timeline";

const itemClasses: Record<StepLook, string> = {
  cards: "rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6",
  // The line runs from each number down to the next (phones) or across to it (lg).
  timeline:
    "relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 pb-6 last:pb-0 before:absolute before:top-10 before:bottom-0 before:left-5 before:w-0.5 before:bg-accent-300 last:before:hidden lg:block lg:pb-0 lg:before:top-5 lg:before:right-0 lg:before:bottom-auto lg:before:left-12 lg:before:h-0.5 lg:before:w-auto",
};

const listClasses: Record<StepLook, Record<Columns, string>> = {
  cards: columnClasses,
  timeline: { 4: "lg:grid lg:grid-cols-4 lg:gap-8", 5: "lg:grid lg:grid-cols-5 lg:gap-8" },
};

const numberClasses: Record<StepLook, string> = {
  cards: "mb-4 flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white",
  timeline:
    "row-span-2 flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white lg:mb-4",
};

interface StepListProps {
  steps: readonly Step[];
  /** Steps in a row on wide screens; four unless the process has five. */
  columns?: Columns;
  look?: StepLook;
}

/** What a screen reader hears before each step's title, in the page's language. */
const stepWord: Bilingual<string> = { en: "Step", es: "Paso" };

/** Numbered steps of a process; the list itself carries the order. */
export function StepList({ steps, columns = 4, look = "cards" }: StepListProps) {
  const stepLabel = stepWord[usePageLang()];
  return (
    <ol className={listClasses[look][columns]}>
      {steps.map((step, index) => (
        <li key={step.title} className={itemClasses[look]}>
          <span aria-hidden="true" className={numberClasses[look]}>
            {index + 1}
          </span>
          <h3 className="self-center text-lg font-semibold text-ink">
            <span className="sr-only">
              {stepLabel} {index + 1}:{" "}
            </span>
            {step.title}
          </h3>
          <p className="mt-1 text-ink-muted sm:mt-2">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
