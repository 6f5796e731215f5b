import { link, list, paragraph, type LegalDocument, type LegalPageCopy } from "~/content/legal/document";
import { site } from "~/facts/site.config";
import type { Bilingual } from "~/vocabulary/lang";
import { fromEs } from "~/vocabulary/spanish-phrases";

const { legal, policies, serviceArea } = site;
const siteHost = new URL(site.url).host;

/**
 * The Accessibility Statement. Every measure it lists is one the site really
 * takes and the test suite checks; do not add a claim that nothing verifies.
 */
const en: LegalDocument = {
  updated: legal.accessibilityReviewed,
  updatedLabel: "Last reviewed",
  summary: [
    `This website aims to meet ${legal.accessibilityStandard}, and every page is checked against it automatically each time the site is built.`,
    "Because I come to you, the notary service itself is built around people who cannot easily get to an office.",
    "If anything gets in your way, on the site or at an appointment, please tell me and I will fix it or find another way.",
  ],
  sections: [
    {
      id: "commitment",
      title: "My Commitment",
      blocks: [
        paragraph(
          `I want everyone who needs a notary to be able to find my prices, read about my services and ask for an appointment, whatever device or assistive technology they use. This website, ${siteHost}, aims to conform to the Web Content Accessibility Guidelines (${legal.accessibilityStandard}), the standard published by the World Wide Web Consortium (W3C).`,
        ),
        paragraph(
          "Automated checks find many barriers but not all of them, so reports from visitors are the check I value most.",
        ),
      ],
    },
    {
      id: "measures",
      title: "What I Do to Make the Site Accessible",
      blocks: [
        paragraph(
          "Every page is checked automatically with the axe-core accessibility engine against the WCAG 2.1 level A and AA success criteria, and its HTML is validated, each time the site is built. The site also provides:",
        ),
        list(
          "a “Skip to main content” link as the first stop for keyboard and screen reader users;",
          "a menu that works entirely from the keyboard: Escape closes it and focus returns to the button that opened it;",
          "questions on the FAQ page that open and close with Enter or Space and announce whether they are expanded;",
          "a clearly visible outline around whatever has keyboard focus;",
          "landmarks for the header, navigation, main content and footer, and one main heading on every page with the headings below it in order;",
          "text alternatives for meaningful images, with decorative icons hidden from screen readers, and star ratings announced in words;",
          "text and controls with enough color contrast to meet level AA;",
          "pages that fit screens as narrow as 360 pixels, and that still work when you zoom in, without sideways scrolling;",
          "motion kept to a minimum, and turned off when your device asks for reduced motion;",
          "form fields with visible labels, and the result of sending the form announced to screen readers;",
          [
            "a ",
            link("Spanish page", "/espanol"),
            " marked as Spanish, so that screen readers pronounce it correctly.",
          ],
        ),
      ],
    },
    {
      id: "service-accessibility",
      title: "An Accessible Notary Service",
      blocks: [
        paragraph(
          `Because I travel to you, there are no stairs, parking or bus routes to manage: I come to your home, care facility, hospital room or another place in ${serviceArea.region} that suits you.`,
        ),
        list(
          "Tell me when you book about anything that would help, such as more time, a ground-floor room, or having the notarial certificate read aloud. Appointments are never rushed, and taking longer costs nothing extra.",
          "If you are deaf or hard of hearing, you can text me at my business number or e-mail me, and calls through a relay service are welcome.",
          "If a signer cannot write a signature because of a disability, let me know in advance. Pennsylvania law provides for signing by mark or with help, which usually requires witnesses, and I will explain what to arrange.",
          `I must be able to communicate with every signer. If you use sign language or ${
            site.notary.speaksSpanish ? "a language other than English or Spanish" : "another language"
          }, tell me when you book so that we can plan for an interpreter.`,
        ),
      ],
    },
    {
      id: "compatibility",
      title: "Assistive Technology and Browsers",
      blocks: [
        paragraph(
          "The site is built from standard HTML, with landmarks, headings, labels and states that screen readers, screen magnifiers, speech input and keyboard navigation rely on. It does not depend on any particular browser, plug-in or pointing device.",
        ),
        paragraph(
          "The automated checks run in the Chromium browser. I have not tested every combination of browser and assistive technology, so if something does not work with yours, please tell me which you use and I will look into it.",
        ),
      ],
    },
    {
      id: "limitations",
      title: "Known Limitations",
      blocks: [
        paragraph(
          "I am not aware of any part of this website that falls short of the standard. If you find one, I treat it as a fault to fix, not a matter of opinion.",
        ),
      ],
    },
    {
      id: "feedback",
      title: "Feedback and Contact",
      blocks: [
        paragraph(
          `If anything on this website is hard to use, or you would like its information in another format or read to you over the phone, please tell me in whichever way suits you. I reply to e-mails within ${policies.emailResponseHours} hours.`,
        ),
      ],
      contactOptions: ["call", "email", "form"],
    },
  ],
};

/** The standard's name in Spanish: "WCAG 2.1 level AA" -> "WCAG 2.1 nivel AA". */
const standardEs = legal.accessibilityStandard.replace(/\blevel\b/, "nivel");

/** The Spanish statement, measure for measure; the English version governs. */
const es: LegalDocument = {
  updated: legal.accessibilityReviewed,
  updatedLabel: "Última revisión",
  governingVersion: [
    "Esta es una traducción de mi ",
    link("Accessibility Statement", "/accessibility", "en"),
    " (en inglés). Si las dos versiones no dicen lo mismo, vale la versión en inglés.",
  ],
  summary: [
    `Este sitio web busca cumplir las pautas ${standardEs}, y cada página se revisa automáticamente con esas pautas cada vez que se publica el sitio.`,
    "Como yo voy a donde usted está, el servicio está pensado para quienes no pueden llegar fácilmente a una oficina.",
    "Si algo le pone trabas, en el sitio o en una cita, dígamelo y lo arreglo o busco otra manera.",
  ],
  sections: [
    {
      id: "commitment",
      title: "Mi compromiso",
      blocks: [
        paragraph(
          `Quiero que toda persona que necesite un notary public pueda ver mis precios, leer sobre mis servicios y pedir una cita, use el aparato o la tecnología de asistencia que use. Este sitio web, ${siteHost}, busca cumplir las Pautas de Accesibilidad para el Contenido Web (${standardEs}), la norma que publica el World Wide Web Consortium (W3C).`,
        ),
        paragraph(
          "Las revisiones automáticas encuentran muchas barreras, pero no todas. Por eso, lo que más valoro son los avisos de quienes visitan el sitio.",
        ),
      ],
    },
    {
      id: "measures",
      title: "Qué hago para que el sitio sea accesible",
      blocks: [
        paragraph(
          "Cada vez que se publica el sitio, cada página se revisa automáticamente con el programa axe-core según los criterios de nivel A y AA de WCAG 2.1, y se valida su HTML. Además, el sitio ofrece:",
        ),
        list(
          "un enlace “Saltar al contenido principal” como primera parada para quien usa el teclado o un lector de pantalla;",
          "un menú que funciona por completo con el teclado: la tecla Escape lo cierra y el foco vuelve al botón que lo abrió;",
          "preguntas frecuentes que se abren y se cierran con Enter o la barra espaciadora y anuncian si están abiertas;",
          "un borde bien visible alrededor del elemento que tiene el foco del teclado;",
          "zonas marcadas para el encabezado, la navegación, el contenido principal y el pie de página, y un solo título principal en cada página, con los demás títulos en orden;",
          "textos alternativos para las imágenes que dicen algo, íconos decorativos ocultos para los lectores de pantalla y calificaciones con estrellas leídas en palabras;",
          "textos y controles con suficiente contraste de color para cumplir el nivel AA;",
          "páginas que caben en pantallas de solo 360 píxeles de ancho y que siguen funcionando al ampliarlas, sin desplazarse de lado;",
          "muy poco movimiento, que se apaga cuando su aparato pide reducirlo;",
          "campos del formulario con etiquetas visibles, y el resultado del envío anunciado a los lectores de pantalla;",
          [
            "páginas en español, como esta, marcadas como español, para que los lectores de pantalla las pronuncien bien, y enlaces a las ",
            { text: "páginas en inglés", href: "/", hrefLang: "en" },
            " marcados como inglés.",
          ],
        ),
      ],
    },
    {
      id: "service-accessibility",
      title: "Un servicio notarial accesible",
      blocks: [
        paragraph(
          `Como yo voy a donde usted está, no hay escaleras, estacionamiento ni rutas de autobús de qué preocuparse: voy a su casa, a la residencia, a su cuarto de hospital o a otro lugar ${fromEs(serviceArea.regionEs)} que le quede bien.`,
        ),
        list(
          "Cuando reserve, cuénteme lo que le ayudaría, como más tiempo, un cuarto en la planta baja o que le lea en voz alta el certificado notarial. Las citas nunca son con prisa, y tardar más no cuesta más.",
          "Si usted es sordo o tiene problemas de audición, puede enviarme un texto a mi número o escribirme un correo, y las llamadas por un servicio de relevo son bienvenidas.",
          "Si un firmante no puede escribir su firma por una discapacidad, avíseme antes. La ley de Pensilvania permite firmar con una marca o con ayuda, lo que casi siempre requiere testigos, y le explicaré qué hay que preparar.",
          `Debo poder comunicarme con cada firmante. ${
            site.notary.speaksSpanish
              ? "Atiendo en inglés y en español; si usted usa lengua de señas u otro idioma, dígamelo al pedir la cita para que podamos contar con un intérprete."
              : "Si usted habla español, usa lengua de señas u otro idioma, dígamelo al pedir la cita para que podamos contar con un intérprete."
          }`,
        ),
      ],
    },
    {
      id: "compatibility",
      title: "Tecnología de asistencia y navegadores",
      blocks: [
        paragraph(
          "El sitio está hecho con HTML estándar, con las zonas, los títulos, las etiquetas y los estados que usan los lectores de pantalla, las lupas de pantalla, el control por voz y la navegación con teclado. No depende de ningún navegador, complemento ni ratón en particular.",
        ),
        paragraph(
          "Las revisiones automáticas se hacen en el navegador Chromium. No he probado todas las combinaciones de navegador y tecnología de asistencia, así que si algo no funciona con la suya, dígame cuál usa y lo reviso.",
        ),
      ],
    },
    {
      id: "limitations",
      title: "Limitaciones conocidas",
      blocks: [
        paragraph(
          "No conozco ninguna parte de este sitio web que no cumpla la norma. Si usted encuentra una, la trato como una falla que hay que arreglar, no como una cuestión de opinión.",
        ),
        paragraph(
          "El blog tiene artículos escritos en español y otros que solo están en inglés; la lista de artículos en español marca cada uno de estos con «(en inglés)».",
        ),
      ],
    },
    {
      id: "feedback",
      title: "Comentarios y contacto",
      blocks: [
        paragraph(
          `Si algo de este sitio web le resulta difícil de usar, o quiere su información en otro formato o que se la lea por teléfono, dígamelo de la forma que le quede mejor. Respondo los correos en menos de ${policies.emailResponseHours} horas.`,
        ),
      ],
      contactOptions: ["call", "email", "form"],
    },
  ],
};

/** The statement in both languages. */
export const accessibilityStatement: Bilingual<LegalDocument> = { en, es };

/** The words around the statement on its page. */
export const accessibilityPage: Bilingual<LegalPageCopy> = {
  en: {
    title: "Accessibility Statement",
    eyebrow: "For every visitor",
    intro: "How this website and my notary service work for everyone, and how to tell me when something doesn't.",
    metaTitle: "Accessibility Statement",
    description:
      "This website's commitment to WCAG 2.1 AA and how to reach the notary in the way that works best for you.",
  },
  es: {
    title: "Declaración de accesibilidad",
    eyebrow: "Para todas las personas",
    intro: "Cómo este sitio web y mi servicio funcionan para todos, y cómo avisarme cuando algo no funciona.",
    metaTitle: "Declaración de accesibilidad",
    description:
      "El compromiso de este sitio web con WCAG 2.1 AA y cómo comunicarse con su notary public de la forma que le sirva.",
  },
};
