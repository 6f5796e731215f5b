import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/NotFound";
import { notFoundCopy } from "~/content/not-found";
import { BLOG_PATHS } from "~/lib/blog";
import { NOT_FOUND_PATHS } from "~/lib/special-paths";
import { LANGS, langOfPath } from "~/vocabulary/lang";
import { pageHead } from "~/routes/page-head";

/**
 * Runs at build time for /404 and /espanol/404, the pages static hosts
 * serve for unknown addresses. An unknown address reached inside the app has no data file and
 * shows the same page through the root error boundary.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const copy = notFoundCopy[lang];
  return {
    // An unknown address under the blog goes to the blog (the spec), in either language: the page
    // script does it on this page, which hosts serve for such an address (lib/leave-unknown-address.ts).
    leaveUnknown: JSON.stringify(LANGS.map((lang) => [`${BLOG_PATHS[lang]}/`, BLOG_PATHS[lang]])),
    head: pageHead({
      title: copy.metaTitle,
      description: copy.description,
      path: NOT_FOUND_PATHS[lang],
      noindex: true,
    }),
  };
}

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound leaveUnknown={loaderData.leaveUnknown} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
