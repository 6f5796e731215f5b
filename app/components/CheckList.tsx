import { TextWithPhrases } from "~/components/TextWithPhrases";

type Columns = 1 | 2 | 3;

const columnClasses: Record<Columns, string> = {
  1: "grid gap-3",
  2: "grid gap-3 sm:grid-cols-2",
  3: "grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
};

interface CheckListProps {
  items: readonly string[];
  columns?: Columns;
}

/** A list whose items each carry a check mark: requirements, examples, places. */
export function CheckList({ items, columns = 1 }: CheckListProps) {
  return (
    <ul className={columnClasses[columns]}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-brand-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          <span>
            <TextWithPhrases text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
