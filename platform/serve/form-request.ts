// An appointment request as the site's form sends it to the form service.

/** The key a build without a Web3Forms key sends: visible, and only good for the stand-in. */
export const STAND_IN_KEY = "local-stand-in";

export function formRequest(overrides: Record<string, string> = {}, omit: string[] = []): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    access_key: STAND_IN_KEY,
    name: "Sam Ortiz",
    email: "sam@example.org",
    phone: "610-555-0177",
    service: "other",
    location: "Reading Public Library",
    date: "2026-12-12",
    time: "flexible",
    message: "",
    subject: "notary service request from Sam Ortiz",
    from_name: "Test",
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) if (!omit.includes(key)) form.set(key, value);
  return form;
}
