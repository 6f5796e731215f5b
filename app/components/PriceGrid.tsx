import type { PriceItem } from "~/content/pricing";
import { EstimateLink } from "./EstimateLink";

/**
 * "cards": a white card per price. "band": the figures large on the dark
 * band, two by two on phones, so the four prices fill one screen together.
 */
export type PriceLook = "cards" | "band";

const classes: Record<PriceLook, { list: string; item: string; term: string; price: string; detail: string }> = {
  cards: {
    list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    item: "rounded-xl border border-brand-100 bg-white p-6 text-center shadow-sm",
    term: "font-semibold text-ink",
    price: "mt-3 text-4xl font-extrabold text-brand-800",
    detail: "mt-2 text-ink-muted",
  },
  band: {
    list: "grid grid-cols-2 gap-x-4 gap-y-6 lg:grid-cols-4 lg:gap-8",
    item: "flex min-w-0 flex-col border-t-2 border-accent-400 pt-3",
    term: "order-2 mt-1 font-semibold text-white",
    price: "order-1 text-4xl font-extrabold text-accent-300 sm:text-5xl",
    detail: "order-3 mt-1 text-sm text-brand-100",
  },
};

/** Each price as a term and its amount, so screen readers hear them paired. */
export function PriceGrid({ items, look = "cards" }: { items: readonly PriceItem[]; look?: PriceLook }) {
  const style = classes[look];
  return (
    <>
      <dl className={style.list}>
        {items.map((item) => (
          <div key={item.title} className={style.item}>
            <dt className={style.term}>{item.title}</dt>
            <dd className={style.price}>{item.price}</dd>
            <dd className={style.detail}>{item.detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-center">
        <EstimateLink tone={look === "band" ? "dark" : "light"} />
      </p>
    </>
  );
}
