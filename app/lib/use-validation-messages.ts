import { useEffect, type RefObject } from "react";
import type { FormCopy } from "~/vocabulary/form-copy";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What is wrong with a date the browser accepts (a day she does not work), in words; "" when nothing. */
export type DateCheck = (isoDate: string) => string;

/** Two fields of which one is enough (a phone number or an e-mail address); the first carries the message. */
export type EitherOf = readonly [string, string];

/** The controls of an `EitherOf` pair, and whether both are empty. */
function eitherState(form: HTMLFormElement, either: EitherOf): { first: Control | null; bothEmpty: boolean } {
  const [first, second] = either.map((name) => form.elements.namedItem(name));
  const asControl = (item: typeof first) => (item && isControl(item) ? item : null);
  const filled = (item: typeof first) => (asControl(item)?.value.trim() ?? "") !== "";
  return { first: asControl(first), bothEmpty: !filled(first) && !filled(second) };
}

/** The words for what is wrong with one field, in the form's language. */
function validationMessage(
  control: Control,
  words: FormCopy["validation"],
  checkDate?: DateCheck,
  either?: EitherOf,
): string {
  const { validity } = control;
  if (either && control.form && control.name === either[0] && eitherState(control.form, either).bothEmpty)
    return words.reach;
  if (validity.valueMissing) return control instanceof HTMLSelectElement ? words.choose : words.fill;
  if (validity.typeMismatch && control.type === "email") return words.email;
  if (validity.badInput && control.type === "date") return words.date;
  if (validity.rangeUnderflow && control.type === "date") return words.dateFrom;
  if (control.type === "date" && control.value && checkDate) return checkDate(control.value);
  return "";
}

function isControl(target: EventTarget | RadioNodeList | null): target is Control {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/**
 * The browser still decides what is required and what an e-mail address is
 * (the spec's own rules); this only gives its messages the page's language,
 * since a browser set to English would otherwise say "Please fill out this
 * field" on the Spanish form. A field's message is cleared as soon as it is
 * edited, so the browser checks it afresh. `checkDate` adds one rule of ours:
 * a date she does not work is refused as soon as it is chosen, with what
 * was typed kept, and the form is not sent until another date is chosen.
 * `either` adds another: of its two fields, one filled is enough.
 */
export function useValidationMessages(
  form: RefObject<HTMLFormElement | null>,
  words: FormCopy["validation"],
  checkDate?: DateCheck,
  either?: EitherOf,
): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // One of two is enough: the first of the pair is invalid while both are empty, and only then.
    const checkEither = () => {
      if (!either) return;
      const { first, bothEmpty } = eitherState(element, either);
      first?.setCustomValidity(bothEmpty ? words.reach : "");
    };
    const onInvalid = (event: Event) => {
      const control = event.target;
      if (!isControl(control)) return;
      control.setCustomValidity("");
      control.setCustomValidity(validationMessage(control, words, checkDate, either));
    };
    const onEdit = (event: Event) => {
      const control = event.target;
      if (!isControl(control)) return;
      control.setCustomValidity("");
      if (either?.includes(control.name)) checkEither();
      if (control.type !== "date" || !control.value || !checkDate) return;
      const refusal = checkDate(control.value);
      if (!refusal) return;
      control.setCustomValidity(refusal);
      // Said at once, on the field, rather than only when the form is sent.
      if (event.type === "change") control.reportValidity();
    };
    checkEither();
    // A form reset empties both without an input event.
    const onReset = () => setTimeout(checkEither);
    element.addEventListener("reset", onReset);
    // "invalid" does not bubble: listen while it travels down to the field.
    element.addEventListener("invalid", onInvalid, true);
    element.addEventListener("input", onEdit);
    element.addEventListener("change", onEdit);
    return () => {
      element.removeEventListener("invalid", onInvalid, true);
      element.removeEventListener("input", onEdit);
      element.removeEventListener("change", onEdit);
      element.removeEventListener("reset", onReset);
    };
  }, [form, words, checkDate, either]);
}
