import { Link } from "react-router";
import { BreakAfterAt } from "~/components/BreakAfterAt";
import { useShellWords } from "~/components/shell-words";
import { buildYear } from "~/lib/build-year";
import { contactHrefs } from "~/lib/contact-links";
import { site } from "~/facts/site.config";

export function SiteFooter() {
  const copy = useShellWords();
  const { profiles, whatsApp } = copy.profiles;
  return (
    <footer className="bg-brand-950 px-4 pt-10 pb-8 text-brand-100 sm:pt-12 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 md:grid-cols-3 md:gap-10">
        <div>
          <p className="text-lg font-bold text-white">{site.businessName}</p>
          <p className="mt-2">{copy.footer.about}</p>
          <p className="mt-4 text-sm">{copy.footer.commission}</p>
        </div>

        <div>
          <h2 className="font-semibold text-white">{copy.footer.contactHeading}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={contactHrefs.call} className="hover:text-white hover:underline">
                {copy.callOrText}
              </a>
            </li>
            <li>
              <a href={contactHrefs.email} className="wrap-break-word hover:text-white hover:underline">
                <BreakAfterAt text={site.email} />
              </a>
            </li>
            {whatsApp && (
              <li>
                <a href={whatsApp.href} rel="external noopener" className="hover:text-white hover:underline">
                  {whatsApp.invite}
                </a>
              </li>
            )}
            {copy.hours.schedule.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {profiles && (
            <>
              <h2 className="mt-6 font-semibold text-white">{profiles.heading}</h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                {profiles.links.map((profile) => (
                  <li key={profile.href}>
                    <a href={profile.href} rel="external noopener" className="hover:text-white hover:underline">
                      {profile.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <nav aria-label={copy.navLabels.footer}>
          <h2 className="font-semibold text-white">{copy.footer.siteHeading}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            {copy.nav.footer.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="mx-auto mt-8 max-w-6xl space-y-4 border-t border-brand-800 pt-6 text-sm md:mt-10">
        {copy.statements.slice(0, 1).map((statement) => (
          <p key={statement.lang} lang={statement.lang} className="rounded-lg border border-brand-700 p-4 text-white">
            <strong>{statement.label}</strong> {statement.text}
          </p>
        ))}
        {copy.notarioWarning && (
          <div data-notario-warning="" className="rounded-lg bg-brand-900 p-4 text-white">
            <p className="font-semibold">{copy.notarioWarning.title}</p>
            <p className="mt-1">{copy.notarioWarning.text}</p>
          </div>
        )}
        {/* The law asks for the statement in each language a page uses; the
            Spanish pages name English pages and the articles are English. */}
        {copy.statements.slice(1).map((statement) => (
          <p key={statement.lang} lang={statement.lang} className="rounded-lg border border-brand-700 p-4 text-white">
            <strong>{statement.label}</strong> {statement.text}
          </p>
        ))}
        <p>
          © {buildYear} {site.businessName}. {copy.footer.rights}
        </p>
      </div>
    </footer>
  );
}
