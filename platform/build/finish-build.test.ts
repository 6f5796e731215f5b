import { describe, expect, test } from "vitest";
import { BUILD_PARTS, checkStepOrder, finishSteps } from "./finish-build.mjs";

/**
 * The build's last steps run in the order the list gives, and that order is
 * checked, not argued in comments: a step may read only what no later step
 * still writes.
 */
describe("the steps after prerendering", () => {
  test("each has a name and declares only known parts, and the shipped order holds", () => {
    for (const step of finishSteps) {
      expect(step.name.length, "a step's name").toBeGreaterThan(10);
      for (const part of [...step.reads, ...step.writes]) expect(Object.keys(BUILD_PARTS)).toContain(part);
    }
    expect(() => checkStepOrder(finishSteps)).not.toThrow();
  });

  test("the security policy is written after everything else that changes a page", () => {
    const writesPages = finishSteps.filter((step) => step.writes.includes("pages")).map((step) => step.name);
    expect(writesPages.at(-1)).toMatch(/policy/);
  });

  test("the hosting manifest, which a running npm start watches, is written last", () => {
    expect(finishSteps.at(-1)?.writes).toEqual(["manifest"]);
  });

  test("refuses a list where a step reads what a later step writes, naming both", () => {
    const byName = (name: string) => {
      const step = finishSteps.find((candidate) => candidate.name.startsWith(name));
      if (!step) throw new Error(`no step named "${name}…"`);
      return step;
    };
    const precompress = byName("precompress");
    const recipes = byName("write the host recipes");
    const swapped = finishSteps.map((step) => (step === precompress ? recipes : step === recipes ? precompress : step));
    expect(() => checkStepOrder(swapped)).toThrow(
      `Build step "${precompress.name}" reads what the later step "${recipes.name}" writes: move it after.`,
    );
  });

  test("refuses a step that names a part the build does not have", () => {
    const typo = { name: "a step with a typo", reads: ["pagez"], writes: [], run: () => undefined };
    expect(() => checkStepOrder([typo])).toThrow('Build step "a step with a typo" names an unknown part "pagez".');
  });
});
