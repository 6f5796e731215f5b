import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import type { ServiceSummary } from "~/content/services";
import { servicePath } from "~/content/services/paths";
import { usePageLang } from "~/lib/page-lang";

/**
 * Every service as a card that links to its own page in the language of the
 * page on screen. The words are the caller's: pass servicesIn(lang).
 */
export function ServiceCardGrid({ services }: { services: readonly ServiceSummary[] }) {
  const lang = usePageLang();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={servicePath(service, lang)}
            className="flex h-full gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <Icon name={service.icon} />
            </span>
            <span>
              <span className="block font-semibold text-ink">{service.title}</span>
              <span className="mt-1 block text-sm text-ink-muted">{service.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
