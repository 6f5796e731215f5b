import type { Route } from "./+types/contact";
import { AppointmentForm } from "~/components/AppointmentForm";
import { AvailabilityClosures } from "~/components/AvailabilityClosures";
import { buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ContactDetails } from "~/components/ContactDetails";
import { FaqList } from "~/components/FaqList";
import { HeroFacts } from "~/components/HeroFacts";
import { Icon } from "~/components/Icon";
import { WhatsAppButton } from "~/components/WhatsAppButton";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { appointmentFormCopy, thankYouPaths } from "~/content/appointment-copy";
import { contactPage } from "~/content/contact";
import { whatsAppLinks } from "~/content/contact-ways";
import { heroFactsIn } from "~/content/hero-facts";
import { contactHrefs } from "~/lib/contact-links";
import { wallDateAt } from "~/lib/availability";
import { absoluteUrl } from "~/lib/seo";
import { REQUEST_FORM_ID } from "~/lib/special-paths";
import { pageHead } from "~/page-head";
import { langOfPath } from "~/vocabulary/lang";

/**
 * Runs at build time, once for each language's address: the page's words
 * travel as data, not JavaScript, and only in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langOfPath(path);
  const page = contactPage[lang];
  return {
    head: pageHead({ title: page.metaTitle, description: page.description, path }),
    page,
    facts: heroFactsIn(lang),
    // Only when the owner has a WhatsApp number; its message is in the page's language.
    whatsApp: whatsAppLinks?.[lang],
    formCopy: appointmentFormCopy[lang],
    thankYouUrl: absoluteUrl(thankYouPaths[lang]),
    // Her days off are listed from the day the page is built; the browser drops those over since.
    builtOn: wallDateAt(new Date()),
  };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, facts, whatsApp, formCopy, thankYouUrl, builtOn } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={<p>{page.intro}</p>}
        facts={
          <HeroFacts facts={facts} book={{ to: `#${REQUEST_FORM_ID}`, label: facts.bookHere }} lead="call">
            <a href={contactHrefs.text} className={buttonClasses.outlineOnDark}>
              <Icon name="message" className="size-5" />
              {page.text}
            </a>
            <WhatsAppButton link={whatsApp} />
          </HeroFacts>
        }
      />

      <section aria-labelledby="details-heading" className="border-b border-brand-100 px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="details-heading" className="sr-only">
            {page.detailsHeading}
          </h2>
          <ContactDetails />
          <AvailabilityClosures builtOn={builtOn} />
        </div>
      </section>

      <section id={REQUEST_FORM_ID} aria-labelledby="request-heading" className="scroll-mt-20 px-4 py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="request-heading" className="text-3xl font-bold tracking-tight text-ink">
              {formCopy.heading}
            </h2>
            <p className="mt-3 mb-8 text-lg text-ink-muted">{formCopy.intro}</p>
            <AppointmentForm copy={formCopy} thankYouUrl={thankYouUrl} />
          </div>
          <aside aria-labelledby="note-heading" className="space-y-8">
            <div className="rounded-2xl bg-brand-50 p-6">
              <h2 id="note-heading" className="text-xl font-bold text-ink">
                {page.noteHeading}
              </h2>
              {page.personalNote.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-ink-muted">
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="rounded-2xl border-2 border-accent-400 p-6">
              <h2 className="text-xl font-bold text-ink">{page.urgentHeading}</h2>
              <p className="mt-2 text-ink-muted">{page.urgentText}</p>
              <div className="mt-4">
                <CallLink variant="secondary">{page.callNow}</CallLink>
              </div>
            </div>
            <CertificationBadges size="small" />
          </aside>
        </div>
      </section>

      <Section id="contact-faq" title={page.faqTitle} tone="muted">
        <div className="mx-auto max-w-3xl">
          <FaqList items={page.faq} />
        </div>
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
