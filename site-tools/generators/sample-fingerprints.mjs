// Records the fingerprints of the sample content this project ships with
// (site-tools/launch/sample-fingerprints.json), so the launch check refuses a sample
// whose flag was turned off while its words stayed. Run it after rewording
// any shipped sample: `node site-tools/generators/sample-fingerprints.mjs`. It adds the
// prints of what is flagged as a sample now and keeps every earlier one.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..", "..");
// Through Vite, so that the module's `~/` imports and `.ts` files resolve as in the app.
const { module: samples } = await runnerImport(join(root, "site-tools", "launch", "sample-content.ts"), {
  configFile: false,
  root,
  resolve: { tsconfigPaths: true },
  logLevel: "error",
});
const known = existsSync(join(root, samples.SAMPLE_FINGERPRINTS_FILE))
  ? samples.readSampleFingerprints(root)
  : { reviews: [], stats: [], story: [], articles: [] };
const now = samples.fingerprintsOfSamples(samples.readOwnerContent(root));
const merged = samples.mergeFingerprints(known, now);
const file = join(root, samples.SAMPLE_FINGERPRINTS_FILE);
// Formatted as the project's formatter would, so the lint step accepts the file as written.
writeFileSync(file, await format(JSON.stringify(merged), { ...(await resolveConfig(file)), filepath: file }));
const counts = Object.entries(merged).map(([kind, prints]) => `${prints.length} ${kind}`);
console.log(`Wrote ${samples.SAMPLE_FINGERPRINTS_FILE}: ${counts.join(", ")}.`);
