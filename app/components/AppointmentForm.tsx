import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  ASAP,
  maxLengths,
  reachFields,
  serviceValues,
  SITUATION_FIELD,
  type FieldName,
} from "~/vocabulary/appointment-fields";
import { isSituation, situationServices, situationValues } from "~/vocabulary/situations";
import { asapDate } from "~/lib/asap";
import { useHydrated } from "~/lib/use-hydrated";
import type { FormCopy } from "~/vocabulary/form-copy";
import { buildPayload, formServiceSettings, submitAppointment, type SubmissionOutcome } from "~/lib/appointment";
import { emailBody, mailtoHref, readValues, smsHref, textBody, type RequestValues } from "~/lib/send-another-way";
import { site } from "~/facts/site.config";
import { useLocation } from "react-router";
import { useValidationMessages, type DateCheck } from "~/lib/use-validation-messages";
import { formatDate } from "~/lib/format";
import { dateRefusal } from "~/vocabulary/bookable-days";
import { buttonClasses } from "./ButtonLink";
import { Icon } from "./Icon";

type FormState =
  { status: "idle" } | { status: "sending" } | { status: "done"; outcome: SubmissionOutcome; values: RequestValues };

interface AppointmentFormProps {
  copy: FormCopy;
  /** Absolute address of the thank-you page, for forms sent without JavaScript. */
  thankYouUrl: string;
  /**
   * What the message field starts with, worked out from the page's query
   * after hydration (an estimate brought from the fee estimator), or null.
   * The page that offers it brings the code, so other pages do not load it.
   */
  messageFromQuery?: (search: string) => string | null;
}

/** The situation an estimate brought (`?situation=…`), or null. */
function situationFromQuery(search: string) {
  const value = new URLSearchParams(search).get(SITUATION_FIELD);
  return isSituation(value) ? value : null;
}

const inputClasses =
  "mt-1 block w-full rounded-lg border border-ink-muted bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-700";

const resultClasses = {
  ok: "rounded-lg border-2 border-success-700 bg-success-50 p-4 font-semibold text-success-900",
  failed: "rounded-lg border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-900",
};

/** Today's date in the visitor's own time zone, as a date input wants it. */
function localToday(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The date field's own rule: her days and her closures (business.json `hours`), said in the form's language. */
function dateCheck(copy: FormCopy): DateCheck {
  return (isoDate) => {
    const refusal = dateRefusal(isoDate, site.hours);
    if (refusal === "closed") return copy.validation.closed.replace("{date}", formatDate(isoDate, copy.lang));
    return refusal === "day-off" ? copy.validation.dayOff : "";
  };
}

/**
 * The appointment request form, in whichever language its copy is. With
 * JavaScript it posts in the background and reports the result in place;
 * without, the browser posts it to the service, which returns the visitor to
 * our thank-you page. The browser's own validation stops incomplete forms.
 */
export function AppointmentForm({ copy, thankYouUrl, messageFromQuery }: AppointmentFormProps) {
  const settings = formServiceSettings();
  const [state, setState] = useState<FormState>({ status: "idle" });
  const inFlight = useRef(false);
  const dateInput = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const { search } = useLocation();
  const formElement = useRef<HTMLFormElement>(null);
  const checkDate = useMemo(() => dateCheck(copy), [copy]);
  useValidationMessages(formElement, copy.validation, checkDate, reachFields);
  const hydrated = useHydrated();
  // Without JavaScript the browser alone checks the form, and it cannot say "one of two": both stay required.
  const reachRequired = !hydrated;
  const serviceInput = useRef<HTMLSelectElement>(null);
  const serviceFromSituation = useRef("");
  const [asapToday, setAsapToday] = useState<string | null>(null);
  const idPrefix = useId();
  const idFor = (field: FieldName) => `${idPrefix}-${field}`;
  /** The note that a phone number or an e-mail address is enough, read with both fields. */
  const reachNoteId = `${idFor("email")}-reach`;

  useEffect(() => {
    // Set after hydration: the prerendered HTML was made on another day.
    if (dateInput.current) dateInput.current.min = localToday();
    // Likewise "as soon as possible (today)": only the visitor's moment knows whether she has time left today.
    const update = () => setAsapToday(asapDate(new Date(), site.hours));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (state.status === "done") result.current?.focus();
  }, [state]);

  useEffect(() => {
    // After hydration: the prerendered page knows no query. Never over what the visitor typed.
    const message = messageInput.current;
    if (!messageFromQuery || !search || !message || message.value !== "") return;
    const text = messageFromQuery(search);
    if (text) message.value = text.slice(0, maxLengths.message);
  }, [search, messageFromQuery]);

  useEffect(() => {
    // The situation an estimate carried, chosen for the visitor unless they chose one already.
    const situation = search ? situationFromQuery(search) : null;
    const form = formElement.current;
    if (!situation || !form || new FormData(form).get(SITUATION_FIELD)) return;
    const radio = form.querySelector<HTMLInputElement>(`input[name="${SITUATION_FIELD}"][value="${situation}"]`);
    if (radio) radio.checked = true;
    chooseServiceFor(situation);
  }, [search]);

  /** The service a situation is sent as, unless the visitor chose another themselves. */
  function chooseServiceFor(situation: string) {
    const service = serviceInput.current;
    if (!service || !isSituation(situation)) return;
    if (service.value !== "" && service.value !== serviceFromSituation.current) return;
    service.value = situationServices[situation];
    serviceFromSituation.current = service.value;
  }

  /** "As soon as possible (today)" means today: the date field says so, in New York's calendar. */
  function chooseTime(value: string) {
    if (value === ASAP && asapToday && dateInput.current) dateInput.current.value = asapToday;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const values = readValues(new FormData(form));
    setState({ status: "sending" });
    const payload = buildPayload(new FormData(form), copy, settings);
    // The form's own action is the one address both ways of sending use.
    const outcome = await submitAppointment(payload, { ...settings, endpoint: form.action }, copy.messages);
    // Only a request that arrived clears the form; a failure keeps every value.
    if (outcome.ok) form.reset();
    setState({ status: "done", outcome, values });
    inFlight.current = false;
  }

  // After a failure the other ways of sending follow what the form holds now.
  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (state.status !== "done" || state.outcome.ok) return;
    const values = readValues(new FormData(event.currentTarget));
    setState({ ...state, values });
  }

  const sending = state.status === "sending";
  const outcome = state.status === "done" ? state.outcome : null;
  const values = state.status === "done" ? state.values : {};

  return (
    <form
      ref={formElement}
      action={settings.endpoint}
      method="post"
      onSubmit={handleSubmit}
      onChange={handleChange}
      className="space-y-5"
    >
      <input type="hidden" name="access_key" value={settings.accessKey} />
      <input type="hidden" name="subject" value={copy.subjectNoScript} />
      <input type="hidden" name="from_name" value={settings.fromName} />
      <input type="hidden" name="redirect" value={thankYouUrl} />
      {/* A honeypot: people never see it, bots tick it, the service rejects those. */}
      <input type="checkbox" name="botcheck" hidden tabIndex={-1} aria-hidden="true" />

      <p className="text-sm text-ink-muted">{copy.requiredNote}</p>

      <SituationChoice copy={copy} onChoose={chooseServiceFor} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={idFor("name")} label={copy.labels.name} required>
          <input
            id={idFor("name")}
            name="name"
            type="text"
            required
            maxLength={maxLengths.name}
            autoComplete="name"
            className={inputClasses}
          />
        </Field>
        <p id={reachNoteId} className="text-sm text-ink-muted sm:col-span-2 sm:-mb-3">
          {copy.reachNote}
          <noscript> {copy.reachNoScript}</noscript>
        </p>
        <Field id={idFor("phone")} label={copy.labels.phone}>
          <input
            id={idFor("phone")}
            name="phone"
            type="tel"
            required={reachRequired}
            maxLength={maxLengths.phone}
            autoComplete="tel"
            aria-describedby={reachNoteId}
            className={inputClasses}
          />
        </Field>
        <Field id={idFor("email")} label={copy.labels.email}>
          <input
            id={idFor("email")}
            name="email"
            type="email"
            required={reachRequired}
            maxLength={maxLengths.email}
            autoComplete="email"
            aria-describedby={reachNoteId}
            className={inputClasses}
          />
        </Field>
        <Field id={idFor("service")} label={copy.labels.service} required>
          <select
            ref={serviceInput}
            id={idFor("service")}
            name="service"
            required
            defaultValue=""
            className={inputClasses}
          >
            <option value="">{copy.chooseService}</option>
            {serviceValues.map((value) => (
              <option key={value} value={value}>
                {copy.services[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <Field id={idFor("location")} label={copy.labels.location} required>
        <input
          id={idFor("location")}
          name="location"
          type="text"
          required
          maxLength={maxLengths.location}
          placeholder={copy.placeholders.location}
          className={inputClasses}
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={idFor("date")} label={copy.labels.date} required>
          <input ref={dateInput} id={idFor("date")} name="date" type="date" required className={inputClasses} />
        </Field>
        <Field id={idFor("time")} label={copy.labels.time} required>
          <select
            id={idFor("time")}
            name="time"
            required
            defaultValue=""
            onChange={(event) => chooseTime(event.target.value)}
            className={inputClasses}
          >
            <option value="">{copy.chooseTime}</option>
            {asapToday && <option value={ASAP}>{copy.asap}</option>}
            {copy.times.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <Field id={idFor("message")} label={copy.labels.message}>
        <textarea
          ref={messageInput}
          id={idFor("message")}
          name="message"
          rows={4}
          maxLength={maxLengths.message}
          placeholder={copy.placeholders.message}
          className={inputClasses}
        />
      </Field>

      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-800 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {sending ? copy.sending : copy.submit}
      </button>

      {outcome?.ok && (
        <div ref={result} tabIndex={-1} role="status" className={resultClasses.ok}>
          {outcome.message}
        </div>
      )}
      {outcome && !outcome.ok && (
        <>
          <div ref={result} tabIndex={-1} role="alert" className={resultClasses.failed}>
            <p>{outcome.message}</p>
            {outcome.detail && <ServiceSaid template={copy.messages.serviceSaid} detail={outcome.detail} />}
            {/* The other failure messages already name the number. */}
            {outcome.kind === "refused" && <p className="mt-2">{copy.messages.callLine}</p>}
          </div>
          <SendAnotherWay copy={copy} values={values} />
        </>
      )}
    </form>
  );
}

/**
 * "What is happening?": radio buttons, so the choice works without
 * JavaScript, each showing what to have ready once it is chosen (CSS alone).
 */
function SituationChoice({ copy, onChoose }: { copy: FormCopy; onChoose: (situation: string) => void }) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold text-ink">{copy.situationLegend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {situationValues.map((value) => {
          const words = copy.situations[value];
          const readyId = `${idPrefix}-${value}-ready`;
          return (
            <div
              key={value}
              className="group rounded-lg border border-brand-200 has-checked:border-brand-800 has-checked:bg-brand-50 sm:has-checked:col-span-2"
            >
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 font-medium text-ink">
                <input
                  type="radio"
                  name={SITUATION_FIELD}
                  value={value}
                  aria-describedby={readyId}
                  onChange={() => onChoose(value)}
                  className="size-5 shrink-0 accent-brand-800"
                />
                {words.label}
              </label>
              <div
                id={readyId}
                data-situation-ready={value}
                className="hidden px-3 pb-3 text-sm text-ink group-has-checked:block"
              >
                <p className="font-semibold">{copy.readyHeading}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {words.ready.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The service's own words (usually English), marked as such, under our message. */
function ServiceSaid({ template, detail }: { template: string; detail: string }) {
  const [before = "", after = ""] = template.split("{detail}");
  return (
    <p className="mt-2 text-sm font-normal">
      {before}
      <span lang="en">{detail}</span>
      {after}
    </p>
  );
}

/** One tap sends the same request by e-mail or text message, or calls: no lead is lost to a bad minute. */
function SendAnotherWay({ copy, values }: { copy: FormCopy; values: RequestValues }) {
  const headingId = useId();
  const subject = copy.subject.replace("{name}", values.name ?? "");
  const links = [
    {
      key: "email",
      href: mailtoHref(site.email, subject, emailBody(values, copy)),
      label: copy.fallback.email,
      icon: "mail",
    },
    {
      key: "text",
      href: smsHref(site.phone.textHref, textBody(values, copy)),
      label: copy.fallback.text,
      icon: "message",
    },
    { key: "call", href: site.phone.callHref, label: copy.fallback.call, icon: "phone" },
  ] as const;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {copy.fallback.title}
      </h3>
      <p className="mt-1 text-ink">{copy.fallback.intro}</p>
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} className={`${buttonClasses.secondary} w-full sm:w-auto`}>
              <Icon name={link.icon} className="size-5" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}

function Field({ id, label, required = false, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
