// The stand-in on a disk that fills while requests arrive at once: every
// request it answers with success is in the requests file, whole, and the
// file holds nothing else (no record of another request overwritten, no NUL
// padding). The real CLI runs on a 48 KB tmpfs in a mount namespace of its
// own (unshare: no root needed, nothing mounted on this machine), and prints
// the file when stopped, since only that namespace sees it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { formRequest } from "./form-request";

const cli = join(import.meta.dirname, "..", "cli", "form-stand-in.mjs");
const END_OF_FILE = "--- end of requests file ---";

test("answers success only for requests it stored, when the disk fills under 200 concurrent requests", async () => {
  const dir = mkdtempSync(join(tmpdir(), "form-full-disk-"));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  // The shell passes SIGTERM on to the stand-in, waits for it to stop, then prints the file.
  const script = [
    `mount -t tmpfs -o size=48k tmpfs "$DIR" || exit 1`,
    `node "$CLI" & pid=$!`,
    `trap 'kill -TERM $pid' TERM`,
    `wait $pid; wait $pid`,
    `echo "${END_OF_FILE}"`,
    `cat "$DIR/requests.jsonl"`,
  ].join("\n");
  const child = spawn("unshare", ["--user", "--map-root-user", "--mount", "sh", "-c", script], {
    env: {
      ...process.env,
      DIR: dir,
      CLI: cli,
      FORM_STANDIN_PORT: String(port),
      FORM_REQUESTS_FILE: join(dir, "requests.jsonl"),
      HOST: "127.0.0.1",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await expect.poll(() => output, { timeout: 30_000 }).toContain("Form stand-in ready");

    // Each request carries about 1 KB of details, so 200 of them overflow 48 KB.
    const details = "x".repeat(1000);
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const response = await fetch(`http://127.0.0.1:${port}/submit`, {
          method: "POST",
          body: formRequest({ name: `Client ${index}`, message: details }),
        });
        const body = (await response.json()) as { success: boolean };
        return { name: `Client ${index}`, success: body.success === true };
      }),
    );
    child.kill("SIGTERM");
    await exited;

    expect(output).toContain(END_OF_FILE);
    const file = output.slice(output.indexOf(END_OF_FILE) + END_OF_FILE.length).trim();
    expect(file).not.toContain("\u0000");
    const stored = file.split("\n").map((line) => (JSON.parse(line) as { name: string }).name);
    const succeeded = answers.filter((answer) => answer.success).map((answer) => answer.name);
    // The disk did fill (some were refused) and did take some (some succeeded).
    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded.length).toBeLessThan(answers.length);
    expect(stored.toSorted()).toEqual(succeeded.toSorted());
  } finally {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
