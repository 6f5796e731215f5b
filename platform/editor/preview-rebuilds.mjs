// When `npm run cms` rebuilds its preview. The editor writes files as the
// owner publishes; once they have stopped changing for a moment, the preview
// is built again. A build that is still running when another change lands
// reads a mix of old and new files (it bundles some, reads others while it
// prerenders), so its result is stale at best and a false error at worst
// ("no such photo" for the photo of an article saved halfway through it):
// it is stopped, and the build starts over once the files are quiet again.
// Her latest change is on the preview sooner, and no error she did not make
// is reported.

/** How long the files must stay unchanged before a build starts: one publish writes several. */
export const QUIET_MS = 1500;

/**
 * @typedef {object} RunningBuild
 * @property {Promise<boolean>} done  resolves true if the build succeeded
 * @property {() => void} stop         stops it (its result is then ignored)
 */

/**
 * @param {object} options
 * @param {() => RunningBuild} options.startBuild
 * @param {{ started: () => void, restarted: () => void, succeeded: () => void, failed: () => void }} options.report
 * @param {number} [options.quietMs]
 * @returns {{ changed: () => void, buildNow: () => void, stop: () => void }}
 */
export function previewRebuilds({ startBuild, report, quietMs = QUIET_MS }) {
  /** @type {RunningBuild | undefined} */
  let running;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** Counts the changes: a build waits for quiet files, and only the latest change's build starts. */
  let changes = 0;
  /** Until a stopped build has exited, the next one waits: both would write the same build folder. */
  let stoppedBuildExited = Promise.resolve();

  const build = async (/** @type {number} */ change) => {
    await stoppedBuildExited;
    if (change !== changes) return;
    report.started();
    const current = startBuild();
    running = current;
    const succeeded = await current.done;
    // A newer change stopped this build, and its own build follows.
    if (running !== current) return;
    running = undefined;
    if (succeeded) report.succeeded();
    else report.failed();
  };

  return {
    changed() {
      changes++;
      if (running) {
        const stale = running;
        running = undefined;
        stoppedBuildExited = stale.done.then(
          () => {},
          () => {},
        );
        stale.stop();
        report.restarted();
      }
      clearTimeout(timer);
      const change = changes;
      timer = setTimeout(() => void build(change), quietMs);
    },
    /** Starts a build now, not after a quiet moment: the first one, before anything has changed. */
    buildNow() {
      clearTimeout(timer);
      void build(changes);
    },
    stop() {
      changes++;
      clearTimeout(timer);
      running?.stop();
      running = undefined;
    },
  };
}
