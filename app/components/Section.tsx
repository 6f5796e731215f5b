import type { ReactNode } from "react";

export type SectionTone = "plain" | "muted" | "brand";

/**
 * How the heading sits: centred over the content, or (from the md
 * breakpoint) in a narrow column beside it — which lets a short list share
 * the screen with its heading instead of running under it.
 */
type SectionLayout = "centred" | "beside";

const toneClasses: Record<SectionTone, string> = {
  plain: "bg-white text-ink",
  muted: "bg-brand-50 text-ink",
  brand: "bg-brand-900 text-white",
};

const eyebrowToneClasses: Record<SectionTone, string> = {
  plain: "text-accent-700",
  muted: "text-accent-700",
  brand: "text-accent-300",
};

const introToneClasses: Record<SectionTone, string> = {
  plain: "text-ink-muted",
  muted: "text-ink-muted",
  brand: "text-brand-100",
};

const layoutClasses: Record<SectionLayout, { frame: string; header: string }> = {
  centred: { frame: "", header: "mx-auto mb-6 max-w-3xl text-center sm:mb-10" },
  beside: {
    frame: "md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-12",
    header: "mb-6 md:mb-0",
  },
};

interface SectionProps {
  /** Becomes the heading's id, so the section is named by its heading. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  layout?: SectionLayout;
  /** Shown under the heading and intro, e.g. a link on from a "beside" heading. */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/** A page band with an h2 that names it for assistive technology. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = "plain",
  layout = "centred",
  headerExtra,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const { frame, header } = layoutClasses[layout];
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-24 px-4 py-8 sm:py-20 print:px-0 print:py-6 ${toneClasses[tone]}`}
    >
      <div className={`mx-auto max-w-6xl ${frame}`}>
        <div className={`${header} print:mb-4`}>
          {eyebrow && (
            <p className={`mb-2 text-sm font-semibold tracking-wider uppercase ${eyebrowToneClasses[tone]}`}>
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-4xl print:text-2xl">
            {title}
          </h2>
          {intro && <div className={`mt-3 text-pretty sm:mt-4 sm:text-lg ${introToneClasses[tone]}`}>{intro}</div>}
          {headerExtra && <div className="mt-4 print:hidden">{headerExtra}</div>}
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}
