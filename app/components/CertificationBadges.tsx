import { Drawing } from "~/components/Drawing";
import { credentialFacts } from "~/content/credential-facts";
import { usePageLang } from "~/lib/page-lang";

/** "large": a row of four on wide screens; "small": two by two, for a narrow column. */
type BadgeSize = "small" | "large";

const listClasses: Record<BadgeSize, string> = {
  large: "mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-4 lg:gap-8",
  small: "grid grid-cols-2 gap-x-4 gap-y-5",
};

/**
 * The four credentials (spec: the certification badges), each a small
 * picture beside what it is and its figure, number or issuer, with the
 * commission linked to the state's public record. Each picture is a badge
 * image with its own text alternative (the spec's "image, alt text"), which
 * says what the badge stands for in a few more words than its title.
 */
export function CertificationBadges({ size = "large" }: { size?: BadgeSize }) {
  const facts = credentialFacts[usePageLang()];
  return (
    <ul className={listClasses[size]}>
      {facts.map((fact) => (
        <li key={fact.key} data-credential={fact.key} className="flex min-w-0 items-start gap-3">
          <Drawing
            name={`credential-${fact.key}`}
            size={48}
            label={fact.badgeAlt}
            className="size-10 shrink-0 sm:size-12"
          />
          <div className="min-w-0 text-sm sm:text-base">
            <p className="font-semibold text-ink">{fact.title}</p>
            {fact.detail && <p className="text-ink-muted">{fact.detail}</p>}
            {fact.check && (
              <a
                href={fact.check.href}
                rel="external noopener"
                className="mt-0.5 inline-block font-semibold text-brand-800 underline underline-offset-2 hover:no-underline"
              >
                {fact.check.label}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
