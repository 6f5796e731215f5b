import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ButtonLink";
import { Icon } from "~/components/Icon";
import { LabelWithRoom } from "~/components/LabelWithRoom";
import { contactHrefs } from "~/lib/contact-links";
import { useShellWords } from "~/components/shell-words";
import { site } from "~/facts/site.config";

type CallLinkProps = { variant?: ButtonVariant | "inline" } & (
  | {
      /** Defaults to "Call" and the number, so the number is always visible. */
      children?: ReactNode;
      roomFor?: undefined;
    }
  | {
      /** Words, or the default "Call" and the number. */
      children?: string;
      /**
       * Other words the button may change to while the page is open: it keeps
       * room for them and for its own default from the first paint, so the
       * change moves nothing.
       */
      roomFor: string;
    }
);

/** A tap-to-call link; on a phone it starts the call. */
export function CallLink({ variant = "primary", ...words }: CallLinkProps) {
  const copy = useShellWords();
  if (variant === "inline") {
    return (
      <a href={contactHrefs.call} className="font-semibold text-brand-800 underline underline-offset-2">
        {words.children ?? site.phone.display}
      </a>
    );
  }
  return (
    <a href={contactHrefs.call} className={buttonClasses[variant]}>
      <Icon name="phone" className="size-5" />
      {words.roomFor === undefined ? (
        (words.children ?? copy.call)
      ) : (
        <LabelWithRoom label={words.children ?? copy.call} roomFor={[copy.call, words.roomFor]} />
      )}
    </a>
  );
}
