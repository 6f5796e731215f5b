// What `npm run cms` tells the editor's page about the preview build: nothing
// when it was built, or why it could not be, as the problems the build
// listed. The local backend answers it at GET /status
// (guarded-decap-server.mjs); the page shows it at its foot
// (editor-status-banner.js).

/** No problem: the preview shows what the files say. */
export const EMPTY_STATUS = { heading: "", problems: [] };

/** Where a build made for `npm run cms` writes the problems it stopped on, as text. */
export const BUILD_PROBLEMS_VARIABLE = "EDITOR_BUILD_PROBLEMS_FILE";

/**
 * The status after a failed build, from the message the build wrote (its
 * heading, then one "  - " line per problem), or undefined when it wrote none.
 * @param {string | undefined} message
 * @param {{ firstBuild: boolean }} options whether no preview was ever built
 */
export function failedBuildStatus(message, { firstBuild }) {
  const heading = firstBuild
    ? "The site could not be built, so its preview shows only this message. Correct what is listed here, then publish again."
    : "Your last change is not in the preview yet: the site could not be built with it, so the preview still shows the site as it was. Correct what is listed here, then publish again.";
  const lines = (message ?? "").split("\n");
  const listed = lines.filter((line) => line.startsWith("  - ")).map((line) => line.slice(4));
  const problems =
    listed.length > 0
      ? listed
      : [
          message?.trim() ||
            "The build stopped without naming a file; the window where npm run cms runs shows its message.",
        ];
  return { heading, problems };
}
