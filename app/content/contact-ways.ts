import { site } from "~/site.config";
import type { Bilingual } from "~/vocabulary/lang";

/** The words around the phone, the e-mail and the form wherever they are offered, in both languages. */
export const contactWaysCopy: Bilingual<{
  callOrText: string;
  email: string;
  call: string;
  text: string;
  textNote: string;
  emailNote: string;
  online: string;
  formName: string;
  formNote: string;
  formPath: string;
}> = {
  en: {
    callOrText: "Call or text",
    email: "E-mail",
    call: "Call",
    text: "Text",
    textNote: "Send a message any time",
    emailNote: `Reply within ${site.policies.emailResponseHours} hours`,
    online: "Online",
    formName: "Appointment request form",
    formNote: "Tell me what you need and when",
    formPath: "/contact",
  },
  es: {
    callOrText: "Llame o envíe un texto",
    email: "Correo electrónico",
    call: "Llamar",
    text: "Texto",
    textNote: "Escríbame a cualquier hora",
    emailNote: `Respondo en menos de ${site.policies.emailResponseHours} horas`,
    online: "En línea",
    formName: "Formulario para pedir cita",
    formNote: "Dígame qué necesita y cuándo",
    formPath: "/espanol/contacto",
  },
};
