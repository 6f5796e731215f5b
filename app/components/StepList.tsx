export interface Step {
  title: string;
  description: string;
}

interface StepListProps {
  steps: readonly Step[];
}

/** Numbered steps of a process; the list itself carries the order. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="mb-4 flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-ink">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
