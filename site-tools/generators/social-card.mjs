// Draws the pictures link previews show, one per language: social-card.png for
// the English pages and social-card-es.png for the Spanish ones, from the
// business name, area and hours in a few words (hours.summary, hours.summaryEs)
// in app/facts/data/business.json. The build draws them every time (the Vite
// plugin below), so a picture can never show older facts than the pages: no
// browser, no command for the owner. satori lays the text out as outlines in
// an SVG with the site's own typeface (Figtree), and sharp turns it into a PNG.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import satori from "satori";
import sharp from "sharp";

const root = join(import.meta.dirname, "..", "..");
const BUSINESS_FILE = join(root, "app", "facts", "data", "business.json");
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 };
export const SOCIAL_CARD_FILES = { en: "social-card.png", es: "social-card-es.png" };

const require = createRequire(import.meta.url);
/** Figtree's static faces as satori reads them (WOFF; it cannot read WOFF2), Latin and its extension for accents. */
function figtreeFaces() {
  return [400, 600, 800].flatMap((weight) =>
    ["latin", "latin-ext"].map((subset) => ({
      name: "Figtree",
      weight,
      style: "normal",
      data: readFileSync(require.resolve(`@fontsource/figtree/files/figtree-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/** "el condado de Berks" -> "Condado de Berks": the name alone, as a label writes it. */
const nameAlone = (phrase) => {
  const name = phrase.replace(/^(?:el|la|los|las) /u, "");
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** Each picture's two lines under the name, and their sizes in pixels. */
function cardWords(business) {
  const { region, regionEs, stateCode } = business.serviceArea;
  return [
    {
      lang: "en",
      title: `Mobile Notary Public · ${region}, ${stateCode}`,
      line: `I come to you · ${business.hours.summary} · Bonded & insured`,
      sizes: { title: 40, line: 32 },
    },
    {
      lang: "es",
      title: `Notary public a domicilio · ${nameAlone(regionEs)}, ${stateCode}`,
      line: `Voy a su casa · ${business.hours.summaryEs} · Con fianza y seguro`,
      // Spanish runs longer: a size smaller keeps each line on one line.
      sizes: { title: 36, line: 29 },
    },
  ];
}

const box = (style, ...children) => ({ type: "div", props: { style: { display: "flex", ...style }, children } });

/** The picture's layout: the seal, the name, then the two lines. */
function cardLayout(businessName, { title, line, sizes }, seal) {
  return box(
    {
      ...SOCIAL_CARD_SIZE,
      boxSizing: "border-box",
      padding: 80,
      background: "#0e2647",
      color: "#fff",
      fontFamily: "Figtree",
      flexDirection: "column",
      justifyContent: "center",
      gap: 28,
    },
    { type: "img", props: { src: seal, width: 140, height: 140 } },
    box({ fontSize: 76, fontWeight: 800, lineHeight: 1.05 }, businessName),
    box({ fontSize: sizes.title, color: "#f7cf6e", fontWeight: 600 }, title),
    box({ fontSize: sizes.line, color: "#dbe5f3", fontWeight: 400 }, line),
  );
}

/**
 * Both pictures for these facts.
 * @param {any} business the parsed app/facts/data/business.json
 * @returns {Promise<{ file: string, png: Buffer }[]>}
 */
export async function drawSocialCards(business) {
  const fonts = figtreeFaces();
  const seal = `data:image/svg+xml;base64,${readFileSync(join(root, "app", "assets", "logo-mark.svg")).toString("base64")}`;
  return Promise.all(
    cardWords(business).map(async (card) => {
      const svg = await satori(cardLayout(String(business.businessName), card, seal), { ...SOCIAL_CARD_SIZE, fonts });
      return { file: SOCIAL_CARD_FILES[card.lang], png: await sharp(Buffer.from(svg)).png().toBuffer() };
    }),
  );
}

/**
 * Vite plugin: the pictures, drawn from today's business.json, published at
 * the site's root by the build and served by `npm run dev`.
 * @returns {import("vite").Plugin}
 */
export function socialCards() {
  const readBusiness = () => JSON.parse(readFileSync(BUSINESS_FILE, "utf8"));
  return {
    name: "social-cards",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { file, png } of await drawSocialCards(readBusiness())) {
        this.emitFile({ type: "asset", fileName: file, source: png });
      }
    },
    configureServer(server) {
      const files = Object.values(SOCIAL_CARD_FILES);
      server.middlewares.use(async (request, response, next) => {
        const file = request.url?.slice(1);
        if (!file || !files.includes(file)) return next();
        const card = (await drawSocialCards(readBusiness())).find((drawn) => drawn.file === file);
        response.setHeader("Content-Type", "image/png");
        response.end(card?.png);
      });
    },
  };
}
