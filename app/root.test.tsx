// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data, Outlet } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { ErrorBoundary, loader as rootLoader } from "~/root";

/** The app's shape: the root route (its words from its own loader) above a page whose loader fails. */
function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      HydrateFallback: () => null,
      loader: ({ request }) => rootLoader({ request } as Parameters<typeof rootLoader>[0]),
      ErrorBoundary,
      children: [{ index: true, Component: () => null, loader }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the root error boundary", () => {
  test("shows the not-found page for a route that reports a 404", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404, statusText: "Not Found" });
    });
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Page Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("names any other failure with its status text", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  test("names a thrown error by its message", async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("The content could not be read");
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The content could not be read")).toBeInTheDocument();
  });
});
