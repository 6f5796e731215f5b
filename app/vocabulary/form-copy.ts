import type { FieldName, ServiceValue, TimeValue } from "./appointment-fields";

/** Every word the appointment form shows, in one language. */
export interface FormCopy {
  heading: string;
  intro: string;
  requiredNote: string;
  labels: Record<FieldName, string>;
  placeholders: Partial<Record<FieldName, string>>;
  chooseService: string;
  chooseTime: string;
  services: Record<ServiceValue, string>;
  times: Record<TimeValue, string>;
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
  };
}
