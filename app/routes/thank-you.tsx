import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { CallLink } from "~/components/CallLink";
import { PageHero } from "~/components/PageHero";
import { appointmentFormCopy } from "~/content/appointment-copy";
import { langOfPath, type Lang } from "~/vocabulary/lang";
import { pageHead } from "~/routes/page-head";
import { THANK_YOU_PATHS } from "~/lib/special-paths";
import { site } from "~/facts/site.config";

/**
 * The page the form service sends a visitor back to after a form sent
 * without JavaScript (one in each language). It is not in the navigation or
 * the sitemap: nobody should arrive here any other way. What it says is the
 * form's own success message (appointment-copy.ts), so a visitor reads the
 * same reply time and urgent-call line with JavaScript or without.
 */
const pages = {
  en: {
    title: "Thank You: Your Request Was Sent",
    call: `Call ${site.phone.display}`,
    home: { to: "/", label: "Back to Home" },
    metaTitle: "Request Received",
    description:
      "Your appointment request reached the notary. Expect a reply to confirm the time, the place and the price.",
  },
  es: {
    title: "Gracias: su solicitud fue enviada",
    call: `Llamar al ${site.phone.display}`,
    home: { to: "/espanol", label: "Ir a la página de inicio" },
    metaTitle: "Solicitud recibida",
    description: "Su solicitud de cita llegó. Recibirá una respuesta para confirmar la hora, el lugar y el precio.",
  },
} satisfies Record<Lang, unknown>;

export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const page = pages[lang];
  const head = pageHead({
    title: page.metaTitle,
    description: page.description,
    path: THANK_YOU_PATHS[lang],
    noindex: true,
  });
  return { lang, page, success: appointmentFormCopy[lang].messages.success, head };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { page, success } = loaderData;
  return (
    <>
      <PageHero title={page.title} intro={<p>{success}</p>}>
        <CallLink variant="outlineOnDark">{page.call}</CallLink>
      </PageHero>
      <section aria-label={page.metaTitle} className="px-4 py-14">
        <div className="mx-auto max-w-3xl space-y-6 text-lg">
          <p>
            <Link to={page.home.to} className="font-semibold text-brand-800 underline underline-offset-4">
              {page.home.label}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
