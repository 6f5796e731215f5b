import type { Route } from "./+types/about";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function About() {
  return (
    <PageHero
      title="About Your Berks County Notary"
      intro={
        <p>Who I am, why I became a notary, and how I work with every client, from the first call to the final seal.</p>
      }
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About",
    description:
      "Meet the commissioned Pennsylvania notary and National Guard veteran behind this mobile notary service in Berks County.",
    path: "/about",
  });
