import { useId, useState } from "react";
import type { FaqItem } from "~/content/faq";

interface FaqListProps {
  items: readonly FaqItem[];
}

/**
 * Questions as disclosure buttons: each opens on its own, so a visitor can
 * compare several answers at once. Questions are h3s, under the section's h2.
 */
export function FaqList({ items }: FaqListProps) {
  return (
    <div className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
      {items.map((item) => (
        <FaqDisclosure key={item.id} item={item} />
      ))}
    </div>
  );
}

function FaqDisclosure({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const idPrefix = useId();
  const panelId = `${idPrefix}-answer`;

  return (
    <div>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-ink hover:bg-brand-50 sm:px-5 sm:py-4 sm:text-lg"
        >
          {item.question}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={
              open
                ? "size-5 shrink-0 rotate-180 transition-transform motion-reduce:transition-none"
                : "size-5 shrink-0 transition-transform motion-reduce:transition-none"
            }
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-4 text-ink-muted sm:px-5 sm:pb-5">
        <p>{item.answer}</p>
      </div>
    </div>
  );
}
