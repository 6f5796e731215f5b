import type { Route } from "./+types/accessibility";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function Accessibility() {
  return (
    <PageHero
      title="Accessibility Statement"
      intro={<p>This website aims to meet WCAG 2.1 level AA. If anything on it gets in your way, please tell me.</p>}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Accessibility Statement",
    description:
      "This website's commitment to WCAG 2.1 AA and how to reach the notary in the way that works best for you.",
    path: "/accessibility",
  });
