import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A page rendered through its route loaders (createRoutesStub) can take more than Testing
// Library's default second to appear when the unit tests share two cores with a build, as
// they do in npm test: findBy* and waitFor wait up to five before they fail.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
