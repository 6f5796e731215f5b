import type { ReactNode } from "react";

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
}

/** The dark band that opens every page, with the page's one h1. */
export function PageHero({ title, eyebrow, intro, facts, children, above, aside }: PageHeroProps) {
  // Below the sm breakpoint everything is a size smaller, so that the heading,
  // the key facts and both actions fit a phone's first screen.
  const text = (
    <div className="max-w-3xl">
      {eyebrow && (
        <p className="mb-2 text-xs font-semibold tracking-wider text-accent-300 uppercase sm:mb-3 sm:text-sm">
          {eyebrow}
        </p>
      )}
      <h1 className="text-[1.75rem]/tight font-extrabold tracking-tight text-balance hyphens-auto sm:text-5xl print:text-3xl">
        {title}
      </h1>
      {intro && (
        <div className="mt-3 text-pretty text-brand-100 sm:mt-5 sm:text-xl print:mt-3 print:text-base">{intro}</div>
      )}
      {facts}
      {children && <div className="mt-8 flex flex-wrap gap-3 print:hidden">{children}</div>}
    </div>
  );
  return (
    <div className="bg-brand-900 px-4 pt-5 pb-10 text-white sm:py-20 print:px-0 print:pt-4 print:pb-0">
      <div className="mx-auto max-w-6xl">
        {above && <div className="mb-3 text-brand-100 sm:mb-6 print:mb-2">{above}</div>}
        {aside ? (
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
