import type { Route } from "./+types/contact";
import { CallLink } from "~/components/CallLink";
import { PageHero } from "~/components/PageHero";
import { contactHrefs } from "~/lib/contact-links";
import { describeSchedule } from "~/lib/hours";
import { pageMeta } from "~/lib/seo";
import { site } from "~/site.config";

export default function Contact() {
  return (
    <PageHero
      title="Contact & Schedule an Appointment"
      intro={
        <p>
          Call or text {site.phone.display}, or e-mail{" "}
          <a href={contactHrefs.email} className="underline">
            {site.email}
          </a>
          . I see clients {describeSchedule()}.
        </p>
      }
    >
      <CallLink />
    </PageHero>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact & Schedule",
    description: `Schedule a mobile notary appointment in ${site.serviceArea.region}, ${site.serviceArea.stateCode}: call or text ${site.phone.display}, or e-mail ${site.email}.`,
    path: "/contact",
  });
