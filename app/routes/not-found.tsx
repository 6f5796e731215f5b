import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/NotFound";
import { NOT_FOUND_PATH } from "~/lib/special-paths";
import { pageMeta } from "~/lib/seo";

/**
 * Runs at build time for /404, the page static hosts serve for unknown
 * addresses. An unknown address reached inside the app has no data file and
 * shows the same page through the root error boundary.
 */
export function loader() {
  return {
    head: pageMeta({
      title: "Page Not Found",
      description:
        "The page you were looking for does not exist or has moved. Find mobile notary services, prices and contact details here.",
      path: NOT_FOUND_PATH,
      noindex: true,
    }),
  };
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
