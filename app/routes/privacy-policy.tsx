import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/LegalPage";
import { privacyPolicy, privacyPolicyPage } from "~/content/legal/privacy-policy";
import { formatDate } from "~/lib/format";
import { pageHead } from "~/page-head";
import { langOfPath } from "~/vocabulary/lang";

/**
 * Runs at build time, once for each language's address: the policy's words travel
 * as data, not JavaScript, and only in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langOfPath(path);
  const page = privacyPolicyPage[lang];
  const document = privacyPolicy[lang];
  return {
    head: pageHead({ title: page.metaTitle, description: page.description, path }),
    page,
    document,
    updatedText: formatDate(document.updated, lang),
  };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { page, document, updatedText } = loaderData;
  return (
    <LegalPage
      title={page.title}
      eyebrow={page.eyebrow}
      intro={<p>{page.intro}</p>}
      document={document}
      updatedText={updatedText}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
