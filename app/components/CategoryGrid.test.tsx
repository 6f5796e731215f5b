// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { CategoryGrid } from "~/components/CategoryGrid";
import type { DocumentCategory } from "~/content/types";

const categories: DocumentCategory[] = [
  {
    icon: "home",
    title: "Real Estate",
    subtitle: "Deeds and loans",
    description: "Property papers.",
    examples: ["Deeds", "Mortgages"],
    link: { to: "/services/loan-signing-agent", label: "Loan signings" },
  },
  { icon: "users", title: "Family", description: "Family papers.", examples: ["Custody agreements"] },
];

function renderGrid() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <CategoryGrid categories={categories} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("CategoryGrid", () => {
  test("shows each category as a list item with its heading and its examples as a list", async () => {
    renderGrid();
    const headings = await screen.findAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Real Estate", "Family"]);
    const realEstate = headings[0]?.closest("li");
    if (!realEstate) throw new Error("The first category is not a list item");
    expect(within(realEstate).getByText("Deeds and loans")).toBeInTheDocument();
    expect(
      within(realEstate)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Deeds", "Mortgages"]);
  });

  test("links only the categories that have a link", async () => {
    renderGrid();
    const links = await screen.findAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "/services/loan-signing-agent");
    expect(links[0]).toHaveAccessibleName("Loan signings");
  });
});
