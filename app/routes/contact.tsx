import type { Route } from "./+types/contact";
import { AppointmentForm } from "~/components/AppointmentForm";
import { buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ContactDetails } from "~/components/ContactDetails";
import { FaqList } from "~/components/FaqList";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { appointmentFormCopy, thankYouPaths } from "~/content/appointment-copy";
import { contactFaq, personalNote } from "~/content/contact";
import { contactHrefs } from "~/lib/contact-links";
import { absoluteUrl } from "~/lib/seo";
import { pageHead } from "~/page-head";
import { site } from "~/site.config";

/** Runs at build time: the page's words travel as data, not JavaScript. */
export function loader() {
  return {
    head: pageHead({
      title: "Contact & Schedule an Appointment",
      description: `Request a mobile notary appointment in ${site.serviceArea.region}, ${site.serviceArea.stateCode}: call or text ${site.phone.display}, e-mail, or send the form. Evenings and weekends.`,
      path: "/contact",
    }),
    formCopy: appointmentFormCopy.en,
    thankYouUrl: absoluteUrl(thankYouPaths.en),
    personalNote,
    faq: contactFaq,
  };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { formCopy, thankYouUrl, personalNote, faq } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={site.hours.summary}
        title="Schedule Your Notary Appointment"
        intro={<p>Call or text for the quickest answer, or send the form below and I will confirm your appointment.</p>}
      >
        <CallLink />
        <a href={contactHrefs.text} className={buttonClasses.outlineOnDark}>
          <Icon name="message" className="size-5" />
          Text {site.phone.display}
        </a>
      </PageHero>

      <section aria-labelledby="details-heading" className="border-b border-brand-100 px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="details-heading" className="sr-only">
            Contact details
          </h2>
          <ContactDetails />
        </div>
      </section>

      <section aria-labelledby="request-heading" className="px-4 py-14 sm:py-20">
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
                A note from {site.notary.firstName}
              </h2>
              {personalNote.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-ink-muted">
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="rounded-2xl border-2 border-accent-400 p-6">
              <h2 className="text-xl font-bold text-ink">Need a notary today?</h2>
              <p className="mt-2 text-ink-muted">
                For same-day or urgent signings, call rather than write: if I can reach you tonight, I will.
              </p>
              <div className="mt-4">
                <CallLink variant="secondary">Call now: {site.phone.display}</CallLink>
              </div>
            </div>
            <CertificationBadges size="small" />
          </aside>
        </div>
      </section>

      <Section id="contact-faq" title="Before You Book" tone="muted">
        <div className="mx-auto max-w-3xl">
          <FaqList items={faq} />
        </div>
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
