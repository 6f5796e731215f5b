import type { Route } from "./+types/espanol";
import { CallLink } from "~/components/CallLink";
import { PageHero } from "~/components/PageHero";
import { notAttorneyNotice } from "~/content/legal-notice";
import type { RouteHandle } from "~/lib/page-lang";
import { pageMeta } from "~/lib/seo";
import { site } from "~/site.config";

export const handle: RouteHandle = { lang: "es" };

export default function Espanol() {
  return (
    <>
      <PageHero
        title="Notary Public móvil en el condado de Berks"
        intro={
          <p>
            Voy a su casa, oficina u hospital por las tardes y los fines de semana. Llame o envíe un mensaje de texto.
          </p>
        }
      >
        <CallLink>Llamar al {site.phone.display}</CallLink>
      </PageHero>
      <section aria-label="Aviso legal" className="px-4 py-10">
        <p className="mx-auto max-w-3xl rounded-lg border border-brand-200 p-4">{notAttorneyNotice.es}</p>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Notary Public móvil en español",
    description: `Servicio móvil de notarización en el condado de Berks, ${site.serviceArea.stateCode}: voy a su casa u oficina por las tardes y los fines de semana.`,
    path: "/espanol",
    lang: "es",
  });
