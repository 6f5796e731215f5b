import { Icon } from "~/components/Icon";

interface HoursLineProps {
  /** Read before the hours by screen readers ("Hours"). */
  label: string;
  /** The weekly hours in short form, from the facts. */
  hours: string;
}

/**
 * The hours line of the first screen: the weekly hours in short form, the
 * same in the prerendered HTML and after hydration. It holds the place of
 * the live "Available now until …" line (Availability), which takes its
 * place in HeroFacts once both are on one branch.
 */
export function HoursLine({ label, hours }: HoursLineProps) {
  return (
    <p data-hours-line className="flex items-start gap-2 text-brand-100">
      <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent-300" />
      <span>
        <span className="sr-only">{label}: </span>
        <span>{hours}</span>
      </span>
    </p>
  );
}
