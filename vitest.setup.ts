import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A page rendered through its route loaders (createRoutesStub) can take more than Testing
// Library's default second to appear when the unit tests share two cores with a build, as
// they do in npm test, and more than five beside four busy processes (the second notary's
// unit run failed so): findBy* and waitFor wait up to thirty, a hang's time, not a slow
// machine's. A page that appears returns at once.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});
