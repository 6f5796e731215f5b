import type { Route } from "./+types/locations";
import { PageHero } from "~/components/PageHero";
import { formatList } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { site } from "~/site.config";

export default function Locations() {
  return (
    <PageHero
      title="Areas I Serve"
      intro={
        <p>
          I travel across {site.serviceArea.region}: {formatList(site.serviceArea.towns.map((town) => town.name))}.
        </p>
      }
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Service Areas",
    description: `Mobile notary service across ${site.serviceArea.region}, ${site.serviceArea.stateCode}: ${formatList(site.serviceArea.towns.map((town) => town.name))}.`,
    path: "/locations",
  });
