import type { Route } from "./+types/contact";
import { AppointmentForm } from "~/components/AppointmentForm";
import { AvailabilityClosures } from "~/components/AvailabilityClosures";
import { BookingLink } from "~/components/BookingLink";
import { buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { CallOffer } from "~/components/CallOffer";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ContactDetails } from "~/components/ContactDetails";
import { FaqList } from "~/components/FaqList";
import { Icon } from "~/components/Icon";
import { WhatsAppButton } from "~/components/WhatsAppButton";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { appointmentFormCopy, thankYouPaths } from "~/content/appointment-copy";
import { bookingPageUrl } from "~/content/booking-link";
import { contactPage } from "~/content/contact";
import { estimateMessageWords } from "~/content/fees";
import { whatsAppLinks } from "~/content/contact-ways";
import { contactHrefs } from "~/lib/contact-links";
import { estimateMessageFrom } from "~/lib/estimate-prefill";
import { wallDateAt } from "~/lib/availability";
import { absoluteUrl } from "~/lib/seo";
import { REQUEST_FORM_ID } from "~/lib/special-paths";
import { pageHead } from "~/routes/page-head";
import { langOfPath } from "~/vocabulary/lang";
import { INTERACTIVE } from "~/lib/page-handle";

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
    // Only when the owner has a WhatsApp number; its message is in the page's language.
    whatsApp: whatsAppLinks?.[lang],
    formCopy: appointmentFormCopy[lang],
    // The words a "Book with this estimate" link's choices become in the message field.
    estimateWords: estimateMessageWords[lang],
    thankYouUrl: absoluteUrl(thankYouPaths[lang]),
    // Her days off are listed from the day the page is built; the browser drops those over since.
    builtOn: wallDateAt(new Date()),
  };
}

/**
 * Every Book action lands on the form (BOOK_PATHS): a short hero, then the
 * call offer in one line and the form, so that on a phone the form's first
 * field is on the first screen; the introduction, the note and the badges
 * sit beside the form on wide screens and after it on a phone.
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, whatsApp, formCopy, thankYouUrl, estimateWords, builtOn } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} />

      <section id={REQUEST_FORM_ID} aria-labelledby="request-heading" className="scroll-mt-24 px-4 py-6 sm:py-14">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <div>
            <CallOffer words={page} />
            <h2 id="request-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {formCopy.heading}
            </h2>
            <p className="mt-2 mb-5 text-ink-muted sm:text-lg">{formCopy.intro}</p>
            <AppointmentForm
              copy={formCopy}
              thankYouUrl={thankYouUrl}
              messageFromQuery={(search) => estimateMessageFrom(search, estimateWords)}
            />
          </div>
          <aside aria-labelledby="note-heading" className="space-y-8">
            <div className="rounded-2xl bg-brand-900 p-6 text-white">
              <p className="text-lg">{page.intro}</p>
              <div data-contact-ways className="mt-4 flex flex-wrap gap-3">
                <CallLink variant="outlineOnDark" />
                <a href={contactHrefs.text} className={buttonClasses.outlineOnDark}>
                  <Icon name="message" className="size-5" />
                  {page.text}
                </a>
                <WhatsAppButton link={whatsApp} />
              </div>
            </div>
            <BookingLink href={bookingPageUrl} />
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
            <CertificationBadges size="small" />
          </aside>
        </div>
      </section>

      <section aria-labelledby="details-heading" className="border-t border-brand-100 px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="details-heading" className="sr-only">
            {page.detailsHeading}
          </h2>
          <ContactDetails />
          <AvailabilityClosures builtOn={builtOn} />
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

/** The page loads React for the appointment form (lib/page-handle.ts). */
export const handle = INTERACTIVE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
