import { Link } from "react-router";
import type { Route } from "./+types/espanol";
import { AppointmentForm } from "~/components/AppointmentForm";
import { AvailabilityClosures } from "~/components/AvailabilityClosures";
import { wallDateAt } from "~/lib/availability";
import { BookingLink } from "~/components/BookingLink";
import { bookingPageUrl } from "~/content/booking-link";
import { buttonClasses } from "~/components/ButtonLink";
import { FaqList } from "~/components/FaqList";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroFacts } from "~/components/HeroFacts";
import { Icon } from "~/components/Icon";
import { WhatsAppButton } from "~/components/WhatsAppButton";
import { PageHero } from "~/components/PageHero";
import { PhotoSlot } from "~/components/PhotoSlot";
import { Section } from "~/components/Section";
import { TestimonialCard } from "~/components/TestimonialCard";
import { appointmentFormCopy, thankYouPaths } from "~/content/appointment-copy";
import {
  aboutEs,
  faqEs,
  heroEs,
  languageEs,
  morePagesEs,
  noticeEs,
  pageEs,
  scheduleEs,
  servicesEs,
  testimonialsEs,
  whyChooseEs,
} from "~/content/espanol";
import { whatsAppLinks } from "~/content/contact-ways";
import { heroFactsIn } from "~/content/hero-facts";
import { portraitChoice, portraitPlaceholder } from "~/content/photo-slots";
import { services as allServices } from "~/content/services";
import type { IconName } from "~/vocabulary/icon-names";
import { notAttorneyNotice } from "~/lib/gender-es";
import { contactHrefs } from "~/lib/contact-links";
import { absoluteUrl } from "~/lib/seo";
import { resolveSlotPhoto } from "~/lib/photos.server";
import { pageHead } from "~/routes/page-head";
import { BreakAfterAt } from "~/components/BreakAfterAt";
import { site } from "~/facts/site.config";
import { INTERACTIVE } from "~/lib/page-handle";

/**
 * Runs at build time: the page's words travel as data, not JavaScript. Each
 * service card leads to the service's Spanish page, found by its slug.
 */
export function loader({ request }: Route.LoaderArgs) {
  const services = servicesEs.map(({ slug, ...card }) => {
    const service = allServices.find((each) => each.slug === slug);
    if (!service) throw new Error(`The Spanish home lists a service that does not exist: ${slug}`);
    return { ...card, to: `/espanol/servicios/${service.slugEs}` };
  });
  return {
    head: pageHead({
      title: pageEs.metaTitle,
      description: pageEs.description,
      path: new URL(request.url).pathname,
    }),
    page: pageEs,
    hero: heroEs,
    // Her days off are listed from the day the page is built; the browser drops those over since.
    builtOn: wallDateAt(new Date()),
    facts: heroFactsIn("es"),
    // Only when the owner has a WhatsApp number; the chat opens with a Spanish message.
    whatsApp: whatsAppLinks?.es,
    notice: { ...noticeEs, es: notAttorneyNotice.es, en: notAttorneyNotice.en },
    language: languageEs,
    about: aboutEs,
    services,
    whyChoose: whyChooseEs,
    testimonials: testimonialsEs,
    faq: faqEs,
    schedule: scheduleEs,
    morePages: morePagesEs,
    formCopy: appointmentFormCopy.es,
    thankYouUrl: absoluteUrl(thankYouPaths.es),
    portrait: { photo: resolveSlotPhoto(portraitChoice("es")), placeholder: portraitPlaceholder.es },
  };
}

export default function Espanol({ loaderData }: Route.ComponentProps) {
  const {
    page,
    hero,
    facts,
    whatsApp,
    notice,
    language,
    about,
    services,
    whyChoose,
    testimonials,
    faq,
    portrait,
    schedule,
    morePages,
    formCopy,
    thankYouUrl,
    builtOn,
  } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        facts={
          <HeroFacts facts={facts} book={{ to: "#formulario", label: page.request }} identity={false}>
            <WhatsAppButton link={whatsApp} />
          </HeroFacts>
        }
      />

      <section aria-labelledby="aviso-heading" className="bg-accent-100 px-4 py-8 sm:py-10">
        <div className="mx-auto max-w-4xl space-y-3">
          <h2 id="aviso-heading" className="text-xl font-bold text-ink">
            {notice.title}
          </h2>
          <p className="font-semibold text-ink">{notice.es}</p>
          <p lang="en" className="text-ink">
            {notice.en}
          </p>
          <p className="text-ink-muted">{notice.explanation}</p>
        </div>
      </section>

      <Section id="sobre-mi" title={page.sections.about}>
        <div className="mx-auto flex max-w-4xl flex-col gap-6 sm:flex-row sm:items-start sm:gap-10">
          <PhotoSlot
            name="portrait"
            photo={portrait.photo}
            placeholder={portrait.placeholder}
            shape="portrait"
            sizes="(min-width: 40rem) 12rem, 7rem"
            className="w-28 shrink-0 sm:w-48"
          />
          <div className="min-w-0 space-y-4 text-ink-muted sm:text-lg">
            {about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-ink">
              <h3 className="font-bold">{language.title}</h3>
              <p className="mt-1 text-base">{language.text}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section id="servicios" title={page.sections.services} tone="muted">
        <ServiceLinks services={services} />
        <p className="mt-8 text-center">
          <Link to={page.allServices.to} className={buttonClasses.secondary}>
            {page.allServices.label}
          </Link>
        </p>
      </Section>

      <Section id="por-que" title={page.sections.why} layout="beside">
        <FeatureGrid features={whyChoose} columns={1} look="rows" />
      </Section>

      <Section id="testimonios" title={page.sections.testimonials} tone="muted">
        <ul className="grid gap-4 sm:gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} lang="es" featured={index === 0} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="preguntas" title={page.sections.faq} layout="beside">
        <FaqList items={faq} />
      </Section>

      <section
        id="formulario"
        aria-labelledby="formulario-heading"
        className="scroll-mt-24 bg-brand-50 px-4 py-8 sm:py-20"
      >
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
            <h2 id="formulario-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {formCopy.heading}
            </h2>
            <p className="mt-3 mb-6 text-ink-muted sm:mb-8 sm:text-lg">{formCopy.intro}</p>
            <AppointmentForm copy={formCopy} thankYouUrl={thankYouUrl} />
          </div>
          <aside aria-labelledby="contacto-heading" className="space-y-6">
            <h2 id="contacto-heading" className="text-2xl font-bold text-ink">
              {page.sections.contact}
            </h2>
            <ul className="space-y-4 text-lg">
              <li className="flex items-center gap-3">
                <Icon name="phone" className="size-5 text-brand-800" />
                <a href={contactHrefs.call} className="font-semibold text-brand-800 underline underline-offset-2">
                  {page.callOrText}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon name="mail" className="size-5 text-brand-800" />
                <a
                  href={contactHrefs.email}
                  className="font-semibold wrap-break-word text-brand-800 underline underline-offset-2"
                >
                  <BreakAfterAt text={site.email} />
                </a>
              </li>
              {whatsApp && (
                <li className="flex items-center gap-3">
                  <Icon name="message" className="size-5 text-brand-800" />
                  <a
                    href={whatsApp.href}
                    rel="external noopener"
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {whatsApp.invite}
                  </a>
                </li>
              )}
              {schedule.map((line) => (
                <li key={line} className="flex items-center gap-3">
                  <Icon name="clock" className="size-5 text-brand-800" />
                  {line}
                </li>
              ))}
            </ul>
            <AvailabilityClosures builtOn={builtOn} />
            <BookingLink href={bookingPageUrl} />
            <nav aria-labelledby="paginas-heading" className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 id="paginas-heading" className="font-bold text-ink">
                {page.sections.morePages}
              </h3>
              <ul className="mt-3 space-y-3">
                {morePages.map((pair) => (
                  <li key={pair.es.to}>
                    <Link to={pair.es.to} className="font-semibold text-brand-800 underline underline-offset-2">
                      {pair.es.label}
                    </Link>
                    <span aria-hidden="true"> · </span>
                    <Link to={pair.en.to} hrefLang="en" className="text-brand-800 underline underline-offset-2">
                      <span lang="en">{pair.en.label}</span> {page.inEnglish}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </section>
    </>
  );
}

/** The page loads React for the appointment form (lib/page-handle.ts). */
export const handle = INTERACTIVE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

interface ServiceLink {
  icon: IconName;
  title: string;
  description: string;
  to: string;
}

/** The services as cards, each one link to its Spanish page. */
function ServiceLinks({ services }: { services: readonly ServiceLink[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.to}
          className="relative flex h-full gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800 sm:mb-4 sm:size-12">
            <Icon name={service.icon} />
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">
              {/* The link covers the card: one tab stop, one large target. */}
              <Link
                to={service.to}
                className="text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {service.title}
              </Link>
            </h3>
            <p className="mt-1 text-ink-muted sm:mt-2">{service.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
