import { buttonClasses } from "~/components/ButtonLink";
import { Icon } from "~/components/Icon";
import type { WhatsAppLink } from "~/content/contact-ways";

/** WhatsApp beside Call and Text on a navy hero: shown only when the owner has given a WhatsApp number. */
export function WhatsAppButton({ link }: { link: WhatsAppLink | undefined }) {
  if (!link) return null;
  return (
    <a href={link.href} rel="external noopener" className={buttonClasses.outlineOnDark}>
      <Icon name="message" className="size-5" />
      {link.invite}
    </a>
  );
}
