// The copies the build writes beside each text file are that file, compressed:
// what a server sends for it decompresses to the very bytes of the original.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import { precompress } from "./precompress.mjs";

let client: string;
const page = "<!doctype html><title>Fees</title>" + "<p>A travel fee of $25 within ten miles.</p>".repeat(400);
const script = "export function total(lines){return lines.reduce((sum,line)=>sum+line.amount,0)}\n".repeat(300);

beforeEach(() => {
  client = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(client, "assets"));
  mkdirSync(join(client, "espanol"));
  writeFileSync(join(client, "fees.html"), page);
  writeFileSync(join(client, "espanol", "tarifas.html"), page.replace("Fees", "Tarifas"));
  writeFileSync(join(client, "assets", "fees-Dx9a.js"), script);
  writeFileSync(join(client, "assets", "logo-Qa1b.png"), "not text");
});

afterEach(() => rmSync(client, { recursive: true, force: true }));

test("writes a brotli and a gzip copy of every text file, each decompressing to the original", async () => {
  expect(await precompress(client)).toBe(3);
  for (const file of ["fees.html", "espanol/tarifas.html", "assets/fees-Dx9a.js"]) {
    const original = readFileSync(join(client, file));
    expect(brotliDecompressSync(readFileSync(join(client, `${file}.br`))).equals(original), file).toBe(true);
    expect(gunzipSync(readFileSync(join(client, `${file}.gz`))).equals(original), file).toBe(true);
  }
  expect(() => readFileSync(join(client, "assets", "logo-Qa1b.png.br"))).toThrow();
});

test("compresses as small as brotli's best", async () => {
  await precompress(client);
  for (const [file, text] of [
    ["fees.html", page],
    ["assets/fees-Dx9a.js", script],
  ] as const) {
    const best = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(readFileSync(join(client, `${file}.br`)).length, file).toBe(best.length);
  }
});

test("leaves a file that arrived with both its copies as it came", async () => {
  writeFileSync(join(client, "fees.html.br"), "arrived compressed");
  writeFileSync(join(client, "fees.html.gz"), "arrived compressed");
  expect(await precompress(client)).toBe(2);
  expect(readFileSync(join(client, "fees.html.br"), "utf8")).toBe("arrived compressed");
});
