import type { Bilingual } from "~/vocabulary/lang";

/** The not-found page's words, in the language of the address that was not found. */
export interface NotFoundWords {
  metaTitle: string;
  description: string;
  title: string;
  text: string;
  home: { to: string; label: string };
  back: string;
  lookingFor: string;
}

export const notFoundCopy: Bilingual<NotFoundWords> = {
  en: {
    metaTitle: "Page Not Found",
    description:
      "The page you were looking for does not exist or has moved. Find mobile notary services, prices and contact details here.",
    title: "Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved. Let's get you back on track.",
    home: { to: "/", label: "Back to Home" },
    back: "Go Back",
    lookingFor: "Looking for a notary? Call",
  },
  es: {
    metaTitle: "Página no encontrada",
    description:
      "La página que buscaba no existe o cambió de dirección. Aquí encontrará los servicios a domicilio, los precios y cómo comunicarse.",
    title: "Página no encontrada",
    text: "La página que busca no existe o cambió de dirección. Desde la página de inicio llega a mis servicios, a las tarifas y a la forma de pedir una cita.",
    home: { to: "/espanol", label: "Ir a la página de inicio" },
    back: "Regresar a la página anterior",
    lookingFor: "¿Necesita un notary public? Llame al",
  },
};
