import type { Route } from "./+types/testimonials";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function Testimonials() {
  return (
    <PageHero title="Client Reviews" intro={<p>What clients across Berks County say about their appointments.</p>} />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Client Reviews",
    description: "What clients in Reading and across Berks County say about their mobile notary appointments.",
    path: "/testimonials",
  });
