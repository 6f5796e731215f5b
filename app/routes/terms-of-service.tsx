import type { Route } from "./+types/terms-of-service";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function TermsOfService() {
  return (
    <PageHero
      title="Terms of Service"
      intro={<p>The terms that apply when you book a notary appointment or use this website.</p>}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms for scheduling and receiving mobile notary services and for using this website.",
    path: "/terms-of-service",
  });
