import type { Route } from "./+types/accessibility";
import { LegalPage } from "~/components/LegalPage";
import { accessibilityStatement } from "~/content/legal/accessibility";
import { formatDate } from "~/lib/format";
import { pageHead } from "~/page-head";

/** Runs at build time: the statement travels as data, not JavaScript. */
export function loader() {
  return {
    head: pageHead({
      title: "Accessibility Statement",
      description:
        "This website's commitment to WCAG 2.1 AA and how to reach the notary in the way that works best for you.",
      path: "/accessibility",
    }),
    document: accessibilityStatement,
    updatedText: formatDate(accessibilityStatement.updated),
  };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Accessibility Statement"
      eyebrow="For every visitor"
      intro={
        <p>How this website and my notary service work for everyone, and how to tell me when something doesn't.</p>
      }
      document={loaderData.document}
      updatedText={loaderData.updatedText}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
