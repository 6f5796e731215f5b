import { Link } from "react-router";
import { notAttorneyNotice } from "~/vocabulary/legal-notice";
import { contactHrefs } from "~/lib/contact-links";
import { formatClockRange } from "~/lib/format";
import { site } from "~/site.config";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 px-4 pt-12 pb-8 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.businessName}</p>
          <p className="mt-2">
            Mobile notary public serving {site.serviceArea.region}, {site.serviceArea.state}. Licensed, bonded, insured
            and background-screened.
          </p>
          <p className="mt-4 text-sm">
            {site.commission.state} Notary Commission No. {site.commission.number}
          </p>
        </div>

        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={contactHrefs.call} className="hover:text-white hover:underline">
                Call or text {site.phone.display}
              </a>
            </li>
            <li>
              <a href={contactHrefs.email} className="break-all hover:text-white hover:underline">
                {site.email}
              </a>
            </li>
            {site.hours.schedule.map((period) => (
              <li key={period.label}>
                {period.label}: {formatClockRange(period.opens, period.closes)}
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className="font-semibold text-white">Site</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            {site.nav.footer.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="mx-auto mt-10 max-w-6xl space-y-4 border-t border-brand-800 pt-6 text-sm">
        <p lang="en" className="rounded-lg border border-brand-700 p-4 text-white">
          <strong>Notice:</strong> {notAttorneyNotice.en}
        </p>
        <p>
          © {site.copyrightYear} {site.businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
