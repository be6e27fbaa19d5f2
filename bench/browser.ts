// `npm run bench:browser`: the app's speed in a real browser (issue 14, "Interactive at real sizes"),
// printed as figures beside the targets and their ratio. Figures, not assertions: nothing here
// fails on slowness, and a link that does not draw within the timeout is reported as "> 60 s".
//
//   npm run bench:browser                         build, then every measurement
//   npm run bench:browser -- --no-build           reuse dist/
//   npm run bench:browser -- --sizes 64,128 --runs 3 --json --timeout 60
//   npm run bench:browser -- --only edit --runs 3  only the edit → repaint part (or links, frames)
//   npm run bench:browser -- --dist /tmp/dist-base another build (implies --no-build), e.g. a base
//   npm run bench:browser -- --only links --cpu   also the links' tasks in main-thread CPU time (traced)
//   npm run bench:browser -- --only links --sizes 256 --algorithms all   every heuristic's first draw
//
// It builds the app (unless --no-build), serves dist/ with `vite preview` on a free port and drives
// Debian's Chromium ($CHROMIUM_PATH or /usr/bin/chromium; never `npx playwright install`). Measured:
//
// - link → first drawn schedule: a fresh page opens a link (#s=…, docs/scenario-format.md "In the
//   URL") holding a generated all-to-all multicast (multicast-random@1) of each size, for WR, ECF and
//   WRP by default or the heuristics --algorithms names ("all": the eleven; at 1024 nodes WR only, the
//   one with a target there), and the largest presets of the other
//   families. "First drawn" is read in the page with performance.now(), whose origin is the navigation
//   start: the first frame after the view area (`section.view-area`) holds a view instead of its
//   "Scheduling…" placeholder and its canvases are painted — a time-axis view (the Gantt) paints once
//   its stage is measured, in the commit that sets its data-drawn="yes", a task after the one that
//   shows it. Precisely: a MutationObserver notes that commit, then requestAnimationFrame + setTimeout(0)
//   after it stamps the time (the frame's paint has happened by then).
// - the longest main-thread task while a link opens: PerformanceObserver "longtask" entries, installed
//   before navigation (page.addInitScript), from the navigation start to 0.5 s after the first draw;
//   the maximum duration and how many exceed 50 ms. With --cpu, each link's page is also traced
//   (Chromium tracing, devtools.timeline) from just before navigation to 0.5 s after the first draw,
//   and the main thread's tasks are measured in thread CPU time: on a busy machine a task's wall time
//   is mostly waiting for a core, so these say what the page's own work costs (tracing adds a little
//   to the wall figures of the same run). The busiest worker thread's longest task (the run) is
//   given in wall and CPU time too: the gap is the time the run waited for a core.
// - frame times while panning and zooming the Gantt of the largest schedule that opened: the intervals
//   between requestAnimationFrame callbacks while Playwright sends 40 wheel events and 20 pointer drags.
//   At 60 Hz an idle frame is 16.7 ms, so a median of 16.7 ms means "every frame on time". Frames in
//   which the Gantt's DOM changed (a new time window committed, so the canvas repainted) are also
//   summarised on their own, since idle frames between gestures would otherwise hide slow ones.
// - edit → repaint at 64 nodes: ten edits of a node's send cost (Sc) in the scenario editor, each from
//   the Enter keydown that commits it (a capturing listener's performance.now()) to the frame after
//   the commit that ends the run it started (the summary bar's data-run leaves "running" in the same
//   commit that hands the new schedule to the view, which paints it in that commit). With --cpu the
//   edits are traced too: each edit's main-thread CPU time and its run's wall/CPU time in the worker,
//   steadier than the wall figures when other processes share the cores.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium, errors, type Browser, type Page } from "@playwright/test";
import { chromiumPath } from "../scripts/ensure-chromium.mjs";
import { freePort } from "../scripts/free-port.mjs";
import type { ScenarioDoc } from "../src/core/family";
import { MULTICAST_HEURISTICS } from "../src/core/multicast/algorithms";
import { MULTICAST_RANDOM_ID } from "../src/core/multicast/generator";
import { findPreset } from "../src/core/registry";
import { parseScenario } from "../src/core/scenario/document";
import { ScenarioError } from "../src/core/scenario/errors";
import { encodeUrlState, VIEW_STATE_VERSION, type ViewState } from "../src/core/scenario/url";

// ---------------------------------------------------------------------------------------------------
// Options

interface Options {
  readonly sizes: readonly number[];
  readonly runs: number;
  readonly json: boolean;
  readonly build: boolean;
  readonly timeoutMs: number;
  /** Which parts to measure; "frames" needs the links (it pans the largest one that opened). */
  readonly only: ReadonlySet<Part>;
  /** The built app to serve (vite preview --outDir). */
  readonly dist: string;
  /** Trace the links' pages: their main-thread tasks in thread CPU time. */
  readonly cpu: boolean;
  /** The multicast heuristics whose all-to-all links are opened. */
  readonly algorithms: readonly MulticastAlgorithm[];
}

const PARTS = ["links", "frames", "edit"] as const;
type Part = (typeof PARTS)[number];
const isPart = (s: string): s is Part => (PARTS as readonly string[]).includes(s);

function parseOptions(argv: readonly string[]): Options {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const withValue = ["--sizes", "--runs", "--timeout", "--only", "--dist", "--algorithms"];
  const known = new Set([...withValue, "--json", "--no-build", "--cpu"]);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (!known.has(a)) usage(`unknown option ${a}`);
    if (withValue.includes(a)) i++;
  }
  const onlyList = (value("only") ?? PARTS.join(",")).split(",").map((s) => s.trim());
  const only = new Set<Part>();
  for (const part of onlyList) {
    if (!isPart(part)) usage(`--only takes a list of ${PARTS.join(", ")}; "${part}" is none of them`);
    only.add(part);
  }
  if (only.has("frames")) only.add("links");
  const dist = value("dist");
  if (dist !== undefined && !existsSync(`${dist}/index.html`)) usage(`--dist ${dist} holds no index.html`);
  const sizes = (value("sizes") ?? "64,128,256,1024").split(",").map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 2)) usage("--sizes takes whole numbers ≥ 2, e.g. 64,128");
  const runs = Number(value("runs") ?? 1);
  if (!Number.isInteger(runs) || runs < 1) usage("--runs takes a whole number ≥ 1");
  const algorithms = algorithmsOption(value("algorithms"));
  const timeout = Number(value("timeout") ?? 60);
  if (!(timeout > 0)) usage("--timeout takes seconds > 0");
  return {
    sizes,
    runs,
    json: argv.includes("--json"),
    cpu: argv.includes("--cpu"),
    build: dist === undefined && !argv.includes("--no-build"),
    timeoutMs: timeout * 1000,
    only,
    dist: dist ?? "dist",
    algorithms,
  };
}

/** `--algorithms wr,ecf` or `all`; the default is WR, ECF and WRP. */
function algorithmsOption(text: string | undefined): readonly MulticastAlgorithm[] {
  if (text === undefined) return MULTICAST_ALGORITHMS.filter((a) => DEFAULT_ALGORITHMS.includes(a.id));
  if (text === "all") return MULTICAST_ALGORITHMS;
  return text.split(",").map((id) => {
    const a = MULTICAST_ALGORITHMS.find((x) => x.id === id.trim().toLowerCase());
    if (!a)
      usage(`--algorithms takes "all" or ids among ${MULTICAST_ALGORITHMS.map((x) => x.id).join(", ")}`);
    return a;
  });
}

function usage(problem: string): never {
  console.error(`bench:browser: ${problem}`);
  console.error("usage: npm run bench:browser -- [--sizes 64,128,256,1024] [--runs N] [--json] [--no-build]");
  console.error(
    "                                [--timeout SECONDS] [--only links,frames,edit] [--dist DIR] [--cpu]",
  );
  console.error("                                [--algorithms all|wr,ecf,…]");
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------
// The probe installed in every page before navigation (a string, so no bundler helper leaks into it).

interface RunRecord {
  /** The commit in which the summary bar's data-run left "running" (the new schedule is handed to the view). */
  readonly doneAt: number;
  /** The frame after it. */
  readonly drawnAt: number | null;
}

interface ProbeData {
  /** [startTime, duration] of every long task (> 50 ms, the browser's own threshold). */
  readonly longTasks: readonly (readonly [number, number])[];
  readonly longTasksUnsupported: string | null;
  readonly viewAt: number | null;
  readonly viewDrawnAt: number | null;
  readonly viewId: string | null;
  readonly runs: readonly RunRecord[];
  /** Enter keydowns (capture phase). */
  readonly keyAt: readonly number[];
}

const PROBE = `(() => {
  const data = { longTasks: [], longTasksUnsupported: null, viewAt: null, viewDrawnAt: null, viewId: null,
    runs: [], keyAt: [] };
  let frames = null;
  let viewUpdates = [];
  const afterPaint = (cb) => requestAnimationFrame(() => setTimeout(() => cb(performance.now()), 0));
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) data.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch (e) {
    data.longTasksUnsupported = String(e);
  }
  let running = false;
  let drawPending = false;
  new MutationObserver((records) => {
    if (frames !== null) {
      for (const r of records) {
        const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (el && el.closest(".sx-gantt")) { viewUpdates.push(performance.now()); break; }
      }
    }
    if (data.viewAt === null) {
      const area = document.querySelector(".view-area");
      const child = area ? area.firstElementChild : null;
      if (child && !child.classList.contains("placeholder")) {
        data.viewAt = performance.now();
        data.viewId = area.getAttribute("data-view");
      }
    }
    // A time-axis view paints its canvases once its stage is measured, a task after the commit that
    // shows it (data-drawn="no" until then): the first draw is the frame after that paint.
    if (data.viewAt !== null && !drawPending && data.viewDrawnAt === null &&
        document.querySelector('.view-area [data-drawn="no"]') === null) {
      drawPending = true;
      afterPaint((t) => { data.viewDrawnAt = t; });
    }
    // (The .running status too: builds before data-run, measured as a base.)
    const now = document.querySelector('.summary-bar[data-run="running"], .summary-bar .running') !== null;
    if (running && !now) {
      const rec = { doneAt: performance.now(), drawnAt: null };
      data.runs.push(rec);
      afterPaint((t) => { rec.drawnAt = t; });
    }
    running = now;
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-drawn", "data-run"] });
  addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    data.keyAt.push(performance.now());
    // The same instant in a trace's clock (--cpu: the edit's thread times).
    performance.mark("bench-enter");
  }, true);
  window.__bench = {
    snapshot: () => data,
    running: () => running,
    startFrames: () => {
      frames = [];
      viewUpdates = [];
      let last = performance.now();
      const tick = (t) => {
        if (frames === null) return;
        frames.push([last, t]);
        last = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      return performance.now();
    },
    // Each interval between frames, and whether the Gantt's DOM changed in it (a new window committed,
    // so that frame repainted the canvas).
    stopFrames: () => {
      const f = frames ?? [];
      frames = null;
      return f.map(([from, to]) => [to - from, viewUpdates.some((u) => u > from && u <= to)]);
    },
  };
})();`;

const snapshot = (page: Page) => page.evaluate<ProbeData>("window.__bench.snapshot()");

/** The summary bar's figures by label, the selected algorithm and any error banner. */
interface PageFacts {
  readonly figures: Record<string, string>;
  readonly algorithm: string;
  readonly problem: string | null;
}

const FACTS = `(() => {
  const figures = {};
  for (const f of document.querySelectorAll(".summary-bar .figure")) {
    const l = f.querySelector(".figure-label"), v = f.querySelector(".figure-value");
    if (l && v) figures[l.textContent.trim()] = v.textContent.trim();
  }
  const radio = document.querySelector('[role="radio"][aria-checked="true"]');
  const banner = document.querySelector('[data-testid="link-problem"], [data-testid="run-error"]');
  return { figures, algorithm: radio ? radio.textContent.trim() : "",
    problem: banner ? banner.textContent.trim() : null };
})()`;

// ---------------------------------------------------------------------------------------------------
// Statistics and formatting

function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
}
const median = (xs: readonly number[]) => quantile(xs, 0.5);
const min = (xs: readonly number[]) => (xs.length ? Math.min(...xs) : NaN);
const max = (xs: readonly number[]) => (xs.length ? Math.max(...xs) : NaN);

interface Figure {
  readonly median: number;
  readonly min: number;
}
const figureOf = (xs: readonly number[]): Figure => ({ median: median(xs), min: min(xs) });

let timeoutLabel = "> 60 s";
function ms(x: number): string {
  if (x === Infinity) return timeoutLabel;
  if (!Number.isFinite(x)) return "—";
  return x < 100 ? x.toFixed(1) : String(Math.round(x));
}
let timeoutMsGlobal = 60_000;
function ratioText(x: number, target: number | null): string {
  if (target === null) return "—";
  if (x === Infinity) return `> ${(timeoutMsGlobal / target).toFixed(0)}×`;
  if (!Number.isFinite(x)) return "—";
  return `${(x / target).toFixed(2)}×`;
}

/** A plain-text table; a column whose header is "" is left out; `left` names the left-aligned columns. */
function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  left: readonly string[] = [],
): string {
  const keep = headers.flatMap((h, c) => (h === "" ? [] : [c]));
  const pick = (cells: readonly string[]) => keep.map((c) => cells[c] ?? "");
  const hs = pick(headers);
  const body = rows.map(pick);
  const widths = hs.map((h, c) => Math.max(h.length, ...body.map((r) => (r[c] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) =>
        c === 0 || left.includes(hs[c] ?? "") ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(hs), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

// ---------------------------------------------------------------------------------------------------
// The app: build, serve, browse

function build(): void {
  const r = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  if (r.status !== 0) {
    console.error("bench:browser: the build failed");
    process.exit(r.status ?? 1);
  }
}

async function serve(dist: string): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  // vite itself (not npx, whose child would outlive a kill).
  const server = spawn(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "preview",
      "--port",
      String(port),
      "--strictPort",
      "--host",
      "127.0.0.1",
      "--outDir",
      dist,
    ],
    { stdio: "ignore" },
  );
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base)).ok) return { server, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`vite preview did not answer on ${base} within 30 s`);
}

/** Chromium's flags, as in playwright.config.ts. */
const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const VIEWPORT = { width: 1440, height: 900 };

async function withPage<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  // The app's CSP forbids eval, which waitForFunction with a string needs: the probes bypass it.
  const context = await browser.newContext({ viewport: VIEWPORT, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    return await work(page);
  } finally {
    await context.close();
  }
}

const sleep = (page: Page, msTime: number) => page.waitForTimeout(msTime);

// ---------------------------------------------------------------------------------------------------
// The links

interface LinkCase {
  readonly label: string;
  readonly doc: ScenarioDoc;
  readonly view: ViewState;
  /** The first-draw target (ms), where it gives one. */
  readonly target: number | null;
}

interface MulticastAlgorithm {
  readonly id: string;
  readonly name: string;
  readonly preemptive: boolean;
}

/** The eleven multicast heuristics (Wu–Yeh–Liu Sec. 3–5), as the catalogue lists them. */
const MULTICAST_ALGORITHMS: readonly MulticastAlgorithm[] = MULTICAST_HEURISTICS.map((a) => ({
  id: a.id,
  name: a.name,
  preemptive: a.preemptive,
}));
/** Measured by default: two non-preemptive heuristics and one preemptive. */
const DEFAULT_ALGORITHMS = ["wr", "ecf", "wrp"];

/** The largest preset of each other family. */
const PRESETS = [
  "allgather-random-128",
  "packet-large-1024",
  "grid-random-50",
  "redistribution-sec5-p64-k63",
];

function allToAllDoc(nodes: number): ScenarioDoc {
  return {
    version: 1,
    kind: "multicast",
    name: `All-to-all broadcast, ${nodes} nodes`,
    generator: { id: MULTICAST_RANDOM_ID, params: { nodes, pattern: "all-to-all" }, seed: 1 },
  };
}

/** Issue 14's targets: ≤ 1 s (non-preemptive) and ≤ 2 s (preemptive) at 256 nodes, WR ≤ 10 s at 1024. */
function firstDrawTarget(nodes: number, algorithm: string, preemptive: boolean): number | null {
  if (nodes === 256) return preemptive ? 2000 : 1000;
  if (nodes === 1024 && algorithm === "wr") return 10_000;
  return null;
}

function linkCases(sizes: readonly number[], algorithms: readonly MulticastAlgorithm[]): LinkCase[] {
  const cases: LinkCase[] = [];
  for (const n of sizes) {
    for (const a of algorithms) {
      // At 1024 nodes only WR has a target (≤ 10 s); ECF and WRP take minutes there, past any timeout.
      if (n >= 1024 && firstDrawTarget(n, a.id, a.preemptive) === null) continue;
      cases.push({
        label: `multicast all-to-all ${n}`,
        doc: allToAllDoc(n),
        view: { v: VIEW_STATE_VERSION, algorithm: a.id },
        target: firstDrawTarget(n, a.id, a.preemptive),
      });
    }
  }
  for (const id of PRESETS) {
    const p = findPreset(id);
    if (!p) continue;
    cases.push({
      label: id,
      doc: p.doc,
      view: {
        v: VIEW_STATE_VERSION,
        ...(p.algorithm ? { algorithm: p.algorithm } : {}),
        ...(p.view ? { view: p.view } : {}),
      },
      target: null,
    });
  }
  return cases;
}

/** Why the app would refuse the document ("refused (limit 256)"), or null when it parses. */
function refusal(doc: ScenarioDoc): string | null {
  try {
    parseScenario(doc);
    return null;
  } catch (e) {
    const message = e instanceof ScenarioError ? e.message : String(e);
    const limit = /limited to (\d+)/.exec(message);
    return limit ? `refused (limit ${limit[1]})` : `refused (${message})`;
  }
}

interface LinkRun {
  /** First draw from navigation start (ms); Infinity when not drawn within the timeout. */
  readonly firstDraw: number;
  readonly longest: number;
  readonly over50: number;
  readonly tasks: number | null;
  readonly workerMs: number | null;
  readonly algorithm: string;
  readonly viewId: string | null;
  readonly problem: string | null;
  /** With --cpu: the main thread's longest task in thread CPU time (ms), and how many exceed 50 ms. */
  readonly cpu: CpuFigures | null;
}

interface CpuFigures {
  readonly longest: number;
  readonly over50: number;
  /**
   * The page's busiest worker thread (the run's, for a link) and its longest task: wall ms and thread
   * CPU ms. CPU well under wall means the run waited for a core (two cores shared with the page's own
   * start-up and Chromium's processes); null when the trace holds no worker task.
   */
  readonly worker: { readonly wall: number; readonly cpu: number } | null;
}

function parseFigure(text: string | undefined): number | null {
  if (text === undefined) return null;
  const x = Number(text.replace(/[^0-9.eE+-]/g, ""));
  return Number.isFinite(x) ? x : null;
}

/** The long tasks in [from, to): the longest and how many exceed 50 ms. */
function longTasksIn(data: ProbeData, from: number, to: number): { longest: number; over50: number } {
  const inside = data.longTasks.filter(([start]) => start >= from && start < to).map(([, d]) => d);
  return { longest: inside.length ? Math.max(...inside) : 0, over50: inside.filter((d) => d > 50).length };
}

const DRAWN_OR_FAILED = `(() => {
  const d = window.__bench && window.__bench.snapshot();
  return (d && d.viewDrawnAt !== null) ||
    document.querySelector('[data-testid="link-problem"], [data-testid="run-error"]') !== null;
})()`;

/** The trace's categories for --cpu: every main-thread task (RunTask) with its thread time. */
const CPU_TRACE = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

interface TraceEvent {
  readonly name: string;
  readonly ph?: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } };
}

/**
 * The page's main-thread tasks in thread CPU time (ms). The page's renderer main thread is the
 * CrRendererMain thread that loaded something from `origin` (a trace also holds Chromium's own
 * renderers, e.g. its omnibox pop-up, whose tasks can be longer than the page's).
 */
function cpuTasks(trace: Buffer, origin: string): CpuFigures {
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const events = parsed.traceEvents;
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X") continue;
    const key = `${e.pid}:${e.tid}`;
    const list = tasks.get(key) ?? [];
    list.push(e);
    tasks.set(key, list);
  }
  const pages = new Set(
    events.filter((e) => e.args?.data?.url?.startsWith(origin)).map((e) => `${e.pid}:${e.tid}`),
  );
  const mains = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .map((e) => `${e.pid}:${e.tid}`)
    .filter((key) => pages.has(key));
  const wall = (list: readonly TraceEvent[]) => list.reduce((a, e) => a + (e.dur ?? 0), 0);
  const main = mains.map((key) => tasks.get(key) ?? []).sort((a, b) => wall(b) - wall(a))[0] ?? [];
  const cpu = main.map((e) => (e.tdur ?? 0) / 1000);
  // The page's workers: threads of the page's renderer process named "DedicatedWorker thread".
  const pagePids = new Set(mains.map((key) => key.split(":")[0]));
  const workers = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "DedicatedWorker thread")
    .filter((e) => pagePids.has(String(e.pid)))
    .map((e) => tasks.get(`${e.pid}:${e.tid}`) ?? []);
  const busiest = workers.sort((a, b) => wall(b) - wall(a))[0] ?? [];
  const top = busiest.reduce<TraceEvent | null>((a, e) => (a && (a.dur ?? 0) >= (e.dur ?? 0) ? a : e), null);
  return {
    longest: cpu.length ? Math.max(...cpu) : 0,
    over50: cpu.filter((x) => x > 50).length,
    worker: top ? { wall: (top.dur ?? 0) / 1000, cpu: (top.tdur ?? 0) / 1000 } : null,
  };
}

async function openLink(
  page: Page,
  base: string,
  c: LinkCase,
  timeoutMs: number,
  tracer: Browser | null = null,
): Promise<LinkRun> {
  const url = base + encodeUrlState(c.doc, c.view);
  const started = Date.now();
  if (tracer) await tracer.startTracing(page, { categories: CPU_TRACE });
  await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
  let timedOut = false;
  try {
    await page.waitForFunction(DRAWN_OR_FAILED, undefined, {
      timeout: Math.max(1000, timeoutMs - (Date.now() - started)),
      polling: 100,
    });
  } catch (e) {
    if (!(e instanceof errors.TimeoutError)) throw e;
    timedOut = true;
  }
  if (!timedOut) await sleep(page, 500);
  const cpu = tracer ? cpuTasks(await tracer.stopTracing(), new URL(base).origin) : null;
  const data = await snapshot(page);
  const facts = await page.evaluate<PageFacts>(FACTS);
  const drawn = data.viewDrawnAt;
  const end = drawn === null ? Infinity : drawn + 500;
  const { longest, over50 } = longTasksIn(data, 0, end);
  return {
    firstDraw: drawn ?? Infinity,
    longest,
    over50,
    tasks: drawn === null ? null : parseFigure(facts.figures["tasks"]),
    workerMs: drawn === null ? null : parseFigure(facts.figures["computed in"]),
    algorithm: facts.algorithm,
    viewId: data.viewId,
    problem: facts.problem ?? data.longTasksUnsupported,
    cpu,
  };
}

interface LinkResult {
  readonly label: string;
  readonly algorithm: string;
  readonly target: number | null;
  readonly refused: string | null;
  readonly runs: readonly LinkRun[];
  readonly error: string | null;
  readonly case: LinkCase;
}

async function measureLinks(
  browser: Browser,
  base: string,
  o: Options,
  log: (s: string) => void,
): Promise<LinkResult[]> {
  const results: LinkResult[] = [];
  for (const c of linkCases(o.sizes, o.algorithms)) {
    const algorithm = c.view.algorithm ?? "default";
    const refused = refusal(c.doc);
    if (refused) {
      results.push({ label: c.label, algorithm, target: c.target, refused, runs: [], error: null, case: c });
      log(`${c.label} ${algorithm}: ${refused}`);
      continue;
    }
    const runs: LinkRun[] = [];
    let error: string | null = null;
    for (let r = 0; r < o.runs && error === null; r++) {
      try {
        const run = await withPage(browser, (page) =>
          openLink(page, base, c, o.timeoutMs, o.cpu ? browser : null),
        );
        runs.push(run);
        log(`${c.label} ${run.algorithm || algorithm}: first draw ${ms(run.firstDraw)} ms`);
      } catch (e) {
        error = e instanceof Error ? (e.message.split("\n")[0] ?? e.message) : String(e);
        log(`${c.label} ${algorithm}: error ${error}`);
      }
    }
    const name = runs.find((x) => x.algorithm)?.algorithm ?? algorithm;
    results.push({ label: c.label, algorithm: name, target: c.target, refused: null, runs, error, case: c });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------
// Pan and zoom

interface FrameRun {
  readonly median: number;
  /** The median of the frames in which the Gantt changed (its window moved, so it repainted). */
  readonly medianRepaint: number;
  readonly repaints: number;
  readonly p95: number;
  readonly max: number;
  readonly frames: number;
  readonly longest: number;
  readonly over50: number;
  /** Runs started during the gestures (a drag that reordered sends would start one): should be 0. */
  readonly runsStarted: number;
}

async function panZoom(page: Page, base: string, c: LinkCase, timeoutMs: number): Promise<FrameRun | null> {
  const url = base + encodeUrlState(c.doc, { ...c.view, view: "gantt" });
  await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
  await page.waitForFunction(DRAWN_OR_FAILED, undefined, { timeout: timeoutMs, polling: 100 });
  const stage = page.locator('[data-testid="gantt-view"] .sx-gantt-body');
  if ((await stage.count()) === 0) return null;
  await sleep(page, 1000);
  const box = await stage.boundingBox();
  if (!box) return null;
  const cx = box.x + box.width / 2;
  const cy = box.y + Math.min(box.height / 2, 150);
  await page.mouse.move(cx, cy);
  const runsBefore = (await snapshot(page)).runs.length;
  const from = await page.evaluate<number>("window.__bench.startFrames()");
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, i < 20 ? -100 : 100);
    await sleep(page, 25);
  }
  for (let i = 0; i < 20; i++) {
    const dir = i % 2 === 0 ? 1 : -1;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let s = 1; s <= 6; s++) await page.mouse.move(cx + dir * s * 30, cy + dir * s * 4);
    await page.mouse.up();
    await page.keyboard.press("Escape"); // forget a selection, so the next press never grabs a send
  }
  await sleep(page, 300);
  const marked = await page.evaluate<[number, boolean][]>("window.__bench.stopFrames()");
  const frames = marked.map(([d]) => d);
  const repainting = marked.flatMap(([d, changed]) => (changed ? [d] : []));
  const data = await snapshot(page);
  const { longest, over50 } = longTasksIn(data, from, Infinity);
  return {
    median: median(frames),
    medianRepaint: median(repainting),
    repaints: repainting.length,
    p95: quantile(frames, 0.95),
    max: max(frames),
    frames: frames.length,
    longest,
    over50,
    runsStarted: data.runs.length - runsBefore,
  };
}

// ---------------------------------------------------------------------------------------------------
// Edit → repaint

interface EditRun {
  readonly latencies: readonly number[];
  readonly p50: number;
  readonly p95: number;
  readonly longest: number;
  readonly over50: number;
  /** With --cpu: each edit's thread times (editCpu), in order. */
  readonly cpu: readonly EditCpu[] | null;
}

/**
 * One edit's threads between its Enter and the frame after its schedule (--cpu): the page's main
 * thread's tasks in thread CPU ms, and the run worker's longest task (the run) in wall and CPU ms.
 * Steadier than the wall figures on a shared machine: a run whose wall is three times its CPU waited
 * for a core.
 */
interface EditCpu {
  readonly main: number;
  readonly worker: { readonly wall: number; readonly cpu: number } | null;
}

const EDIT_TRACE = [...CPU_TRACE, "blink.user_timing"];

/**
 * The thread times of each edit (EditCpu) from a trace of the edits: the i-th "bench-enter" mark of the
 * page is the i-th edit's Enter, and `spans[i]` its latency (ms); a task counts for the edit it starts in.
 */
function editCpu(trace: Buffer, origin: string, spans: readonly number[]): EditCpu[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: (TraceEvent & { ts: number })[] })
    .traceEvents;
  const marks = events
    .filter((e) => e.name === "bench-enter" && e.ph !== "e")
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const pages = new Set(
    events.filter((e) => e.args?.data?.url?.startsWith(origin)).map((e) => `${e.pid}:${e.tid}`),
  );
  const named = (name: string) =>
    new Set(
      events.filter((e) => e.name === "thread_name" && e.args?.name === name).map((e) => `${e.pid}:${e.tid}`),
    );
  const mains = [...named("CrRendererMain")].filter((key) => pages.has(key));
  const pids = new Set(mains.map((key) => key.split(":")[0]));
  const workers = [...named("DedicatedWorker thread")].filter((key) => pids.has(key.split(":")[0]));
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X");
  return spans.map((span, i) => {
    const from = marks[i];
    if (from === undefined) return { main: NaN, worker: null };
    const to = from + span * 1000;
    const inside = (e: { ts: number }) => e.ts >= from && e.ts < to;
    const of = (keys: readonly string[]) =>
      tasks.filter((e) => keys.includes(`${e.pid}:${e.tid}`) && inside(e));
    const main = of(mains).reduce((a, e) => a + (e.tdur ?? 0) / 1000, 0);
    const top = of(workers).reduce<TraceEvent | null>(
      (a, e) => (a && (a.dur ?? 0) >= (e.dur ?? 0) ? a : e),
      null,
    );
    return { main, worker: top ? { wall: (top.dur ?? 0) / 1000, cpu: (top.tdur ?? 0) / 1000 } : null };
  });
}

const EDITS = 10;
const EDIT_NODES = 64;
const EDIT_ALGORITHM = "wr";

async function editRepaint(
  page: Page,
  base: string,
  timeoutMs: number,
  tracer: Browser | null = null,
): Promise<EditRun> {
  const c: LinkCase = {
    label: `multicast all-to-all ${EDIT_NODES}`,
    doc: allToAllDoc(EDIT_NODES),
    view: { v: VIEW_STATE_VERSION, algorithm: EDIT_ALGORITHM },
    target: null,
  };
  const open = await openLink(page, base, c, timeoutMs);
  if (open.firstDraw === Infinity) throw new Error(`the ${EDIT_NODES}-node link did not draw`);
  const latencies: number[] = [];
  let firstKey = Infinity;
  if (tracer) await tracer.startTracing(page, { categories: EDIT_TRACE });
  for (let k = 0; k < EDITS; k++) {
    const field = page.getByLabel(`P${k} Sc`, { exact: true });
    const current = Number(await field.inputValue());
    await field.fill(String(Math.round(current) + 1));
    await field.press("Enter");
    const done = `(() => {
      const d = window.__bench.snapshot();
      const key = d.keyAt[d.keyAt.length - 1];
      return d.runs.some((r) => r.doneAt > key && r.drawnAt !== null);
    })()`;
    await page.waitForFunction(done, undefined, { timeout: timeoutMs, polling: 20 });
    const d = await snapshot(page);
    const key = d.keyAt[d.keyAt.length - 1] ?? NaN;
    firstKey = Math.min(firstKey, key);
    const run = d.runs.find((r) => r.doneAt > key && r.drawnAt !== null);
    latencies.push((run?.drawnAt ?? NaN) - key);
    await sleep(page, 250);
  }
  const cpu = tracer ? editCpu(await tracer.stopTracing(), new URL(base).origin, latencies) : null;
  const { longest, over50 } = longTasksIn(await snapshot(page), firstKey, Infinity);
  return { latencies, p50: median(latencies), p95: quantile(latencies, 0.95), longest, over50, cpu };
}

// ---------------------------------------------------------------------------------------------------
// Report

const LONG_TASK_TARGET = 50;
const EDIT_TARGET = 50;
const FRAME_TARGET = 16;

/** The busiest worker's longest task, wall / CPU ms (medians over the traced runs). */
function workerTaskText(traced: readonly CpuFigures[]): string {
  const w = traced.flatMap((x) => (x.worker ? [x.worker] : []));
  return w.length ? `${ms(median(w.map((x) => x.wall)))} / ${ms(median(w.map((x) => x.cpu)))}` : "—";
}

function linkTable(results: readonly LinkResult[], runs: number, cpu: boolean): string {
  const rows = results.map((r) => {
    if (r.refused || r.runs.length === 0) {
      const why = r.refused ?? `error: ${r.error ?? "no run"}`;
      const target = r.target === null ? "—" : String(r.target);
      const cpuCells = cpu ? ["", "", ""] : [];
      return [
        r.label,
        r.algorithm.toUpperCase(),
        "—",
        "—",
        why,
        "",
        target,
        "—",
        "",
        "",
        "",
        ...cpuCells,
        "",
      ];
    }
    const traced = r.runs.flatMap((x) => (x.cpu ? [x.cpu] : []));
    const cpuCells = cpu
      ? [
          traced.length ? ms(median(traced.map((x) => x.longest))) : "—",
          traced.length ? String(median(traced.map((x) => x.over50))) : "—",
          workerTaskText(traced),
        ]
      : [];
    const draw = figureOf(r.runs.map((x) => x.firstDraw));
    const longest = figureOf(r.runs.map((x) => x.longest));
    const tasks = r.runs.find((x) => x.tasks !== null)?.tasks ?? null;
    const worker = figureOf(r.runs.flatMap((x) => (x.workerMs === null ? [] : [x.workerMs])));
    const note = r.runs.find((x) => x.problem)?.problem ?? "";
    return [
      r.label,
      r.algorithm,
      tasks === null ? "—" : String(tasks),
      ms(worker.median),
      ms(draw.median),
      runs > 1 ? ms(draw.min) : "",
      r.target === null ? "—" : String(r.target),
      ratioText(draw.median, r.target),
      ms(longest.median),
      ratioText(longest.median, LONG_TASK_TARGET),
      String(median(r.runs.map((x) => x.over50))),
      ...cpuCells,
      note.slice(0, 60),
    ];
  });
  return table(
    [
      "link",
      "algorithm",
      "tasks",
      "worker ms",
      "first draw ms",
      runs > 1 ? "min" : "",
      "target",
      "ratio",
      "longest task ms",
      "÷ 50 ms",
      "tasks > 50 ms",
      ...(cpu ? ["longest task CPU ms", "CPU > 50 ms", "worker task wall/CPU ms"] : []),
      "note",
    ],
    rows,
    ["algorithm", "note"],
  );
}

interface Report {
  readonly meta: Record<string, unknown>;
  readonly links: readonly LinkResult[];
  readonly frames: {
    readonly label: string;
    readonly tasks: number | null;
    readonly runs: FrameRun[];
  } | null;
  readonly edit: { readonly runs: EditRun[]; readonly error: string | null };
}

/** One row of a figures table: its median (and min over runs), the target and the ratio. */
function figureRow(
  [name, xs, target]: readonly [string, readonly number[], number | null],
  runs: number,
): string[] {
  const fig = figureOf(xs);
  return [
    name,
    ms(fig.median),
    runs > 1 ? ms(fig.min) : "",
    target === null ? "—" : String(target),
    ratioText(fig.median, target),
  ];
}

function printReport(rep: Report, o: Options): void {
  const p = (s = "") => console.log(s);
  p(
    `\n### browser (Chromium ${String(rep.meta["chromium"])}, ${o.runs} run(s) each, median${o.runs > 1 ? " and min" : ""})`,
  );
  p(
    `load average ${String(rep.meta["loadavg"])} on ${String(rep.meta["cpus"])} CPUs: figures are noisy on a busy machine`,
  );
  p();
  if (o.only.has("links")) {
    p("link → first drawn schedule: page performance.now() from navigation start to the frame after the");
    p("view replaces the placeholder; longest task: long tasks from navigation to first draw + 0.5 s.");
    p("Targets (issue 14): 256 nodes ≤ 1000 ms non-preemptive, ≤ 2000 ms preemptive; 1024 WR ≤ 10000 ms;");
    p("longest main-thread task ≤ 50 ms.");
    p();
    if (o.cpu) {
      p(
        "CPU columns (--cpu): the page's main-thread tasks in thread CPU time, from a trace of the same run;\n" +
          "worker task: the busiest worker thread's longest task (the run), wall / CPU ms — CPU well under\n" +
          "wall: the run waited for a core.",
      );
    }
    p(linkTable(rep.links, o.runs, o.cpu));
    p();
  }
  if (!o.only.has("frames")) {
    // not measured (--only)
  } else if (rep.frames && rep.frames.runs.length > 0) {
    const f = rep.frames.runs;
    const rows = (
      [
        ["median frame", f.map((x) => x.median), FRAME_TARGET],
        ["median repainting frame", f.map((x) => x.medianRepaint), FRAME_TARGET],
        ["p95 frame", f.map((x) => x.p95), null],
        ["max frame", f.map((x) => x.max), null],
        ["longest task", f.map((x) => x.longest), LONG_TASK_TARGET],
      ] as const
    ).map((row) => figureRow(row, o.runs));
    p(
      `pan/zoom: rAF intervals over 40 wheel events and 20 drags on the Gantt of ${rep.frames.label}` +
        ` (${rep.frames.tasks ?? "?"} tasks; ${median(f.map((x) => x.frames))} frames,` +
        ` ${median(f.map((x) => x.repaints))} of them repainting the Gantt; 60 Hz floor 16.7 ms)`,
    );
    const started = Math.max(...f.map((x) => x.runsStarted));
    if (started > 0) p(`  note: ${started} run(s) started during the gestures (a drag reordered sends)`);
    p(table(["figure", "ms", o.runs > 1 ? "min" : "", "target", "ratio"], rows));
    p();
  } else {
    p("pan/zoom: no schedule with a Gantt opened");
    p();
  }
  if (!o.only.has("edit")) {
    // not measured (--only)
  } else if (rep.edit.runs.length > 0) {
    const e = rep.edit.runs;
    const rows = (
      [
        ["p50", e.map((x) => x.p50), null],
        ["p95", e.map((x) => x.p95), EDIT_TARGET],
        ["longest task", e.map((x) => x.longest), LONG_TASK_TARGET],
      ] as const
    ).map((row) => figureRow(row, o.runs));
    p(
      `edit → repaint: ${EDITS} edits of P0…P${EDITS - 1} Sc on the ${EDIT_NODES}-node all-to-all (WR), Enter keydown` +
        " to the frame after the new schedule is committed",
    );
    // Every run's edits in order: the first edit of a page runs cold code (the p95 tail), the others not.
    e.forEach((run, k) => p(`  latencies (ms, run ${k + 1}): ${run.latencies.map((x) => ms(x)).join(" ")}`));
    // --cpu: the same edits in thread time (main thread; the run worker's run, wall/CPU).
    e.forEach((run, k) => {
      if (!run.cpu) return;
      p(`  main-thread CPU (ms, run ${k + 1}): ${run.cpu.map((x) => ms(x.main)).join(" ")}`);
      const w = run.cpu.map((x) => (x.worker ? `${ms(x.worker.wall)}/${ms(x.worker.cpu)}` : "—"));
      p(`  worker run wall/CPU (ms, run ${k + 1}): ${w.join(" ")}`);
    });
    const cpuRuns = e.flatMap((x) => (x.cpu ? [x.cpu] : []));
    const cpuRows = cpuRuns.length
      ? [
          figureRow(
            ["main CPU per edit, median", cpuRuns.map((c) => median(c.map((x) => x.main))), null],
            o.runs,
          ),
          figureRow(["main CPU, first edit", cpuRuns.map((c) => c[0]?.main ?? NaN), null], o.runs),
          figureRow(
            ["worker run CPU, first edit", cpuRuns.map((c) => c[0]?.worker?.cpu ?? NaN), null],
            o.runs,
          ),
        ]
      : [];
    p(table(["figure", "ms", o.runs > 1 ? "min" : "", "target", "ratio"], [...rows, ...cpuRows]));
  } else {
    p(`edit → repaint: ${rep.edit.error ?? "not measured"}`);
  }
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  timeoutMsGlobal = o.timeoutMs;
  timeoutLabel = `> ${o.timeoutMs / 1000} s`;
  const log = (s: string) => {
    if (!o.json) console.error(`  ${s}`);
  };
  if (o.build) build();
  else if (!existsSync(`${o.dist}/index.html`))
    usage("--no-build needs a built app in dist/ (run npm run build)");
  const { server, base } = await serve(o.dist);
  const stop = () => server.kill();
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });
    try {
      const links = o.only.has("links") ? await measureLinks(browser, base, o, log) : [];

      // Pan/zoom on the largest schedule that opened (and has a Gantt).
      const opened = links
        .filter((l) => l.runs.some((r) => r.firstDraw !== Infinity && r.tasks !== null))
        .sort((a, b) => (b.runs[0]?.tasks ?? 0) - (a.runs[0]?.tasks ?? 0));
      let frames: Report["frames"] = null;
      for (const l of o.only.has("frames") ? opened.slice(0, 3) : []) {
        const runs: FrameRun[] = [];
        for (let r = 0; r < o.runs; r++) {
          try {
            const f = await withPage(browser, (page) => panZoom(page, base, l.case, o.timeoutMs));
            if (f) runs.push(f);
          } catch (e) {
            log(`pan/zoom on ${l.label}: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
          }
        }
        if (runs.length > 0) {
          frames = { label: `${l.label} ${l.algorithm}`, tasks: l.runs[0]?.tasks ?? null, runs };
          log(
            `pan/zoom on ${l.label} ${l.algorithm}: median frame ${ms(median(runs.map((x) => x.median)))} ms`,
          );
          break;
        }
      }

      const edit: { runs: EditRun[]; error: string | null } = { runs: [], error: null };
      for (let r = 0; r < (o.only.has("edit") ? o.runs : 0); r++) {
        try {
          const e = await withPage(browser, (page) =>
            editRepaint(page, base, o.timeoutMs, o.cpu ? browser : null),
          );
          edit.runs.push(e);
          log(`edit → repaint: p50 ${ms(e.p50)} ms, p95 ${ms(e.p95)} ms`);
        } catch (e) {
          edit.error = e instanceof Error ? (e.message.split("\n")[0] ?? e.message) : String(e);
          log(`edit → repaint: ${edit.error}`);
        }
      }

      const report: Report = {
        meta: {
          date: new Date().toISOString(),
          chromium: browser.version(),
          cpus: cpus().length,
          loadavg: loadavg()
            .map((x) => x.toFixed(2))
            .join(" "),
          sizes: o.sizes,
          runs: o.runs,
          timeoutMs: o.timeoutMs,
          firstDraw: "page performance.now() from navigation start to the frame after the view is shown",
        },
        links,
        frames,
        edit,
      };
      if (o.json) console.log(JSON.stringify(report, jsonReplacer, 2));
      else printReport(report, o);
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

/** Infinity (a timeout) becomes null in JSON; the link's case (a whole document) is left out. */
function jsonReplacer(key: string, value: unknown): unknown {
  if (key === "case") return undefined;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return value;
}

await main();
