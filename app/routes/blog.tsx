import type { Route } from "./+types/blog";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function Blog() {
  return (
    <PageHero
      title="Notary Tips & Local News"
      intro={<p>Practical articles about getting documents notarized in Berks County and across Pennsylvania.</p>}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Blog",
    description:
      "Practical articles on notarization in Pennsylvania: preparing documents, real estate signings, seasonal needs and local services in Berks County.",
    path: "/blog",
  });
