import { data } from "react-router";
import type { Route } from "./+types/service";
import { ButtonLink } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { PageHero } from "~/components/PageHero";
import { services } from "~/content/services";
import { pageMeta } from "~/lib/seo";

/** Runs at build time: one module serves all fourteen service paths. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").pop()?.toLowerCase();
  const service = services.find((candidate) => candidate.slug.toLowerCase() === slug);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <PageHero title={service.title} intro={<p>{service.summary}</p>}>
      <CallLink variant="outlineOnDark" />
      <ButtonLink to="/contact">Schedule Service</ButtonLink>
    </PageHero>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.service.title,
        description: loaderData.service.summary,
        path: `/services/${loaderData.service.slug}`,
      })
    : [];
