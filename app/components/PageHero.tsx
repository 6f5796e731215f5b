import type { ReactNode } from "react";

interface PageHeroProps {
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  /** Calls to action, a breadcrumb trail or badges under the intro. */
  children?: ReactNode;
  /** Shown above the title, e.g. a breadcrumb trail. */
  above?: ReactNode;
  /** A picture beside the text from the md breakpoint up, e.g. the seal; hidden on small screens. */
  aside?: ReactNode;
}

/** The dark band that opens every page, with the page's one h1. */
export function PageHero({ title, eyebrow, intro, children, above, aside }: PageHeroProps) {
  const text = (
    <div className="max-w-3xl">
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wider text-accent-300 uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-extrabold tracking-tight text-balance hyphens-auto sm:text-5xl">{title}</h1>
      {intro && <div className="mt-5 text-lg text-pretty text-brand-100 sm:text-xl">{intro}</div>}
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </div>
  );
  return (
    <div className="bg-brand-900 px-4 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-6xl">
        {above && <div className="mb-6 text-brand-100">{above}</div>}
        {aside ? (
          <div className="flex items-center justify-between gap-10">
            {text}
            <div className="hidden shrink-0 md:block">{aside}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </div>
  );
}
