import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { ContactDetails } from "~/components/ContactDetails";
import { EstimateLink } from "~/components/EstimateLink";

interface CtaLink {
  to: string;
  label: string;
}

interface ClosingCtaProps {
  title: string;
  text: string;
  /** The main in-site action, usually to /contact. */
  primary: CtaLink;
  /** An optional second in-site link, e.g. back to all services. */
  secondary?: CtaLink;
}

/**
 * The dark band that closes a page: a sentence, phone, e-mail and hours from
 * the config, a call link and one or two in-site links.
 */
export function ClosingCta({ title, text, primary, secondary }: ClosingCtaProps) {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-brand-900 px-4 py-8 text-white sm:py-20 print:hidden">
      <div className="mx-auto max-w-5xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="closing-cta-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-3 text-pretty text-brand-100 sm:mt-4 sm:text-lg">{text}</p>
        </div>
        <div className="mt-6 sm:mt-10">
          <ContactDetails tone="dark" />
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-10">
          <ButtonLink to={primary.to}>{primary.label}</ButtonLink>
          <CallLink variant="outlineOnDark" />
          {secondary && (
            <ButtonLink to={secondary.to} variant="outlineOnDark">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
        <p className="mt-6 text-center">
          <EstimateLink tone="dark" />
        </p>
      </div>
    </section>
  );
}
