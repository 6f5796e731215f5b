import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/LegalPage";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { formatDate } from "~/lib/format";
import { pageHead } from "~/page-head";

/** Runs at build time: the policy's words travel as data, not JavaScript. */
export function loader() {
  return {
    head: pageHead({
      title: "Privacy Policy",
      description:
        "How this website and its notary handle the personal information you share when you ask for an appointment.",
      path: "/privacy-policy",
    }),
    document: privacyPolicy,
    updatedText: formatDate(privacyPolicy.updated),
  };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Privacy Policy"
      eyebrow="Your information"
      intro={
        <p>What this website and I collect when you ask for an appointment, why, and what you can ask me to do.</p>
      }
      document={loaderData.document}
      updatedText={loaderData.updatedText}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
