import type { Route } from "./+types/services";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function Services() {
  return (
    <PageHero
      title="Notary Services"
      intro={<p>Fourteen notarial services, each with its own page: how it works, what to bring and what it costs.</p>}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Notary Services",
    description:
      "Fourteen notary services, from loan signings and powers of attorney to I-9 verification, brought to you across Berks County, PA.",
    path: "/services",
  });
