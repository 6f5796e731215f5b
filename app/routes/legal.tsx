import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LegalPage } from "~/components/LegalPage";
import { legalPageAt } from "~/content/legal/legal-pages";
import { formatDate } from "~/lib/format";
import { pageHead } from "~/routes/page-head";
import { langOfPath } from "~/vocabulary/lang";

/**
 * The privacy policy, the terms of service and the accessibility statement,
 * in both languages (routes.ts gives each its ids and addresses). Runs at
 * build time, once for each address: the document's words travel as data,
 * not JavaScript, and only in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const legal = legalPageAt(path);
  if (!legal) throw data(`No legal page at ${path}`, { status: 404 });
  const lang = langOfPath(path);
  const page = legal.copy[lang];
  const document = legal.document[lang];
  return {
    head: pageHead({ title: page.metaTitle, description: page.description, path }),
    page,
    document,
    updatedText: formatDate(document.updated, lang),
  };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
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
