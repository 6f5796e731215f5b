// `node platform/cli/bench.mjs [--runs 3] [--skip-build] [--only /path,/path]`:
// measures how fast one page of each kind loads, in English and in Spanish,
// on a slow phone. It serves the production build with the project's own
// server and measures each page twice over: with Lighthouse (the lab score,
// first and largest paint, blocking time, layout shift and the bytes sent),
// whose simulated throttling is what the published scores use, and with a
// real load in Chromium held to a slow network and a four-times-slower CPU,
// which shows what simulation cannot: when the page actually painted and when
// React finished hydrating it. Every page runs several times and the medians
// are reported, because a single load on a shared machine is noisy; the
// machine's load is printed beside the table so a slow result can be told
// apart from a busy machine. The results also go to build/bench.json.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { withSiteForPlatform } from "../project-module.mjs";

const root = join(import.meta.dirname, "..", "..");
// Loading modules through Vite sets NODE_ENV for this process; the server and
// Lighthouse must get the environment the bench was started with.
const startEnv = { ...process.env };
const LIGHTHOUSE = "lighthouse@12.8.2";
const PREFERRED_PORT = 4390;
// A slow 4G phone: the same figures Lighthouse's simulated mobile run uses.
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const HYDRATION_TIMEOUT_MS = 30_000;
// The first run also fetches Lighthouse through npx.
const LIGHTHOUSE_TIMEOUT_MS = 300_000;

/** Processes to stop if the bench ends early, each stopped by its own id; true for a process group. */
const running = new Map();

/** Reads the command line; stops with a message on anything it does not understand. */
function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: "string", default: "3" },
      "skip-build": { type: "boolean", default: false },
      only: { type: "string" },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number of 1 or more, not "${values.runs}"`);
  const only = values.only
    ?.split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  return { runs, skipBuild: values["skip-build"], only };
}

function runBuild() {
  const build = spawnSync(process.execPath, [join(root, "platform", "cli", "build.mjs")], {
    cwd: root,
    stdio: "inherit",
    env: startEnv,
  });
  if (build.status !== 0) throw new Error(`The build failed (exit code ${build.status ?? build.signal}).`);
}

/**
 * One page of each kind in both languages, read from the project itself so
 * that a renamed service, town or article does not break the bench.
 */
async function choosePages(only) {
  const [known, pages] = await withSiteForPlatform((site) => Promise.all([site.pages(), site.benchPages()]));
  const chosen = only ?? pages;
  const missing = chosen.filter((path) => !known.includes(path));
  if (missing.length > 0) {
    throw new Error(`Not pages of this site (site-tools/platform.config.ts does not list them): ${missing.join(", ")}`);
  }
  return chosen;
}

/** The hydration mark's name, from the module the app itself sets it with. */
async function hydratedMarkName() {
  return withSiteForPlatform(async (site) => site.hydratedMark);
}

/** A port for the server: the usual one if it is free, otherwise one the system picks. */
function findFreePort(preferred) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => {
      if (error.code === "EADDRINUSE" && preferred !== 0) resolve(findFreePort(0));
      else reject(error);
    });
    probe.listen(preferred, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts platform/cli/serve.mjs on the port and waits until its home page answers 200. */
async function startServer(port) {
  const server = spawn(process.execPath, [join(root, "platform", "cli", "serve.mjs")], {
    cwd: root,
    env: { ...startEnv, PORT: String(port), HOST: "127.0.0.1" },
    // The server logs every request; only its errors are worth showing.
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.set(server, false);
  let errors = "";
  server.stderr.on("data", (chunk) => (errors += chunk));
  server.once("exit", () => running.delete(server));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site server stopped before it was ready:\n${errors.trim()}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.status === 200) return { server, origin };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The site server did not answer 200 at ${origin}/ within 30 s.\n${errors.trim()}`);
}

/** Stops one process this script started, by its id; a detached one with its whole group. */
function stopProcess(child, { group = false } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(group ? -child.pid : child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

function stopAll() {
  for (const [child, group] of running) stopProcess(child, { group });
  running.clear();
}

/** Runs Lighthouse once on a URL and returns its parsed report. */
function runLighthouse(url, outputPath) {
  const args = [
    "--yes",
    LIGHTHOUSE,
    url,
    "--output=json",
    `--output-path=${outputPath}`,
    "--only-categories=performance",
    "--form-factor=mobile",
    "--screenEmulation.mobile",
    "--throttling-method=simulate",
    "--quiet",
    `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
  ];
  return new Promise((resolve, reject) => {
    // Its own process group: npx starts Lighthouse, which starts Chromium, and
    // stopping the group stops all three.
    const child = spawn("npx", args, {
      cwd: root,
      env: { ...startEnv, CHROME_PATH: chromiumPath },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.set(child, true);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => stopProcess(child, { group: true }), LIGHTHOUSE_TIMEOUT_MS);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (code !== 0) {
        const tail = output.trim().split("\n").slice(-15).join("\n");
        reject(new Error(`Lighthouse exited with ${code ?? signal}:\n${tail}`));
        return;
      }
      try {
        resolve(JSON.parse(readFileSync(outputPath, "utf8")));
      } catch (error) {
        reject(new Error(`Lighthouse wrote no readable report: ${error.message}`));
      }
    });
  });
}

/** The figures the table shows, from one Lighthouse report. */
function lighthouseFigures(report) {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance.score;
  if (score === null) throw new Error("Lighthouse gave no performance score (a metric could not be measured).");
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const resources = report.audits["resource-summary"]?.details?.items ?? [];
  const kilobytes = (type) => {
    const item = resources.find((entry) => entry.resourceType === type);
    return item ? item.transferSize / 1024 : null;
  };
  return {
    score: score * 100,
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsKb: kilobytes("script"),
    pageKb: kilobytes("total"),
  };
}

/**
 * Runs in the page before any of its own scripts: keeps the latest
 * largest-contentful-paint and notes when the html element gets
 * data-hydrated, for a build whose app does not set the mark.
 */
function watchPageInBrowser() {
  const bench = { lcp: null, hydratedAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // The html element may not exist yet, so the whole document is watched.
  const watcher = new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated && bench.hydratedAt === null) {
      bench.hydratedAt = performance.now();
      watcher.disconnect();
    }
  });
  watcher.observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
}

/** Reads the timings, in the page, once it has hydrated. */
function readTimingsInBrowser(markName) {
  const mark = performance.getEntriesByName(markName, "mark")[0];
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return {
    fcpMs: paint?.startTime ?? null,
    lcpMs: window.__bench.lcp,
    hydratedMs: mark?.startTime ?? window.__bench.hydratedAt,
    hydratedFrom: mark ? "mark" : "attribute",
  };
}

/** One load of a page on a slow phone, in a fresh context so nothing is cached. */
async function loadOnSlowPhone(browser, url, markName) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchPageInBrowser);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: HYDRATION_TIMEOUT_MS });
    const timings = await page.evaluate(readTimingsInBrowser, markName);
    for (const [name, value] of Object.entries({ "first contentful paint": timings.fcpMs, LCP: timings.lcpMs })) {
      if (value === null) throw new Error(`the page reported no ${name}`);
    }
    return timings;
  } finally {
    await context.close();
  }
}

function median(values) {
  const known = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/** The median of every figure across a page's runs. */
function medians(runs) {
  const keys = Object.keys(runs[0] ?? {}).filter((key) => runs.some((run) => typeof run[key] === "number"));
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Runs `runs` times, one after the other, noting each failure instead of stopping. */
/** Tries again once before counting a run as failed: Lighthouse now and then loses its trace (NO_NAVSTART). */
const ATTEMPTS_PER_RUN = 2;

async function repeat(label, runs, measure, failures) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
      try {
        results.push(await measure());
        console.log(`  ${label}: run ${run}/${runs} done`);
        break;
      } catch (error) {
        const last = attempt === ATTEMPTS_PER_RUN;
        if (last) failures.push(`${label}, run ${run}: ${error.message}`);
        console.error(`  ${label}: run ${run}/${runs} ${last ? "FAILED" : "failed, trying again"}: ${error.message}`);
      }
    }
  }
  return results;
}

async function measureWithLighthouse(origin, pages, runs, failures) {
  const dir = mkdtempSync(join(os.tmpdir(), "bench-"));
  try {
    const results = {};
    for (const path of pages) {
      const file = join(dir, "report.json");
      results[path] = await repeat(
        `Lighthouse ${path}`,
        runs,
        async () => {
          rmSync(file, { force: true });
          return lighthouseFigures(await runLighthouse(origin + path, file));
        },
        failures,
      );
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureRealLoads(browser, origin, pages, runs, markName, failures) {
  const results = {};
  for (const path of pages) {
    results[path] = await repeat(
      `slow phone ${path}`,
      runs,
      () => loadOnSlowPhone(browser, origin + path, markName),
      failures,
    );
  }
  return results;
}

/**
 * When the build was last finished: the build writes build/hosting.json last,
 * and the server reloads when it changes, so a new time means the pages
 * measured came from two different builds.
 */
function buildStamp() {
  try {
    return statSync(join(root, "build", "hosting.json")).mtimeMs;
  } catch {
    return null;
  }
}

function machineInfo() {
  const cpus = os.cpus();
  return { cpuCount: cpus.length, cpuModel: cpus[0]?.model ?? "unknown", loadAverage: os.loadavg() };
}

/** A number for the table, or "–" when it could not be measured. */
function format(value, digits, scale = 1) {
  return typeof value === "number" ? (value / scale).toFixed(digits) : "–";
}

function tableRows(rows) {
  const header = [
    "Page",
    "Score",
    "FCP s",
    "LCP s",
    "TBT ms",
    "CLS",
    "JS KB",
    "Page KB",
    "Real FCP s",
    "Real LCP s",
    "Hydrated s",
  ];
  const body = rows.map(({ path, lighthouse: lh, real }) => [
    path,
    format(lh.score, 0),
    format(lh.fcpMs, 2, 1000),
    format(lh.lcpMs, 2, 1000),
    format(lh.tbtMs, 0),
    format(lh.cls, 3),
    format(lh.jsKb, 1),
    format(lh.pageKb, 1),
    format(real.fcpMs, 2, 1000),
    format(real.lcpMs, 2, 1000),
    format(real.hydratedMs, 2, 1000),
  ]);
  return [header, ...body];
}

/** A markdown table with its columns lined up; the page column left-aligned, numbers right. */
function formatTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${"-".repeat(width + 1)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join("\n");
}

function printReport(report) {
  const { machine } = report;
  const load = (values) => values.map((value) => value.toFixed(2)).join(", ");
  console.log("");
  console.log(`Machine: ${machine.cpuCount} × ${machine.cpuModel}`);
  console.log(`Load average (1, 5, 15 min): ${load(machine.loadAtStart)} at start, ${load(machine.loadAtEnd)} at end`);
  console.log(
    `Chromium: ${report.chromium}; Lighthouse ${report.lighthouse}; medians of ${report.runs} run(s) per page`,
  );
  console.log("");
  console.log(formatTable(tableRows(report.pages)));
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const { cpuCount, cpuModel, loadAverage: loadAtStart } = machineInfo();
  // The articles are read from the working directory.
  process.chdir(root);
  if (!options.skipBuild) runBuild();
  const pages = await choosePages(options.only);
  const markName = await hydratedMarkName();
  console.log(`Measuring ${pages.length} page(s), ${options.runs} run(s) each: ${pages.join(", ")}`);

  const { server, origin } = await startServer(await findFreePort(PREFERRED_PORT));
  const failures = [];
  const stampAtStart = buildStamp();
  let browser;
  try {
    const lighthouse = await measureWithLighthouse(origin, pages, options.runs, failures);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const real = await measureRealLoads(browser, origin, pages, options.runs, markName, failures);
    if (buildStamp() !== stampAtStart) {
      failures.push("The site was rebuilt while the bench ran: the figures mix two builds. Run it again.");
    }
    const report = {
      measuredAt: new Date().toISOString(),
      runs: options.runs,
      chromium: browser.version(),
      lighthouse: LIGHTHOUSE.split("@")[1],
      machine: { cpuCount, cpuModel, loadAtStart, loadAtEnd: os.loadavg() },
      pages: pages.map((path) => ({
        path,
        lighthouse: medians(lighthouse[path]),
        real: medians(real[path]),
        runs: { lighthouse: lighthouse[path], real: real[path] },
      })),
      failures,
    };
    printReport(report);
    writeFileSync(join(root, "build", "bench.json"), JSON.stringify(report, null, 2) + "\n");
    console.log("\nWrote build/bench.json");
  } finally {
    await browser?.close();
    stopProcess(server);
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} run(s) failed:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
    process.exitCode = 1;
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\nStopped (${signal}).`);
    stopAll();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error.message}`);
  stopAll();
  process.exitCode = 1;
}
