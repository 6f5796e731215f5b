import type { ReactNode } from "react";
import { Link } from "react-router";
import { BreakAfterAt } from "~/components/BreakAfterAt";
import { Icon, type IconName } from "~/components/Icon";
import type { ContactOption } from "~/content/legal/document";
import { contactWaysCopy } from "~/content/contact-ways";
import { contactHrefs } from "~/lib/contact-links";
import { usePageLang, type Lang } from "~/lib/page-lang";
import { site } from "~/facts/site.config";

export type { ContactOption };

interface OptionCard {
  icon: IconName;
  title: string;
  value: string;
  note: string;
  /** An in-site path (rendered as a router link) or a tel:, sms: or mailto: link. */
  href: string;
}

function optionCards(lang: Lang): Record<ContactOption, OptionCard> {
  const copy = contactWaysCopy[lang];
  return {
    call: {
      icon: "phone",
      title: copy.call,
      value: site.phone.display,
      note: lang === "es" ? site.hours.summaryEs : site.hours.summary,
      href: contactHrefs.call,
    },
    text: {
      icon: "message",
      title: copy.text,
      value: site.phone.display,
      note: copy.textNote,
      href: contactHrefs.text,
    },
    email: { icon: "mail", title: copy.email, value: site.email, note: copy.emailNote, href: contactHrefs.email },
    form: { icon: "calendar", title: copy.book, value: copy.formName, note: copy.formNote, href: copy.formPath },
  };
}

type Columns = 1 | 2 | 3 | 4;

const columnClasses: Record<Columns, string> = {
  1: "grid gap-4",
  2: "grid gap-4 sm:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
};

const cardClasses =
  "flex h-full flex-col gap-4 rounded-xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md";

interface ContactOptionsProps {
  options: readonly ContactOption[];
}

/** Cards for each way to reach the notary; every card is one link. */
export function ContactOptions({ options }: ContactOptionsProps) {
  const cards = optionCards(usePageLang());
  return (
    <ul className={columnClasses[Math.min(Math.max(options.length, 1), 4) as Columns]}>
      {options.map((option) => {
        const card = cards[option];
        return (
          <li key={option}>
            <CardLink href={card.href}>
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
                <Icon name={card.icon} />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold tracking-wider text-accent-700 uppercase">
                  {card.title}
                </span>
                <span className="mt-1 block font-semibold wrap-break-word text-brand-800">
                  <BreakAfterAt text={card.value} />
                </span>
                <span className="mt-1 block text-sm text-ink-muted">{card.note}</span>
              </span>
            </CardLink>
          </li>
        );
      })}
    </ul>
  );
}

function CardLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={cardClasses}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={cardClasses}>
      {children}
    </a>
  );
}
