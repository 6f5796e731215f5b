import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import type { ServiceSummary } from "~/content/services";
import { servicePath } from "~/content/services/paths";
import { usePageLang } from "~/lib/page-lang";

/** What a line needs: the page carries no summaries it does not show. */
export type ServiceLinkEntry = Pick<ServiceSummary, "slug" | "slugEs" | "title" | "icon">;

/** Only the fields a line shows, for a loader to send to the page. */
export function toServiceLinkEntry({ slug, slugEs, title, icon }: ServiceSummary): ServiceLinkEntry {
  return { slug, slugEs, title, icon };
}

/**
 * Every service as a short line that links to its page, in two columns even
 * on a phone: the whole list fits one screen, where cards with summaries took
 * three. Each link fills its cell and is at least 44 px tall.
 */
export function ServiceLinkList({ services }: { services: readonly ServiceLinkEntry[] }) {
  const lang = usePageLang();
  return (
    <ul className="grid grid-cols-2 gap-x-4 sm:gap-x-6 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug} className="border-b border-brand-100">
          <Link
            to={servicePath(service, lang)}
            className="group flex h-full min-h-11 items-center gap-2 py-2 text-sm/snug font-semibold text-ink hover:text-brand-800 max-[25rem]:text-[0.8125rem] sm:gap-3 sm:text-base"
          >
            {/* Below 22rem a column is too narrow for the icon and the longest
                name ("Acknowledgments") side by side: the name keeps its room. */}
            <Icon name={service.icon} className="size-4 shrink-0 text-brand-700 max-[22rem]:hidden sm:size-5" />
            <span className="min-w-0 flex-1 wrap-break-word group-hover:underline">{service.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
