import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { actionWords } from "~/content/actions";
import { nameAloneEs } from "~/vocabulary/spanish-phrases";

/** The words around every service page's own content: the same on all fourteen, per language. */
export interface ServiceFrame {
  /** The breadcrumb trail's first two steps. */
  home: string;
  services: string;
  /** Above the page's title, in the hero. */
  eyebrow: string;
  /** The alternative text of the seal beside the title. */
  sealAlt: string;
  /** The main link to the contact page, unless the page names its own. */
  schedule: string;
  /** The link back to the overview at the foot of the page. */
  allServices: string;
  /** Above the title of the four steps. */
  processEyebrow: string;
  /** The name and heading of the box of quick facts beside the explanation. */
  atAGlance: string;
  /** The heading above the town links of the service-area section. */
  towns: string;
}

const { serviceArea, businessName } = site;

export const serviceFrame = {
  en: {
    home: "Home",
    services: "Services",
    eyebrow: `Notary Public · ${serviceArea.region}, ${serviceArea.stateCode}`,
    sealAlt: `${businessName} seal`,
    schedule: actionWords.en.named.service,
    allServices: "All Services",
    processEyebrow: "Four steps",
    atAGlance: "At a glance",
    towns: "Towns I visit most",
  },
  es: {
    home: "Inicio",
    services: "Servicios",
    // The region's name alone, as a label writes it: "Condado de Berks", not "el condado de Berks".
    eyebrow: `Notary public · ${nameAloneEs(serviceArea.regionEs)}, ${serviceArea.stateCode}`,
    sealAlt: `Sello de ${businessName}`,
    schedule: actionWords.es.named.service,
    allServices: "Todos los servicios",
    processEyebrow: "Cuatro pasos",
    atAGlance: "En resumen",
    towns: "Los pueblos que más visito",
  },
} satisfies Bilingual<ServiceFrame>;
