// The evaluation figures of Wu–Yeh–Liu Sec. 7 as named experiments, with the paper's settings as
// defaults: random heterogeneous networks from Sec. 7's ranges (multicast-random@1: S_c, R_c in
// [80, 400] µs; S_m, R_m in [0.0001, 0.01] µs/byte; links 155 Mb/s or 1 Gb/s), every heuristic's
// completion time beside the Sec. 3.2 lower bound, means with 95 % confidence intervals.
//   Fig. 6        single broadcast against the number of nodes, each node the source once (Sec. 7.1)
//   Figs 7, 8     all-to-all broadcast, 1 KB and 1 MB messages, fast (1 Gb/s) and slow (155 Mb/s) (7.2)
//   Figs 9, 10    multiple multicast on 64 nodes against the number of sources, small, large and
//                 hybrid messages, fast and slow (Sec. 7.3)
//   Figs 11, 12   the competitive ratio (completion time / lower bound) of the runs of Figs 9 and 10
// Readings the paper leaves open (docs/sweeps.md): Fig. 6's message size and links are not given (we
// use 1 KB and links drawn 155 Mb/s or 1 Gb/s); Sec. 7.3 does not say how many destinations a source
// has (we use half of the other nodes, as bench/multicast.ts does for Table 2); "1 Mbytes" is 10⁶ bytes.
// Run r uses the seed deriveSeed(sweep seed, r), so any pool or shard gives the same rows.
import { z } from "zod";
import type { ClaimVerdict, ExperimentDef, ExperimentRow, ExperimentSummary } from "../experiment";
import type { ScenarioDoc } from "../family";
import { count } from "../scenario/fields";
import { MULTICAST_ALGORITHMS, MULTICAST_ALGORITHM_IDS } from "./algorithms";
import {
  distinct,
  chartSeries,
  field,
  meanTables,
  select,
  show,
  statOf,
  type SeriesSpec,
} from "./experiment-summary";
import { expandMulticastRandom, MULTICAST_RANDOM_DEFAULTS, multicastRandomParams } from "./generator";
import { lowerBound } from "./lower-bound";
import { MULTICAST_LIMITS, multicastScenarioSchema, type MulticastScenario } from "./scenario";

export const WYL_PAPER = "Wu, Yeh, Liu: multiple multicast on heterogeneous NOWs";

const algorithmId = z.enum(MULTICAST_ALGORITHM_IDS as [string, ...string[]], {
  error: `algorithms must be among ${MULTICAST_ALGORITHM_IDS.join(", ")}`,
});
const algorithmsField = z.array(algorithmId).min(1, "algorithms needs at least one id");
const network = z.enum(["fast", "slow", "mixed"], { error: 'network must be "fast", "slow" or "mixed"' });
const nodeList = z
  .array(count("nodes", 2, MULTICAST_LIMITS.nodes))
  .min(1, "nodes needs at least one size")
  .max(32, "nodes is limited to 32 sizes");
const bytesField = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number of bytes`)
    .min(1, `${what} must be at least 1 byte`)
    .max(1e9, `${what} is limited to 10⁹ bytes`);

const ALL_IDS = [...MULTICAST_ALGORITHM_IDS];
const nameOf = (id: string) => MULTICAST_ALGORITHMS.find((a) => a.id === id)?.name ?? id;
const isPreemptive = (id: string) => MULTICAST_ALGORITHMS.find((a) => a.id === id)?.preemptive ?? false;

/** The completion time of one heuristic: the last delivery (every receive ends after its send). */
export function completionTime(s: MulticastScenario, id: string): number {
  const alg = MULTICAST_ALGORITHMS.find((a) => a.id === id);
  if (!alg) return Number.NaN;
  return alg.run(s, { explain: false }).steps.reduce((t, st) => Math.max(t, st.complete), 0);
}

/** The lower bound and each algorithm's completion time for one scenario. */
function measure(s: MulticastScenario, algorithms: readonly string[]): ExperimentRow {
  const row: ExperimentRow = { lowerBound: lowerBound(s) };
  for (const id of algorithms) row[id] = completionTime(s, id);
  return row;
}

/** A random network of Sec. 7 (node costs and links) with the given multicasts. */
function networkScenario(
  nodes: number,
  net: "fast" | "slow" | "mixed",
  seed: number,
): Pick<MulticastScenario, "nodes" | "transmit" | "timeUnit"> {
  const params = multicastRandomParams.parse({
    ...MULTICAST_RANDOM_DEFAULTS,
    nodes,
    pattern: "all-to-all",
    sources: 1,
    destinations: "all",
    messages: "small",
    network: net,
  });
  const { nodes: costs, transmit, timeUnit } = expandMulticastRandom(params, seed);
  return { nodes: costs, transmit, timeUnit };
}

function withMulticasts(
  base: Pick<MulticastScenario, "nodes" | "transmit" | "timeUnit">,
  multicasts: MulticastScenario["multicasts"],
  seed: number,
): MulticastScenario {
  return multicastScenarioSchema.parse({ version: 1, kind: "multicast", seed, ...base, multicasts });
}

const others = (n: number, source: number) =>
  Array.from({ length: n }, (_, i) => i).filter((i) => i !== source);

/** Series of the lower bound and the chosen heuristics of one kind (preemptive or not). */
function panelSpecs(algorithms: readonly string[], preemptive: boolean, ratio: boolean): SeriesSpec[] {
  const ids = algorithms.filter((id) => isPreemptive(id) === preemptive);
  const of = (id: string) =>
    ratio ? (r: ExperimentRow) => (r[id] as number) / (r.lowerBound as number) : field(id);
  return [
    ...(ratio ? [] : [{ name: "lower bound", value: field("lowerBound") }]),
    ...ids.map((id) => ({ name: nameOf(id), value: of(id) })),
  ];
}

const allSpecs = (algorithms: readonly string[]): SeriesSpec[] => [
  { name: "lower bound", value: field("lowerBound") },
  ...algorithms.map((id) => ({ name: nameOf(id), value: field(id) })),
];

/** The mean of `id`'s completion time (or its ratio to the lower bound) over the rows. */
const meanOf = (rows: readonly ExperimentRow[], id: string, ratio = false): number =>
  statOf(rows, ratio ? (r) => (r[id] as number) / (r.lowerBound as number) : field(id)).mean;

/** A verdict from named parts: reproduced when every part holds. */
function verdictOf(parts: readonly { ok: boolean; text: string }[]): ClaimVerdict {
  const failed = parts.filter((p) => !p.ok);
  return {
    reproduced: failed.length === 0,
    reason:
      failed.length === 0
        ? parts.map((p) => p.text).join(" ")
        : `Differs: ${failed.map((p) => p.text).join(" ")}` +
          (parts.length > failed.length
            ? ` Holds: ${parts
                .filter((p) => p.ok)
                .map((p) => p.text)
                .join(" ")}`
            : ""),
  };
}

const missing = (algorithms: readonly string[], needed: readonly string[]): ClaimVerdict | null => {
  const absent = needed.filter((id) => !algorithms.includes(id));
  return absent.length === 0
    ? null
    : {
        reproduced: false,
        reason: `Cannot check: the claim needs ${absent.map(nameOf).join(", ")} among the algorithms.`,
      };
};

const noRows: ClaimVerdict = { reproduced: false, reason: "Cannot check: no runs." };

// ---------------------------------------------------------------------------------------------------
// Fig. 6: single broadcast

export const broadcastParams = z.strictObject({
  nodes: nodeList,
  /** System configurations per node count (the paper: 100). */
  instances: count("instances", 1, 1000),
  bytes: bytesField("bytes"),
  network,
  algorithms: algorithmsField,
});
export type BroadcastParams = z.infer<typeof broadcastParams>;

export const fig6Experiment: ExperimentDef<BroadcastParams> = {
  id: "wyl-fig6",
  paper: WYL_PAPER,
  figure: "Fig. 6",
  family: "multicast",
  title: "Single broadcast against the number of nodes (Wu–Yeh–Liu Fig. 6)",
  description:
    "Sec. 7.1: on each random configuration the broadcast is repeated with every node as the source and " +
    "the completion times are averaged; (a) the non-preemptive heuristics, (b) the preemptive ones, with " +
    "the Sec. 3.2 lower bound. The paper gives neither the message size nor the links for this figure: " +
    "1 KB messages and links drawn 155 Mb/s or 1 Gb/s by default.",
  params: broadcastParams,
  defaults: {
    nodes: [8, 16, 24, 32, 40, 48, 56, 64, 72, 80],
    instances: 100,
    bytes: 1024,
    network: "mixed",
    algorithms: ALL_IDS,
  },
  quick: { nodes: [8, 16, 32, 48, 64, 80], instances: 3 },
  labels: { bytes: "message size (bytes)" },
  runCount: (p) => p.nodes.length * p.instances,
  // A point averages every source's broadcast; a run opens as its first one (source P0).
  scenarioOf: (p, runIndex, seed) => {
    const nodes = p.nodes[Math.floor(runIndex / p.instances)] as number;
    const base = networkScenario(nodes, p.network, seed);
    return named(
      withMulticasts(base, [{ source: 0, destinations: others(nodes, 0), bytes: p.bytes }], seed),
      `Fig. 6 run ${runIndex}: ${nodes} nodes, broadcast from P0 (one of the ${nodes} averaged)`,
    );
  },
  run(p, runIndex, seed) {
    const nodes = p.nodes[Math.floor(runIndex / p.instances)] as number;
    const base = networkScenario(nodes, p.network, seed);
    const sum: ExperimentRow = {};
    for (let source = 0; source < nodes; source++) {
      const s = withMulticasts(base, [{ source, destinations: others(nodes, source), bytes: p.bytes }], seed);
      const m = measure(s, p.algorithms);
      for (const [k, v] of Object.entries(m)) sum[k] = (sum[k] ?? 0) + v / nodes;
    }
    return [{ nodes, run: runIndex, ...sum }];
  },
  summarize(p, rows) {
    const xs = distinct(rows, "nodes");
    const chart = (title: string, preemptive: boolean) => ({
      title,
      x: "nodes",
      xLabel: "nodes",
      yLabel: "broadcast completion time (µs)",
      series: chartSeries(rows, "nodes", xs, panelSpecs(p.algorithms, preemptive, false)),
    });
    return {
      title: `Single broadcast, ${p.bytes}-byte messages, ${p.network} links (mean over every source)`,
      tables: meanTables(
        "Broadcast completion time (µs)",
        rows,
        "nodes",
        "nodes",
        xs,
        allSpecs(p.algorithms),
      ),
      charts: [chart("(a) non-preemptive heuristics", false), chart("(b) preemptive heuristics", true)],
    };
  },
  claim: {
    text:
      "FEF's broadcast time is significantly higher than every other heuristic's, because FEF looks at a " +
      "task's latency instead of its completion time; the others produce almost identical schedules, RRS " +
      "somewhat worse but still better than FEF.",
    verdict(p, rows) {
      const absent = missing(p.algorithms, ["fef"]);
      if (absent) return absent;
      const xs = distinct(rows, "nodes");
      if (xs.length === 0) return noRows;
      const rest = p.algorithms.filter((id) => id !== "fef");
      if (rest.length === 0) return { reproduced: false, reason: "Cannot check: FEF is the only algorithm." };
      const factors = xs.map((n) => {
        const at = select(rows, { nodes: n });
        return meanOf(at, "fef") / Math.max(...rest.map((id) => meanOf(at, id)));
      });
      const worst = Math.min(...factors);
      const parts = [
        {
          ok: worst >= 1.2,
          text: `FEF's mean is ${show(worst)}× the highest other heuristic's mean at its closest node count (we call it significantly higher from 1.2× at every node count).`,
        },
      ];
      if (p.algorithms.includes("rrs")) {
        const rrsBelow = xs.every((n) => {
          const at = select(rows, { nodes: n });
          return meanOf(at, "rrs") < meanOf(at, "fef");
        });
        parts.push({
          ok: rrsBelow,
          text: `RRS ${rrsBelow ? "beats" : "does not beat"} FEF at every node count.`,
        });
      }
      return verdictOf(parts);
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// Figs 7 and 8: all-to-all broadcast

export const allToAllParams = z.strictObject({
  nodes: nodeList,
  /** System configurations per node count (the paper: 100). */
  instances: count("instances", 1, 1000),
  /** Message sizes in bytes, each run on the same configuration (the paper: 1 KB and 1 MB). */
  sizes: z.array(bytesField("sizes")).min(1, "sizes needs at least one size").max(4, "sizes is limited to 4"),
  network,
  algorithms: algorithmsField,
});
export type AllToAllParams = z.infer<typeof allToAllParams>;

/** Each (size, node count) cell's means. */
function cells(rows: readonly ExperimentRow[]): { bytes: number; nodes: number; rows: ExperimentRow[] }[] {
  const out: { bytes: number; nodes: number; rows: ExperimentRow[] }[] = [];
  for (const bytes of distinct(rows, "bytes"))
    for (const nodes of distinct(rows, "nodes"))
      out.push({ bytes, nodes, rows: select(rows, { bytes, nodes }) });
  return out;
}

function allToAllSummary(p: AllToAllParams, rows: readonly ExperimentRow[]): ExperimentSummary {
  const xs = distinct(rows, "nodes");
  const letters = "abcdefgh";
  const charts = p.sizes.flatMap((bytes, i) => {
    const at = select(rows, { bytes });
    return [false, true].map((preemptive, j) => ({
      title: `(${letters[2 * i + j]}) ${bytes}-byte messages, ${preemptive ? "preemptive" : "non-preemptive"}`,
      x: "nodes",
      xLabel: "nodes",
      yLabel: "completion time (µs)",
      series: chartSeries(at, "nodes", xs, panelSpecs(p.algorithms, preemptive, false)),
    }));
  });
  return {
    title: `All-to-all broadcast, ${p.network} network`,
    tables: p.sizes.flatMap((bytes) =>
      meanTables(
        `${bytes}-byte messages, completion time (µs)`,
        select(rows, { bytes }),
        "nodes",
        "nodes",
        xs,
        allSpecs(p.algorithms),
      ),
    ),
    charts,
  };
}

function allToAllExperiment(
  id: string,
  figure: string,
  net: "fast" | "slow",
  claim: ExperimentDef<AllToAllParams>["claim"],
): ExperimentDef<AllToAllParams> {
  return {
    id,
    paper: WYL_PAPER,
    figure,
    family: "multicast",
    title: `All-to-all broadcast, ${net} network (Wu–Yeh–Liu ${figure})`,
    description:
      `Sec. 7.2: every node broadcasts to all others on random configurations of up to 80 nodes, all links ${net === "fast" ? "1 Gb/s" : "155 Mb/s"}; ` +
      "each configuration is run with 1 KB and with 1 MB (10⁶ bytes) messages. Panels (a)/(c) the non-preemptive " +
      "heuristics, (b)/(d) the preemptive ones, with the Sec. 3.2 lower bound.",
    params: allToAllParams,
    defaults: {
      nodes: [8, 16, 24, 32, 40, 48, 56, 64, 72, 80],
      instances: 100,
      sizes: [1024, 1_000_000],
      network: net,
      algorithms: ALL_IDS,
    },
    quick: { nodes: [8, 24, 40, 56, 80], instances: 2 },
    labels: { sizes: "message sizes (bytes)" },
    runCount: (p) => p.nodes.length * p.instances,
    // A run measures every message size on one network; it opens with the first size.
    scenarioOf: (p, runIndex, seed) => {
      const nodes = p.nodes[Math.floor(runIndex / p.instances)] as number;
      const bytes = p.sizes[0] as number;
      const multicasts = Array.from({ length: nodes }, (_, source) => ({
        source,
        destinations: others(nodes, source),
        bytes,
      }));
      return named(
        withMulticasts(networkScenario(nodes, p.network, seed), multicasts, seed),
        `${figure} run ${runIndex}: all-to-all on ${nodes} nodes, ${bytes} bytes`,
      );
    },
    run(p, runIndex, seed) {
      const nodes = p.nodes[Math.floor(runIndex / p.instances)] as number;
      const base = networkScenario(nodes, p.network, seed);
      return p.sizes.map((bytes) => {
        const multicasts = Array.from({ length: nodes }, (_, source) => ({
          source,
          destinations: others(nodes, source),
          bytes,
        }));
        return {
          nodes,
          bytes,
          run: runIndex,
          ...measure(withMulticasts(base, multicasts, seed), p.algorithms),
        };
      });
    },
    summarize: allToAllSummary,
    claim,
  };
}

const smallest = (p: AllToAllParams) => Math.min(...p.sizes);
const largest = (p: AllToAllParams) => Math.max(...p.sizes);

/** At the largest node count for `bytes`: min of `worse` over max of `better` (the "much worse" factor). */
function worseFactor(
  rows: readonly ExperimentRow[],
  bytes: number,
  worse: string[],
  better: string[],
): number {
  const n = Math.max(...distinct(rows, "nodes"));
  const at = select(rows, { bytes, nodes: n });
  return Math.min(...worse.map((id) => meanOf(at, id))) / Math.max(...better.map((id) => meanOf(at, id)));
}

export const fig7Experiment = allToAllExperiment("wyl-fig7", "Fig. 7", "fast", {
  text:
    "In a fast network with short messages ECF, WR, EAF, RR and their preemptive versions are comparable and " +
    "all within twice the lower bound; with large messages EAF and RR are much worse than ECF, WR and RRS, " +
    "and preemption greatly improves EAF and RR (EAFP, RRP).",
  verdict(p, rows) {
    const within2 = ["ecf", "wr", "eaf", "rr", "ecfp", "wrp", "eafp", "rrp"];
    const absent = missing(p.algorithms, [...within2, "rrs"]);
    if (absent) return absent;
    if (rows.length === 0) return noRows;
    const small = select(rows, { bytes: smallest(p) });
    const worstRatio = Math.max(
      ...cells(small).flatMap((c) => within2.map((id) => meanOf(c.rows, id, true))),
    );
    const big = largest(p);
    const factor = worseFactor(rows, big, ["eaf", "rr"], ["ecf", "wr", "rrs"]);
    const nMax = Math.max(...distinct(rows, "nodes"));
    const atMax = select(rows, { bytes: big, nodes: nMax });
    const gain = Math.min(
      meanOf(atMax, "eaf") / meanOf(atMax, "eafp"),
      meanOf(atMax, "rr") / meanOf(atMax, "rrp"),
    );
    return verdictOf([
      {
        ok: worstRatio <= 2,
        text: `With ${smallest(p)}-byte messages the largest mean ratio to the lower bound among ECF, WR, EAF, RR and their preemptive versions is ${show(worstRatio)} (claim: ≤ 2).`,
      },
      {
        ok: factor >= 1.25,
        text: `With ${big}-byte messages at ${nMax} nodes the better of EAF and RR is ${show(factor)}× the worst of ECF, WR and RRS (we read "much worse" as ≥ 1.25×).`,
      },
      {
        ok: gain >= 1.25,
        text: `Preemption divides EAF's and RR's time by at least ${show(gain)} there (we read "great improvement" as ≥ 1.25×).`,
      },
    ]);
  },
});

export const fig8Experiment = allToAllExperiment("wyl-fig8", "Fig. 8", "slow", {
  text:
    "In a slow network the preemptive heuristics gain more; EAF and RR do even worse with large messages; " +
    "WRP stays within 2.5 times the lower bound; WR is competitive with ECF and beats it in many cases.",
  verdict(p, rows) {
    const absent = missing(p.algorithms, ["ecf", "wr", "eaf", "rr", "wrp"]);
    if (absent) return absent;
    if (rows.length === 0) return noRows;
    const all = cells(rows);
    const wrp = Math.max(...all.map((c) => meanOf(c.rows, "wrp", true)));
    const big = largest(p);
    const factor = worseFactor(rows, big, ["eaf", "rr"], ["ecf", "wr"]);
    const wrOverEcf = Math.max(...all.map((c) => meanOf(c.rows, "wr") / meanOf(c.rows, "ecf")));
    const wrWins = rows.filter((r) => (r.wr as number) < (r.ecf as number)).length / rows.length;
    const pre = p.algorithms.filter(isPreemptive);
    const non = p.algorithms.filter((id) => !isPreemptive(id));
    const preBetter = all.every(
      (c) =>
        Math.min(...pre.map((id) => meanOf(c.rows, id))) < Math.min(...non.map((id) => meanOf(c.rows, id))),
    );
    return verdictOf([
      { ok: wrp <= 2.5, text: `WRP's largest mean ratio to the lower bound is ${show(wrp)} (claim: ≤ 2.5).` },
      {
        ok: factor >= 1.25,
        text: `With ${big}-byte messages at the most nodes the better of EAF and RR is ${show(factor)}× the worse of ECF and WR (we read "much worse" as ≥ 1.25×).`,
      },
      {
        ok: wrOverEcf <= 1.1 && wrWins >= 0.25,
        text: `WR's mean is at most ${show(wrOverEcf)}× ECF's in every cell and WR beats ECF in ${show(100 * wrWins)} % of the runs (we read "competitive, outperforms in many cases" as ≤ 1.1× and ≥ 25 %).`,
      },
      {
        ok: preBetter,
        text: `The best preemptive heuristic ${preBetter ? "beats" : "does not always beat"} the best non-preemptive one in every cell.`,
      },
    ]);
  },
});

// ---------------------------------------------------------------------------------------------------
// Figs 9–12: multiple multicast on 64 nodes

export const MESSAGE_SETS = ["small", "large", "mixed"] as const;
const SET_LABEL = { small: "small messages", large: "large messages", mixed: "hybrid messages" } as const;

export const multipleParams = z
  .strictObject({
    nodes: count("nodes", 2, MULTICAST_LIMITS.nodes),
    /** Numbers of sources, the x axis (Table 2's rows). */
    sources: z
      .array(count("sources", 1, MULTICAST_LIMITS.nodes))
      .min(1, "sources needs at least one count")
      .max(32, "sources is limited to 32 counts"),
    /** Each source sends to this fraction of the other nodes, chosen at random. */
    destinationFraction: z
      .number({ error: "destinationFraction must be a number" })
      .positive("destinationFraction must be > 0")
      .max(1, "destinationFraction is at most 1"),
    messages: z
      .array(z.enum(MESSAGE_SETS, { error: 'messages must be among "small", "large", "mixed"' }))
      .min(1, "messages needs at least one set"),
    /** Random source/destination configurations per number of sources (the paper: 1000). */
    instances: count("instances", 1, 1000),
    network,
    algorithms: algorithmsField,
  })
  .superRefine((p, ctx) => {
    const over = p.sources.find((s) => s > p.nodes);
    if (over !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["sources"],
        message: `sources (${over}) is limited to nodes (${p.nodes})`,
      });
  });
export type MultipleParams = z.infer<typeof multipleParams>;

/** Run r's configuration with one message set (the scenario its row of that set was measured on). */
function multipleScenario(
  p: MultipleParams,
  runIndex: number,
  seed: number,
  messages: MultipleParams["messages"][number],
): MulticastScenario {
  const params = multicastRandomParams.parse({
    nodes: p.nodes,
    pattern: "multiple",
    sources: p.sources[Math.floor(runIndex / p.instances)] as number,
    destinations: p.destinationFraction >= 1 ? "all" : p.destinationFraction,
    messages,
    network: p.network,
  });
  return multicastScenarioSchema.parse({
    version: 1,
    kind: "multicast",
    seed,
    ...expandMulticastRandom(params, seed),
  });
}

function multipleRun(p: MultipleParams, runIndex: number, seed: number): ExperimentRow[] {
  const sources = p.sources[Math.floor(runIndex / p.instances)] as number;
  return p.messages.map((messages) => ({
    sources,
    set: MESSAGE_SETS.indexOf(messages),
    run: runIndex,
    ...measure(multipleScenario(p, runIndex, seed, messages), p.algorithms),
  }));
}

/** A sampled scenario as the document a data point opens, named after the run it came from. */
function named(s: MulticastScenario, name: string): ScenarioDoc {
  return { ...s, name };
}

function multipleSummary(
  p: MultipleParams,
  rows: readonly ExperimentRow[],
  ratio: boolean,
): ExperimentSummary {
  const xs = distinct(rows, "sources");
  const letters = "abcdef";
  const unit = ratio ? "completion time / lower bound" : "completion time (µs)";
  const charts = p.messages.flatMap((m, i) => {
    const at = select(rows, { set: MESSAGE_SETS.indexOf(m) });
    return [false, true].map((preemptive, j) => ({
      title: `(${letters[2 * i + j]}) ${SET_LABEL[m]}, ${preemptive ? "preemptive" : "non-preemptive"}`,
      x: "sources",
      xLabel: "sources",
      yLabel: unit,
      series: chartSeries(at, "sources", xs, panelSpecs(p.algorithms, preemptive, ratio)),
    }));
  });
  const specs: SeriesSpec[] = ratio
    ? p.algorithms.map((id) => ({
        name: nameOf(id),
        value: (r) => (r[id] as number) / (r.lowerBound as number),
      }))
    : allSpecs(p.algorithms);
  return {
    title: `Multiple multicast on ${p.nodes} nodes, ${p.network} network${ratio ? ": competitive ratio" : ""}`,
    tables: p.messages.flatMap((m) =>
      meanTables(
        `${SET_LABEL[m]}, ${unit}`,
        select(rows, { set: MESSAGE_SETS.indexOf(m) }),
        "sources",
        "sources",
        xs,
        specs,
      ),
    ),
    charts,
  };
}

function multipleCells(
  rows: readonly ExperimentRow[],
): { set: number; sources: number; rows: ExperimentRow[] }[] {
  const out: { set: number; sources: number; rows: ExperimentRow[] }[] = [];
  for (const set of distinct(rows, "set"))
    for (const sources of distinct(rows, "sources"))
      out.push({ set, sources, rows: select(rows, { set, sources }) });
  return out;
}

const completionClaim = (net: string): NonNullable<ExperimentDef<MultipleParams>["claim"]> => ({
  text:
    `In a ${net} network ECF and WR perform best among the non-preemptive heuristics, especially with large ` +
    "messages; the preemptive heuristics perform comparably to each other and significantly better than the " +
    "non-preemptive ones.",
  verdict(p, rows) {
    const absent = missing(p.algorithms, ["ecf", "wr"]);
    if (absent) return absent;
    if (rows.length === 0) return noRows;
    const non = p.algorithms.filter((id) => !isPreemptive(id));
    const pre = p.algorithms.filter(isPreemptive);
    if (pre.length === 0)
      return { reproduced: false, reason: "Cannot check: no preemptive heuristic chosen." };
    const large = multipleCells(rows).filter((c) => c.set === MESSAGE_SETS.indexOf("large"));
    const ecfWrGap = large.length
      ? Math.max(
          ...large.map((c) => {
            const best = Math.min(...non.map((id) => meanOf(c.rows, id)));
            return Math.max(meanOf(c.rows, "ecf"), meanOf(c.rows, "wr")) / best;
          }),
        )
      : Number.NaN;
    const all = multipleCells(rows);
    const spread = Math.max(
      ...all.map(
        (c) =>
          Math.max(...pre.map((id) => meanOf(c.rows, id))) / Math.min(...pre.map((id) => meanOf(c.rows, id))),
      ),
    );
    const gain = Math.min(
      ...all.map(
        (c) =>
          Math.min(...non.map((id) => meanOf(c.rows, id))) / Math.min(...pre.map((id) => meanOf(c.rows, id))),
      ),
    );
    return verdictOf([
      {
        ok: Number.isFinite(ecfWrGap) && ecfWrGap <= 1.05,
        text: Number.isFinite(ecfWrGap)
          ? `With large messages the worse of ECF and WR is within ${show(ecfWrGap)}× of the best non-preemptive mean at every number of sources (we read "best" as within 5 %).`
          : "No large-message runs to check ECF and WR on.",
      },
      {
        ok: spread <= 1.25,
        text: `The preemptive means differ by at most ${show(spread)}× in any cell (we read "comparable" as ≤ 1.25×).`,
      },
      {
        ok: gain >= 1.05,
        text: `The best preemptive mean beats the best non-preemptive one by a factor of at least ${show(gain)} in every cell (we read "significant" as ≥ 1.05×).`,
      },
    ]);
  },
});

const ratioClaim: NonNullable<ExperimentDef<MultipleParams>["claim"]> = {
  text: "The completion time of WRP stays within 2.5 times the lower bound in large systems.",
  verdict(p, rows) {
    const absent = missing(p.algorithms, ["wrp"]);
    if (absent) return absent;
    if (rows.length === 0) return noRows;
    const xs = distinct(rows, "sources");
    const cut = Math.max(...xs) / 2;
    const largeCells = multipleCells(rows).filter((c) => c.sources >= cut);
    const worst = Math.max(...largeCells.map((c) => meanOf(c.rows, "wrp", true)));
    const overall = Math.max(...multipleCells(rows).map((c) => meanOf(c.rows, "wrp", true)));
    return verdictOf([
      {
        ok: worst <= 2.5,
        text: `WRP's mean ratio to the Sec. 3.2 lower bound is at most ${show(worst)} with ${cut} or more sources (we read "large systems" as at least half the largest number of sources; ${show(overall)} over all runs).`,
      },
    ]);
  },
};

function multipleExperiment(
  id: string,
  figure: string,
  net: "fast" | "slow",
  ratio: boolean,
): ExperimentDef<MultipleParams> {
  return {
    id,
    paper: WYL_PAPER,
    figure,
    family: "multicast",
    title: ratio
      ? `Competitive ratio, multiple multicast, ${net} network (Wu–Yeh–Liu ${figure})`
      : `Multiple multicast, ${net} network (Wu–Yeh–Liu ${figure})`,
    description:
      "Sec. 7.3: 64 nodes, a growing number of random sources, each to a random half of the other nodes; " +
      "small (64–1024 bytes), large (10⁶ or 1.5·10⁶ bytes) and hybrid messages on the same configuration seed. " +
      (ratio
        ? "The competitive ratio is each run's completion time over its Sec. 3.2 lower bound, averaged."
        : "Completion times with the Sec. 3.2 lower bound.") +
      " Panels (a)–(f): each message set, non-preemptive then preemptive.",
    params: multipleParams,
    defaults: {
      nodes: 64,
      sources: [4, 8, 16, 24, 32, 48, 56, 64],
      destinationFraction: 0.5,
      messages: [...MESSAGE_SETS],
      instances: 1000,
      network: net,
      algorithms: ALL_IDS,
    },
    quick: { sources: [4, 8, 16, 32, 48, 64], instances: 3 },
    runCount: (p) => p.sources.length * p.instances,
    // A run measures every message set on one configuration; it opens with the first set.
    scenarioOf: (p, runIndex, seed) =>
      named(
        multipleScenario(p, runIndex, seed, p.messages[0] as MultipleParams["messages"][number]),
        `${figure} run ${runIndex}: ${p.sources[Math.floor(runIndex / p.instances)] as number} sources, ${p.messages[0] as string} messages`,
      ),
    run: multipleRun,
    summarize: (p, rows) => multipleSummary(p, rows, ratio),
    claim: ratio ? ratioClaim : completionClaim(net),
  };
}

export const fig9Experiment = multipleExperiment("wyl-fig9", "Fig. 9", "fast", false);
export const fig10Experiment = multipleExperiment("wyl-fig10", "Fig. 10", "slow", false);
export const fig11Experiment = multipleExperiment("wyl-fig11", "Fig. 11", "fast", true);
export const fig12Experiment = multipleExperiment("wyl-fig12", "Fig. 12", "slow", true);

/** Every Wu–Yeh–Liu figure experiment, in figure order. */
export const WYL_FIGURE_EXPERIMENTS = [
  fig6Experiment,
  fig7Experiment,
  fig8Experiment,
  fig9Experiment,
  fig10Experiment,
  fig11Experiment,
  fig12Experiment,
] as const;
