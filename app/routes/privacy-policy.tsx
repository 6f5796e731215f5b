import type { Route } from "./+types/privacy-policy";
import { PageHero } from "~/components/PageHero";
import { pageMeta } from "~/lib/seo";

export default function PrivacyPolicy() {
  return (
    <PageHero
      title="Privacy Policy"
      intro={<p>How this website and I handle the personal information you share when you ask for an appointment.</p>}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How this website and its notary handle the personal information you share when you ask for an appointment.",
    path: "/privacy-policy",
  });
