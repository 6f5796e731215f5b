import { Icon } from "~/components/Icon";
import type { FaqItem } from "~/content/faq";

interface FaqListProps {
  items: readonly FaqItem[];
}

/**
 * Questions as the platform's own disclosures, <details> and <summary>: the
 * browser opens and closes each answer, before the page's JavaScript has run
 * or without it, from the mouse, a tap or the keyboard, and tells assistive
 * technology whether it is expanded. Each opens on its own, so a visitor can
 * compare several answers at once. Questions are h3s, under the section's h2
 * (a summary may hold a heading). Nothing here needs React state.
 */
export function FaqList({ items }: FaqListProps) {
  return (
    <div className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-ink hover:bg-brand-50 sm:px-5 sm:py-4 sm:text-lg [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <Icon
              name="chevron"
              className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-4 pb-4 text-ink-muted sm:px-5 sm:pb-5">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
