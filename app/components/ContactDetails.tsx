import { BreakAfterAt } from "~/components/BreakAfterAt";
import { Icon, type IconName } from "~/components/Icon";
import { contactWaysCopy } from "~/content/contact-ways";
import { contactHrefs } from "~/lib/contact-links";
import { describeSchedule } from "~/lib/hours";
import { usePageLang } from "~/lib/page-lang";
import { site } from "~/facts/site.config";

type Tone = "light" | "dark";

const toneClasses: Record<Tone, { label: string; value: string; icon: string }> = {
  light: { label: "text-ink-muted", value: "text-ink", icon: "bg-brand-50 text-brand-800" },
  dark: { label: "text-brand-100", value: "text-white", icon: "bg-brand-800 text-accent-300" },
};

interface Detail {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
}

/** Phone, e-mail and hours, from the config, as a list a visitor can tap. */
export function ContactDetails({ tone = "light" }: { tone?: Tone }) {
  const classes = toneClasses[tone];
  const lang = usePageLang();
  const copy = contactWaysCopy[lang];
  const details: Detail[] = [
    { icon: "phone", label: copy.callOrText, value: site.phone.display, href: contactHrefs.call },
    { icon: "mail", label: copy.email, value: site.email, href: contactHrefs.email },
    { icon: "clock", label: lang === "es" ? site.hours.summaryEs : site.hours.summary, value: describeSchedule(lang) },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {details.map((detail) => (
        <li key={detail.icon} className="flex items-center gap-3">
          <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${classes.icon}`}>
            <Icon name={detail.icon} className="size-5" />
          </span>
          <span className="min-w-0">
            <span className={`block text-sm ${classes.label}`}>{detail.label}</span>
            {detail.href ? (
              <a
                href={detail.href}
                className={`block font-semibold wrap-break-word underline-offset-2 hover:underline ${classes.value}`}
              >
                <BreakAfterAt text={detail.value} />
              </a>
            ) : (
              <span className={`block font-semibold first-letter:uppercase ${classes.value}`}>{detail.value}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
