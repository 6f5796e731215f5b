import type { Route } from "./+types/about";
import { ActionPair } from "~/components/ActionPair";
import { CategoryGrid } from "~/components/CategoryGrid";
import { CertificationBadges } from "~/components/CertificationBadges";
import { ClosingCta } from "~/components/ClosingCta";
import { FeatureGrid } from "~/components/FeatureGrid";
import { PageHero } from "~/components/PageHero";
import { PhotoSlot } from "~/components/PhotoSlot";
import { Section } from "~/components/Section";
import { aboutPage, storyIsSample, type Fact } from "~/content/about";
import { credentialList } from "~/content/credentials";
import { portraitChoice, portraitPlaceholder } from "~/content/photo-slots";
import { resolveSlotPhoto } from "~/lib/photos.server";
import { pageHead } from "~/routes/page-head";
import { langOfPath } from "~/vocabulary/lang";

/** Runs at build time: the page's words, in the page's language only, travel as data, not JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langOfPath(path);
  // The sample note travels only while the story is a sample: a launched
  // site carries no trace of it, not even in its route data.
  const { sampleNote, ...story } = aboutPage[lang].story;
  const page = { ...aboutPage[lang], story: { ...story, sampleNote: storyIsSample ? sampleNote : "" } };
  return {
    head: pageHead({ title: page.seo.title, description: page.seo.description, path }),
    page,
    storyIsSample,
    credentials: credentialList[lang],
    portrait: {
      photo: resolveSlotPhoto(portraitChoice(lang)),
      placeholder: portraitPlaceholder[lang],
    },
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, storyIsSample, credentials, portrait } = loaderData;
  const { hero, actions, story, atAGlance, values, expertise, philosophy, cta } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        figure={
          <PhotoSlot
            name="portrait"
            photo={portrait.photo}
            placeholder={portrait.placeholder}
            shape="portrait"
            sizes="(min-width: 48rem) 18rem, (min-width: 40rem) 11rem, 6rem"
            priority
          />
        }
      >
        <ActionPair book={{ to: actions.contactPath, label: actions.schedule }} />
      </PageHero>

      <Section id="story" eyebrow={story.eyebrow} title={story.title}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-5 text-lg leading-relaxed text-ink-muted">
            {storyIsSample && (
              // Only the preview build can show this: the deploy build refuses the sample story.
              <p className="rounded bg-accent-100 px-3 py-2 text-sm font-semibold text-accent-700">
                {story.sampleNote}
              </p>
            )}
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="font-semibold text-ink">{story.signature}</p>
          </div>
          <AtAGlance title={atAGlance.title} facts={atAGlance.facts} />
        </div>
      </Section>

      <Section id="values" eyebrow={values.eyebrow} title={values.title} intro={values.intro} tone="muted">
        <FeatureGrid features={values.items} />
      </Section>

      <Section id="expertise" eyebrow={expertise.eyebrow} title={expertise.title} intro={expertise.intro}>
        <CategoryGrid categories={expertise.items} />
      </Section>

      <Section
        id="credentials"
        eyebrow={page.credentials.eyebrow}
        title={page.credentials.title}
        intro={page.credentials.intro}
        tone="muted"
      >
        <FeatureGrid features={credentials} />
        <div className="mt-12">
          <CertificationBadges />
        </div>
      </Section>

      <Section id="philosophy" eyebrow={philosophy.eyebrow} title={philosophy.title}>
        <FeatureGrid features={philosophy.items} columns={3} />
      </Section>

      <ClosingCta
        title={cta.title}
        text={cta.text}
        primary={{ to: actions.contactPath, label: actions.schedule }}
        secondary={{ to: actions.servicesPath, label: actions.allServices }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function AtAGlance({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <div className="self-start rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <dl className="mt-4 divide-y divide-brand-100">
        {facts.map((fact) => (
          <div key={fact.label} className="py-3">
            <dt className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{fact.label}</dt>
            <dd className="mt-1 text-ink first-letter:uppercase">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
