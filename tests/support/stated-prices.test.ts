import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { findStatedPrices } from "./stated-prices";

const schedule = {
  maxUsd: {
    acknowledgment: 5,
    additionalSigner: 2,
    oathOrAffirmation: 5,
    verification: 5,
    certifiedCopyPage: 5,
    signatureWitnessing: 5,
    remoteSurcharge: 20,
  },
};

const pricesIn = (html: string) =>
  findStatedPrices(new JSDOM(`<body>${html}</body>`).window.document.body, schedule).map(
    ({ amount, cap }) => `${amount}/${cap}`,
  );

describe("the prices a page states for notarial acts, and their caps", () => {
  test("a price in a sentence is held to the act its clause names; travel in the next clause is not", () => {
    expect(pricesIn("<p>Up to $5 per notarial act, plus a travel fee of $55 within 15 miles.</p>")).toEqual(["5/5"]);
    expect(pricesIn("<p>Each acknowledgment costs $10.</p>")).toEqual(["10/5"]);
    expect(pricesIn("<p>$2 for each additional signer on an acknowledgment.</p>")).toEqual(["2/2"]);
    expect(pricesIn("<p>Acknowledgments: $5 for the first signer and $3 for each additional signer.</p>")).toEqual([
      "5/5",
      "3/2",
    ]);
    expect(pricesIn("<p>Up to $5 per notarial act ($2 for each additional signer on an acknowledgment).</p>")).toEqual([
      "5/5",
      "2/2",
    ]);
  });

  test("remote, online or electronic adds the remote surcharge's maximum", () => {
    expect(pricesIn("<p>Remote online notarization: $25–$50 per act.</p>")).toEqual(["25/25", "50/25"]);
    expect(pricesIn("<p>Notarización remota en línea: US$30 por acto.</p>")).toEqual(["30/25"]);
  });

  test("a price card reads its term with its descriptions", () => {
    const card = (title: string, price: string, detail: string) =>
      `<dl><div><dt>${title}</dt><dd>${price}</dd><dd>${detail}</dd></div></dl>`;
    expect(pricesIn(card("Notarial act", "$7", "per act"))).toEqual(["7/5"]);
    expect(pricesIn(card("Travel fee", "$55", "within 15 miles"))).toEqual([]);
  });

  test("a table cell is read with its row and column headings", () => {
    const table = `<table><thead><tr><th>Act</th><th>Legal maximum</th><th>Online</th></tr></thead>
      <tbody><tr><th>Oath or affirmation (jurat)</th><td>$5</td><td>$26</td></tr>
      <tr><th>Reading</th><td>$55</td><td>$55</td></tr></tbody></table>`;
    expect(pricesIn(table)).toEqual(["5/5", "26/25"]);
  });

  test("a sum after '=' is left to the estimator's own tests; its unit price is checked", () => {
    expect(pricesIn("<ul><li>Certified copy, per page: 4 × $5 = $20</li></ul>")).toEqual(["5/5"]);
  });

  test("amounts beside no notarial act are not prices of one", () => {
    expect(pricesIn("<p>A $100,000 surety bond.</p><p>Total: $60</p>")).toEqual([]);
  });
});
