import { data } from "react-router";
import type { Route } from "./+types/town";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";
import { site } from "~/site.config";

/** Runs at build time: one module serves all ten town paths. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").pop()?.toLowerCase();
  const town = site.serviceArea.towns.find((candidate) => candidate.slug === slug);
  if (!town) throw data(null, { status: 404 });
  return { town };
}

export default function Town({ loaderData }: Route.ComponentProps) {
  const { town } = loaderData;
  return (
    <PageHero
      title={`Mobile Notary in ${town.name}, ${site.serviceArea.stateCode}`}
      intro={
        <p>
          I travel to homes, offices and care facilities in {town.name}, {site.hours.summary.toLowerCase()}.
        </p>
      }
    >
      <CallLink variant="outlineOnDark" />
      <ButtonLink to="/contact">Schedule Online</ButtonLink>
    </PageHero>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `Mobile Notary in ${loaderData.town.name}, ${site.serviceArea.stateCode}`,
        description: `A mobile notary public who comes to you in ${loaderData.town.name}, ${site.serviceArea.region}: homes, offices, hospitals and care facilities, ${site.hours.summary.toLowerCase()}.`,
        path: `/locations/${loaderData.town.slug}`,
      })
    : [];
