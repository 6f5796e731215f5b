import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { previewRebuilds, QUIET_MS } from "./preview-rebuilds.mjs";

/** Builds the test finishes by hand, and what the owner is told, in order. */
function harness() {
  const events: string[] = [];
  const builds: { finish: (succeeded: boolean) => void; stopped: boolean }[] = [];
  const rebuilds = previewRebuilds({
    startBuild: () => {
      let finish: (succeeded: boolean) => void = () => {};
      const done = new Promise<boolean>((resolve) => (finish = resolve));
      const build = { finish, stopped: false };
      builds.push(build);
      events.push(`build ${builds.length} starts`);
      return {
        done,
        stop: () => {
          build.stopped = true;
          events.push(`build ${builds.indexOf(build) + 1} stopped`);
        },
      };
    },
    report: {
      started: () => events.push("told: updating"),
      restarted: () => events.push("told: updating with the newer change instead"),
      succeeded: () => events.push("told: preview updated"),
      failed: () => events.push("told: could not be updated"),
    },
  });
  return { events, builds, rebuilds };
}

/** What the owner is told when a change lands in a build: it is stopped, quietly, and the next one succeeds. */
const STOPPED_AND_BUILT_AGAIN = [
  "told: updating",
  "build 1 starts",
  "build 1 stopped",
  "told: updating with the newer change instead",
  "told: updating",
  "build 2 starts",
  "told: preview updated",
];

/** Lets the promises the scheduler awaits settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("npm run cms rebuilds its preview", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("once the files have been quiet for a moment, however many files one publish writes", async () => {
    const { events, builds, rebuilds } = harness();
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(builds).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    builds[0]?.finish(true);
    await settle();
    expect(events).toEqual(["told: updating", "build 1 starts", "told: preview updated"]);
  });

  /** How a build starts: after the files have been quiet, or at once (the first, as the editor opens). */
  const starts = [
    {
      how: "after a publish",
      start: async ({ rebuilds }: ReturnType<typeof harness>) => {
        rebuilds.changed();
        await vi.advanceTimersByTimeAsync(QUIET_MS);
      },
    },
    {
      how: "at once when asked (the first build, as the editor opens)",
      start: async ({ rebuilds }: ReturnType<typeof harness>) => {
        rebuilds.buildNow();
        await settle();
      },
    },
  ];
  for (const { how, start } of starts) {
    test(`stops a build started ${how} that a newer change lands in, says nothing failed, and builds again with the change`, async () => {
      const run = harness();
      const { events, builds, rebuilds } = run;
      await start(run);
      expect(builds).toHaveLength(1);
      rebuilds.changed();
      expect(builds[0]?.stopped).toBe(true);
      // The stopped build ends in an error, as a killed process does: nobody is told.
      builds[0]?.finish(false);
      await vi.advanceTimersByTimeAsync(QUIET_MS);
      builds[1]?.finish(true);
      await settle();
      expect(events).toEqual(STOPPED_AND_BUILT_AGAIN);
    });
  }

  test("starts the next build only once the stopped one has exited: both write the same folder", async () => {
    const { builds, rebuilds } = harness();
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 10);
    expect(builds).toHaveLength(1);
    builds[0]?.finish(false);
    await settle();
    expect(builds).toHaveLength(2);
  });

  test("says so when the build of her latest change fails, and builds again after her correction", async () => {
    const { events, builds, rebuilds } = harness();
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    builds[0]?.finish(false);
    await settle();
    expect(events.at(-1)).toBe("told: could not be updated");
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    builds[1]?.finish(true);
    await settle();
    expect(events.at(-1)).toBe("told: preview updated");
  });

  test("starts nothing once stopped, and stops the build under way", async () => {
    const { builds, rebuilds } = harness();
    rebuilds.changed();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    rebuilds.changed();
    rebuilds.stop();
    builds[0]?.finish(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(builds).toHaveLength(1);
    expect(builds[0]?.stopped).toBe(true);
  });
});
