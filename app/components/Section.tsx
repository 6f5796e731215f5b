import type { ReactNode } from "react";

export type SectionTone = "plain" | "muted" | "brand";

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

interface SectionProps {
  /** Becomes the heading's id, so the section is named by its heading. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  children: ReactNode;
}

/** A page band with an h2 that names it for assistive technology. */
export function Section({ id, title, eyebrow, intro, tone = "plain", children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 px-4 py-14 sm:py-20 print:px-0 print:py-6 ${toneClasses[tone]}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-3xl text-center print:mb-4">
          {eyebrow && (
            <p className={`mb-2 text-sm font-semibold tracking-wider uppercase ${eyebrowToneClasses[tone]}`}>
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl print:text-2xl">
            {title}
          </h2>
          {intro && <div className={`mt-4 text-lg text-pretty ${introToneClasses[tone]}`}>{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
