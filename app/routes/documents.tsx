import type { Route } from "./+types/documents";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function Documents() {
  return (
    <PageHero
      title="Documents I Can Notarize"
      intro={<p>Which documents a Pennsylvania notary can notarize, and what to have ready before we meet.</p>}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Document Information",
    description:
      "Which documents a Pennsylvania notary can notarize, what to bring to your appointment, and how the process works.",
    path: "/documents",
  });
