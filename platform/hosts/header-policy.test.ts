// The header policy's report collector (off unless the owner names one) and
// the cross-origin headers every host sends.
import { expect, test } from "vitest";
import { cspReportUrl, headerCsp, securityHeaders } from "./header-policy.mjs";

const formOrigin = "https://api.web3forms.com";

test("sends no report directive and no Reporting-Endpoints unless a collector is named", () => {
  const headers = securityHeaders({ formOrigin, reportUrl: cspReportUrl({}) });
  expect(headers["Content-Security-Policy"]).not.toMatch(/report-/);
  expect(headers).not.toHaveProperty("Reporting-Endpoints");
  expect(cspReportUrl({ CSP_REPORT_URL: "  " })).toBeUndefined();
});

test("points report-to and report-uri at the collector named in CSP_REPORT_URL", () => {
  const reportUrl = cspReportUrl({ CSP_REPORT_URL: "https://reports.example.org/csp" });
  const headers = securityHeaders({ formOrigin, reportUrl });
  expect(headers["Content-Security-Policy"]).toBe(
    `${headerCsp({ formOrigin })}; report-uri https://reports.example.org/csp; report-to csp`,
  );
  expect(headers["Reporting-Endpoints"]).toBe('csp="https://reports.example.org/csp"');
});

test("refuses a collector that is not a plain https address, naming the variable", () => {
  for (const value of [
    "http://reports.example.org/csp",
    "reports.example.org",
    "https://x.example/a;b",
    "javascript:x",
  ]) {
    expect(() => cspReportUrl({ CSP_REPORT_URL: value }), value).toThrow(/CSP_REPORT_URL/);
  }
});

test("lets no other site embed the site's files, and keeps the editor's sign-in popup working", () => {
  const headers = securityHeaders({ formOrigin });
  expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
  expect(headers).not.toHaveProperty("Cross-Origin-Embedder-Policy");
});
