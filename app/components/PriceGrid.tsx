import type { PriceItem } from "~/content/pricing";

/** Each price as a term and its amount, so screen readers hear them paired. */
export function PriceGrid({ items }: { items: readonly PriceItem[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.title} className="rounded-xl border border-brand-100 bg-white p-6 text-center shadow-sm">
          <dt className="font-semibold text-ink">{item.title}</dt>
          <dd className="mt-3 text-4xl font-extrabold text-brand-800">{item.price}</dd>
          <dd className="mt-2 text-ink-muted">{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
