import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ButtonLink";
import { Icon } from "~/components/Icon";
import { contactHrefs } from "~/lib/contact-links";
import { useShellWords } from "~/components/shell-words";
import { site } from "~/site.config";

interface CallLinkProps {
  variant?: ButtonVariant | "inline";
  /** Defaults to "Call" and the number, so the number is always visible. */
  children?: ReactNode;
}

/** A tap-to-call link; on a phone it starts the call. */
export function CallLink({ variant = "primary", children }: CallLinkProps) {
  const copy = useShellWords();
  if (variant === "inline") {
    return (
      <a href={contactHrefs.call} className="font-semibold text-brand-800 underline underline-offset-2">
        {children ?? site.phone.display}
      </a>
    );
  }
  return (
    <a href={contactHrefs.call} className={buttonClasses[variant]}>
      <Icon name="phone" className="size-5" />
      {children ?? copy.call}
    </a>
  );
}
