// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { LegalPage } from "~/components/LegalPage";
import { BOOK_PATHS } from "~/lib/special-paths";
import {
  legalPageLabels,
  link,
  list,
  paragraph,
  quote,
  subheading,
  type LegalDocument,
} from "~/content/legal/document";
import { site } from "~/facts/site.config";

const document: LegalDocument = {
  updated: "2025-06-20",
  updatedLabel: "Last updated",
  summary: ["The gist.", ["See the ", link("FAQ", "/faq"), "."]],
  sections: [
    {
      id: "first",
      title: "First Section",
      blocks: [
        subheading("A detail"),
        paragraph(
          "Read the ",
          link("terms", "/terms-of-service"),
          " or ",
          link("the service", "https://example.org"),
          ".",
        ),
        list("one;", ["two, with ", link("a link", "/contact"), "."]),
        quote("Words the law prescribes."),
      ],
    },
    { id: "contact", title: "Contact Me", blocks: [paragraph("Ask me.")], contactOptions: ["call", "email", "form"] },
  ],
};

function renderPage(path = "/", shown: LegalDocument = document) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LegalPage
          title="A Policy"
          eyebrow="Legal"
          intro={<p>Intro.</p>}
          document={shown}
          updatedText="June 20, 2025"
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("LegalPage", () => {
  test("has one h1 and shows the date as a machine-readable time", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "A Policy" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const date = screen.getByText("June 20, 2025");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2025-06-20");
  });

  test("lists every section in a table of contents that links to it", async () => {
    renderPage();
    const toc = await screen.findByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((anchor) => anchor.getAttribute("href"))).toEqual(["#first", "#contact"]);
    for (const section of document.sections) {
      const region = screen.getByRole("region", { name: section.title });
      expect(region).toHaveAttribute("id", section.id);
    }
  });

  test("renders sub-headings, lists, quotes and links inside the text", async () => {
    renderPage();
    const first = await screen.findByRole("region", { name: "First Section" });
    expect(within(first).getByRole("heading", { level: 3, name: "A detail" })).toBeInTheDocument();
    expect(within(first).getAllByRole("listitem")).toHaveLength(2);
    expect(within(first).getByRole("blockquote")).toHaveTextContent("Words the law prescribes.");
    expect(within(first).getByRole("link", { name: "terms" })).toHaveAttribute("href", "/terms-of-service");
    expect(within(first).getByRole("link", { name: "the service" })).toHaveAttribute("href", "https://example.org");
    expect(within(first).getByRole("link", { name: "a link" })).toHaveAttribute("href", "/contact");
  });

  test("ends a section with the contact cards it asks for", async () => {
    renderPage();
    const contact = await screen.findByRole("region", { name: "Contact Me" });
    const cards = within(contact).getAllByRole("link");
    expect(cards.map((card) => card.getAttribute("href"))).toEqual([
      `tel:${site.phone.e164}`,
      `mailto:${site.email}`,
      BOOK_PATHS.en,
    ]);
    // The number's no-break space reads as a space in the card's text.
    expect(cards[0]).toHaveTextContent(site.phone.display.replace(/\s/g, " "));
    expect(cards[1]).toHaveTextContent(site.email);
  });
});

describe("LegalPage in Spanish", () => {
  const translation: LegalDocument = {
    ...document,
    governingVersion: ["A translation of the ", link("English text", "/privacy-policy", "en"), "."],
  };

  test("names its table of contents and summary in Spanish", async () => {
    renderPage("/espanol/privacidad", translation);
    const labels = legalPageLabels.es;
    expect(await screen.findByRole("navigation", { name: labels.onThisPage })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: labels.summary })).toBeInTheDocument();
  });

  test("says which version governs, linking to the English page as English", async () => {
    renderPage("/espanol/privacidad", translation);
    const english = await screen.findByRole("link", { name: "English text" });
    expect(english).toHaveAttribute("href", "/privacy-policy");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(english).toHaveAttribute("lang", "en");
  });
});
