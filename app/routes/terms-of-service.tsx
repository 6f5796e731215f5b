import type { Route } from "./+types/terms-of-service";
import { LegalPage } from "~/components/LegalPage";
import { termsOfService } from "~/content/legal/terms-of-service";
import { formatDate } from "~/lib/format";
import { pageHead } from "~/page-head";

/** Runs at build time: the terms travel as data, not JavaScript. */
export function loader() {
  return {
    head: pageHead({
      title: "Terms of Service",
      description: "The terms for scheduling and receiving mobile notary services and for using this website.",
      path: "/terms-of-service",
    }),
    document: termsOfService,
    updatedText: formatDate(termsOfService.updated),
  };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Terms of Service"
      eyebrow="Working together"
      intro={<p>What you can expect of me, and I of you, when you book a notary appointment or use this website.</p>}
      document={loaderData.document}
      updatedText={loaderData.updatedText}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
