import type { FieldName, ServiceValue, TimeValue } from "./appointment-fields";
import type { Lang } from "./lang";
import type { Situation, SituationWords } from "./situations";

/** Every word the appointment form shows, in one language. */
export interface FormCopy {
  /** The language the words are in: the date in the message sent another way is written in it. */
  lang: Lang;
  heading: string;
  intro: string;
  requiredNote: string;
  labels: Record<FieldName, string>;
  placeholders: Partial<Record<FieldName, string>>;
  /** "What is happening?": the question the form starts from. */
  situationLegend: string;
  /** Each situation's name and what to have ready for it. */
  situations: Record<Situation, SituationWords>;
  /** Heads the list of what to have ready. */
  readyHeading: string;
  /** Says that a phone number or an e-mail address is enough. */
  reachNote: string;
  /** Said only without JavaScript, where the browser asks for both. */
  reachNoScript: string;
  /** "As soon as possible (today)", offered while she has time left today. */
  asap: string;
  chooseService: string;
  chooseTime: string;
  services: Record<ServiceValue, string>;
  /** The time choices her hours allow, in the form's order, each with its words and times. */
  times: readonly { value: TimeValue; label: string }[];
  submit: string;
  sending: string;
  /** The e-mail subject; "{name}" becomes the visitor's name. */
  subject: string;
  /** The subject when the form is sent without JavaScript and so without the name. */
  subjectNoScript: string;
  messages: {
    success: string;
    failure: string;
    tooManyRequests: string;
    networkError: string;
    /** No answer in time: the request may have arrived, so do not just send it again. */
    timeout: string;
    /** Follows a refusal that did not name the phone: our number, in the page's language. */
    callLine: string;
    /** Introduces the service's own words (often English) under our message; "{detail}" is them. */
    serviceSaid: string;
  };
  /** The browser's validation messages, in this language (its rules stay the spec's). */
  validation: {
    /** An empty required field. */
    fill: string;
    /** A required list with nothing chosen. */
    choose: string;
    email: string;
    /** Neither a phone number nor an e-mail address. */
    reach: string;
    /** A date the browser cannot read. */
    date: string;
    /** A date before today. */
    dateFrom: string;
    /** A weekday she does not work, naming the days she does. */
    dayOff: string;
    /** A day in one of her closures; "{date}" stands for the date, written out. */
    closed: string;
  };
  /** The one-tap ways to send the same request when the form service fails. */
  fallback: {
    title: string;
    intro: string;
    email: string;
    text: string;
    call: string;
    /** The first line of the e-mail and of the text message. */
    bodyIntro: string;
    /** Said at the end of a message cut short to fit a text message. */
    truncated: string;
  };
}
