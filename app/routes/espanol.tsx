import { Link } from "react-router";
import type { Route } from "./+types/espanol";
import { AppointmentForm } from "~/components/AppointmentForm";
import { buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { FaqList } from "~/components/FaqList";
import { FeatureGrid } from "~/components/FeatureGrid";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { TestimonialCard } from "~/components/TestimonialCard";
import { appointmentFormCopy, thankYouPaths } from "~/content/appointment-copy";
import {
  aboutEs,
  englishPagesEs,
  faqEs,
  heroEs,
  noticeEs,
  scheduleEs,
  servicesEs,
  testimonialsEs,
  whyChooseEs,
} from "~/content/espanol";
import { notAttorneyNotice } from "~/vocabulary/legal-notice";
import { contactHrefs } from "~/lib/contact-links";
import { absoluteUrl } from "~/lib/seo";
import { pageHead } from "~/page-head";
import { site } from "~/site.config";

/** Runs at build time: the page's words travel as data, not JavaScript. */
export function loader() {
  return {
    head: pageHead({
      title: "Notary Public móvil en el condado de Berks, en español",
      description: `Notarización a domicilio en el condado de Berks, ${site.serviceArea.stateCode}: voy a su casa, oficina u hospital por las tardes y los fines de semana. Solicite su cita en español.`,
      path: "/espanol",
    }),
    hero: heroEs,
    notice: { ...noticeEs, es: notAttorneyNotice.es, en: notAttorneyNotice.en },
    about: aboutEs,
    services: servicesEs,
    whyChoose: whyChooseEs,
    testimonials: testimonialsEs,
    faq: faqEs,
    schedule: scheduleEs,
    englishPages: englishPagesEs,
    formCopy: appointmentFormCopy.es,
    thankYouUrl: absoluteUrl(thankYouPaths.es),
  };
}

export default function Espanol({ loaderData }: Route.ComponentProps) {
  const { hero, notice, about, services, whyChoose, testimonials, faq, schedule, englishPages, formCopy, thankYouUrl } =
    loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>}>
        <a href="#formulario" className={buttonClasses.primary}>
          Solicitar una cita
        </a>
        <CallLink variant="outlineOnDark">Llamar al {site.phone.display}</CallLink>
      </PageHero>

      <section aria-labelledby="aviso-heading" className="bg-accent-100 px-4 py-10">
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

      <Section id="sobre-mi" title="Sobre mí">
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-ink-muted">
          {about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="servicios" title="Servicios" tone="muted">
        <FeatureGrid features={services} columns={3} />
      </Section>

      <Section id="por-que" title="Por qué elegirme">
        <FeatureGrid features={whyChoose} />
      </Section>

      <Section id="testimonios" title="Lo que dicen mis clientes" tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} lang="es" />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="preguntas" title="Preguntas frecuentes">
        <div className="mx-auto max-w-3xl">
          <FaqList items={faq} />
        </div>
      </Section>

      <section
        id="formulario"
        aria-labelledby="formulario-heading"
        className="scroll-mt-20 bg-brand-50 px-4 py-14 sm:py-20"
      >
        <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <h2 id="formulario-heading" className="text-3xl font-bold tracking-tight text-ink">
              {formCopy.heading}
            </h2>
            <p className="mt-3 mb-8 text-lg text-ink-muted">{formCopy.intro}</p>
            <AppointmentForm copy={formCopy} thankYouUrl={thankYouUrl} />
          </div>
          <aside aria-labelledby="contacto-heading" className="space-y-6">
            <h2 id="contacto-heading" className="text-2xl font-bold text-ink">
              Contacto
            </h2>
            <ul className="space-y-4 text-lg">
              <li className="flex items-center gap-3">
                <Icon name="phone" className="size-5 text-brand-800" />
                <a href={contactHrefs.call} className="font-semibold text-brand-800 underline underline-offset-2">
                  Llamar o enviar un texto: {site.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon name="mail" className="size-5 text-brand-800" />
                <a
                  href={contactHrefs.email}
                  className="font-semibold break-all text-brand-800 underline underline-offset-2"
                >
                  {site.email}
                </a>
              </li>
              {schedule.map((line) => (
                <li key={line} className="flex items-center gap-3">
                  <Icon name="clock" className="size-5 text-brand-800" />
                  {line}
                </li>
              ))}
            </ul>
            <nav aria-labelledby="paginas-heading" className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 id="paginas-heading" className="font-bold text-ink">
                Más información (páginas en inglés)
              </h3>
              <ul className="mt-3 space-y-2">
                {englishPages.map((page) => (
                  <li key={page.to}>
                    <Link
                      to={page.to}
                      hrefLang="en"
                      className="font-semibold text-brand-800 underline underline-offset-2"
                    >
                      {page.label}
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

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
