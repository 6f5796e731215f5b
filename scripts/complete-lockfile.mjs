// The npm registry this project is built against carries only the Linux
// builds of packages that ship one binary per platform (Tailwind's oxide,
// Rollup). `npm install` then leaves the other platforms' optional packages
// out of package-lock.json, and `npm ci` refuses the lock as incomplete.
// This adds the missing optional entries (name and exact version only), which
// npm skips on platforms they are not for. Run it after `npm install` changes
// the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const lockPath = join(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const added = [];

for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`${name}@${version}: not an exact version`);
    lock.packages[key] = { version, optional: true };
    added.push(`${name}@${version}`);
  }
}

writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
console.log(
  added.length ? `Added ${added.length} optional entries:\n  ${added.join("\n  ")}` : "Lock file already complete.",
);
