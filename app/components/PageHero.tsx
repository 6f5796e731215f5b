import type { ReactNode } from "react";

/**
 * "brand": the navy band of the pages that sell a visit (home, services,
 * towns, contact), with the key facts and both actions. "paper": a light
 * band for the pages a visitor reads (articles, the blog, the FAQ, fees,
 * legal pages), so that reading starts calmly and each kind of page opens
 * differently.
 */
type HeroTone = "brand" | "paper";

const toneClasses: Record<HeroTone, { band: string; eyebrow: string; intro: string; above: string }> = {
  brand: {
    band: "bg-brand-900 text-white",
    eyebrow: "text-accent-300",
    intro: "text-brand-100",
    above: "text-brand-100",
  },
  paper: {
    band: "border-t-4 border-accent-400 bg-brand-50 text-ink",
    eyebrow: "text-accent-700",
    intro: "text-ink-muted",
    above: "text-ink-muted",
  },
};

interface PageHeroProps {
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  /** The key facts and the two actions under the intro (HeroFacts). */
  facts?: ReactNode;
  /** Calls to action, a breadcrumb trail or badges under the intro. */
  children?: ReactNode;
  /** Shown above the title, e.g. a breadcrumb trail. */
  above?: ReactNode;
  /** A picture beside the text from the md breakpoint up, e.g. the seal; hidden on small screens. */
  aside?: ReactNode;
  /**
   * A picture shown on every screen: above the words on a phone, beside them
   * from md — for the page whose first screen is a person (About).
   */
  figure?: ReactNode;
  tone?: HeroTone;
}

/** The band that opens every page, with the page's one h1. */
export function PageHero({
  title,
  eyebrow,
  intro,
  facts,
  children,
  above,
  aside,
  figure,
  tone = "brand",
}: PageHeroProps) {
  const colours = toneClasses[tone];
  const beside = figure ?? aside;
  // With nothing beside the words, at lg the actions take the right-hand
  // column, or the words are centred, so the band's right half is never empty.
  const layout = beside ? "stacked" : facts || children ? "columns" : "centred";
  // Below the sm breakpoint everything is a size smaller, so that the heading,
  // the key facts and both actions fit a phone's first screen.
  const heading = (
    <>
      {eyebrow && (
        <p className={`mb-2 text-xs font-semibold tracking-wider uppercase sm:mb-3 sm:text-sm ${colours.eyebrow}`}>
          {eyebrow}
        </p>
      )}
      <h1 className="text-[1.75rem]/tight font-extrabold tracking-tight text-balance sm:text-5xl print:text-3xl">
        {title}
      </h1>
      {intro && (
        <div className={`mt-3 text-pretty sm:mt-5 sm:text-xl print:mt-3 print:text-base ${colours.intro}`}>{intro}</div>
      )}
    </>
  );
  const actions = (
    <>
      {facts}
      {children && <div className="mt-5 flex flex-wrap gap-3 sm:mt-8 print:hidden">{children}</div>}
    </>
  );
  const text =
    layout === "columns" ? (
      <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end lg:gap-12">
        <div className="max-w-3xl">{heading}</div>
        <div className="lg:[&>:first-child]:mt-0">{actions}</div>
      </div>
    ) : (
      <div className={layout === "centred" ? "max-w-3xl lg:mx-auto lg:text-center" : "max-w-3xl"}>
        {heading}
        {actions}
      </div>
    );
  return (
    <div data-page-hero className={`px-4 pt-5 pb-10 sm:py-20 print:px-0 print:pt-4 print:pb-0 ${colours.band}`}>
      <div data-page-hero-content className="mx-auto max-w-6xl">
        {above && <div className={`mb-3 sm:mb-6 print:mb-2 ${colours.above}`}>{above}</div>}
        {figure ? (
          <div className="flex flex-col gap-5 md:flex-row-reverse md:items-center md:justify-between md:gap-12">
            <div className="w-24 shrink-0 sm:w-44 md:w-72 print:hidden">{figure}</div>
            {text}
          </div>
        ) : aside ? (
          <div className="flex items-center justify-between gap-10">
            {text}
            <div className="hidden shrink-0 md:block print:hidden">{aside}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </div>
  );
}
