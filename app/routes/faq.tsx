import type { Route } from "./+types/faq";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function Faq() {
  return (
    <PageHero
      title="Frequently Asked Questions"
      intro={<p>Costs, scheduling, ID requirements and how to prepare, answered in plain words.</p>}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "FAQ",
    description:
      "Answers about mobile and online notarization in Berks County: costs, scheduling, ID requirements and how to prepare.",
    path: "/faq",
  });
