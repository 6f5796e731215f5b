import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/NotFound";
import { NOT_FOUND_PATH } from "~/lib/special-paths";
import { pageMeta } from "~/lib/seo";

export default function NotFoundRoute() {
  return <NotFound />;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Page Not Found",
    description:
      "The page you were looking for does not exist or has moved. Find mobile notary services, prices and contact details here.",
    path: NOT_FOUND_PATH,
    noindex: true,
  });
