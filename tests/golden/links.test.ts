// A corpus of saved links that must keep opening to the same schedule
// (tests/fixtures/golden/links.json). Each link is a URL hash as the app writes it (src/ui/location.ts
// hashFor → src/core/scenario/url.ts encodeUrlState: "#s=" + lz-string of {scenario, view}); the test
// decodes it, runs it with runScenario and checks the makespan, lower bound, task count and a digest
// of the schedule's tasks against the stored figures.
//
// URL versions: git history (`git log -p -- src/core/scenario/url.ts src/ui/location.ts
// src/ui/state.ts`) shows a single link encoding so far — "#s=" + lz-string compressToEncodedURIComponent
// of JSON {scenario, view} — with view-state version v = 1 and scenario document version 1 since the
// first commit. The only older shape the decoder still accepts is a payload without `view` (it then
// defaults to { v: 1 }); the corpus holds such links ("format": "no-view"). When the encoding or a
// version changes, keep these links and add ones in the new format.
//
// The corpus is append-only: UPDATE_GOLDEN=1 adds links for new presets/algorithms/generators and
// rewrites the expected figures, but never re-encodes or drops a stored link.
import LZString from "lz-string";
import { beforeAll, describe, expect, it } from "vitest";
import { toMulticastScenario } from "../../src/core/allgather/to-multicast";
import type { AllgatherScenario } from "../../src/core/allgather/scenario";
import type { PlanEdit, Preset, ScenarioDoc } from "../../src/core/family";
import { FAMILIES, findPreset, runScenario } from "../../src/core/registry";
import { materialize, parseScenario } from "../../src/core/scenario/document";
import {
  createUrlStateEncoder,
  decodeUrlState,
  VIEW_STATE_VERSION,
  type ViewState,
} from "../../src/core/scenario/url";
import { hashFor, startFromHash } from "../../src/ui/location";
import {
  digestTasks,
  goldenPath,
  readGolden,
  readGoldenIfAny,
  UPDATE,
  UPDATE_TIMEOUT,
  writeGolden,
} from "./golden";

/** How the link was written: by today's encoder, or in an older shape the decoder still reads. */
type LinkFormat = "current" | "no-view";

interface Entry {
  readonly name: string;
  readonly family: string;
  readonly algorithm: string;
  readonly edited: boolean;
  readonly format: LinkFormat;
  readonly link: string;
  readonly makespan: number;
  readonly lowerBound: number | null;
  readonly taskCount: number;
  readonly digest: string;
}

interface Candidate {
  readonly name: string;
  readonly doc: ScenarioDoc;
  readonly view: ViewState;
  readonly format: LinkFormat;
}

const PATH = goldenPath("links.json");

function preset(id: string): Preset {
  const p = findPreset(id);
  if (!p) throw new Error(`no preset ${id}`);
  return p;
}

/** The view state the app opens a preset with (App.tsx loadPreset). */
function presetView(p: Preset): ViewState {
  return {
    v: VIEW_STATE_VERSION,
    ...(p.algorithm ? { algorithm: p.algorithm } : {}),
    ...(p.view ? { view: p.view } : {}),
  };
}

/** A plan edit as a view makes it (App.tsx onEdit): applyEdit on the shown run's plan, stored in `plan`. */
function edited(doc: ScenarioDoc, algorithm: string, edit: PlanEdit): ScenarioDoc {
  const scenario = parseScenario(doc);
  const family = FAMILIES.find((f) => f.kind === doc.kind);
  if (!family) throw new Error(`no family ${doc.kind}`);
  const result = runScenario(scenario, algorithm);
  const plan = family.applyEdit(scenario, result.plan, edit);
  return { ...doc, plan } as ScenarioDoc;
}

/** Small presets to run every algorithm on, per family (the first preset of each). */
function smallPreset(kind: string): Preset {
  const p = FAMILIES.find((f) => f.kind === kind)?.presets[0];
  if (!p) throw new Error(`family ${kind} has no preset`);
  return p;
}

/** Generated documents with overrides, as the editors write them (doc-edit.ts editValue). */
const GENERATED: Record<
  string,
  { params: Record<string, unknown>; seed: number; overrides: Record<string, unknown> }
> = {
  "multicast-random@1": {
    params: { nodes: 10, pattern: "multiple", sources: 3, destinations: 0.5 },
    seed: 5,
    overrides: { "nodes.3.recvFixed": 123.45, "multicasts.0.bytes": 2048 },
  },
  "allgather-random@1": {
    params: { nodes: 9, fastFraction: 0.3 },
    seed: 5,
    overrides: {
      "nodes.1.tSend": 100,
      clusters: [
        [0, 1, 2],
        [3, 4, 5, 6],
        [7, 8],
      ],
    },
  },
  "packet-random@1": {
    params: { nodesMin: 6, nodesMax: 20, shuffleOrder: true },
    seed: 5,
    overrides: { packets: 4, "timing.ts": 10 },
  },
  "grid-random@1": {
    params: { clusters: 6 },
    seed: 5,
    overrides: { "clusters.1.size": 64, "gap.0.1": 250 },
  },
  "redistribution-random@1": {
    params: { processors: 6, K: 4, elements: 240, blockSize: 2 },
    seed: 5,
    overrides: { startup: 3, "bandwidth.0.1": 1000 },
  },
};

function generatedDoc(kind: string, id: string, withOverrides: boolean): ScenarioDoc {
  const g = GENERATED[id];
  if (!g) throw new Error(`no link recipe for generator ${id} (add one to GENERATED)`);
  return {
    version: 1,
    kind,
    name: `${id} seed ${g.seed}`,
    seed: 1,
    generator: { id, params: g.params, seed: g.seed },
    ...(withOverrides ? { overrides: g.overrides } : {}),
  };
}

/** Every link the corpus must hold for today's families, presets, algorithms and generators. */
function candidates(): Candidate[] {
  const out: Candidate[] = [];
  const add = (name: string, doc: ScenarioDoc, view: ViewState, format: LinkFormat = "current") =>
    out.push({ name, doc, view, format });
  const v = (algorithm?: string): ViewState => ({
    v: VIEW_STATE_VERSION,
    ...(algorithm ? { algorithm } : {}),
  });

  for (const f of FAMILIES) {
    for (const p of f.presets) add(`preset:${p.id}`, p.doc, presetView(p));
    const small = smallPreset(f.kind);
    for (const a of f.algorithms) add(`algorithm:${f.kind}:${a.id}`, small.doc, v(a.id));
    for (const g of f.generators) {
      add(`generated:${g.id}:overrides`, generatedDoc(f.kind, g.id, true), v());
      add(`generated:${g.id}:plain`, generatedDoc(f.kind, g.id, false), v(f.algorithms.at(-1)?.id));
    }
  }

  // Edited plans (views' drags), on explicit and on generated documents.
  const ed = (name: string, presetId: string, algorithm: string, edit: PlanEdit) =>
    add(`edited:${name}`, edited(preset(presetId).doc, algorithm, edit), v(algorithm));
  ed("multicast-paper-example:reorder-sends", "multicast-paper-example", "ecf", {
    type: "reorder-sends",
    node: 2,
    order: [1, 0],
  });
  ed("multicast-single-broadcast-16:reorder-sends", "multicast-single-broadcast-16", "ecf", {
    type: "reorder-sends",
    node: 1,
    order: [1, 0],
  });
  ed("allgather-paper-8-workstations:regroup", "allgather-paper-8-workstations", "two-step", {
    type: "regroup",
    groups: [
      [0, 2, 4],
      [1, 3, 5, 7, 6],
    ],
  });
  ed("packet-paper-fig5:reorder-children", "packet-paper-fig5", "binomial", {
    type: "reorder-children",
    message: 0,
    node: 0,
    children: [1, 2],
  });
  ed("packet-paper-fig5:reparent", "packet-paper-fig5", "binomial", {
    type: "reparent",
    message: 0,
    node: 3,
    parent: 1,
  });
  ed("grid-example-4:reparent", "grid-example-4", "ecef", {
    type: "reparent",
    message: 0,
    node: 3,
    parent: 0,
  });
  ed("grid-example-4:reorder-children", "grid-example-4", "ecef", {
    type: "reorder-children",
    message: 0,
    node: 0,
    children: [2, 1],
  });
  ed("redistribution-paper-r2-3-4:reorder-sends", "redistribution-paper-r2-3-4", "greedy", {
    type: "reorder-sends",
    node: 2,
    order: [1, 0],
  });
  ed("redistribution-small-p8-k5:reorder-sends", "redistribution-small-p8-k5", "direct", {
    type: "reorder-sends",
    node: 0,
    order: [3, 1, 2, 0],
  });

  // A generated preset detached from its generator (a structural edit, doc-edit.ts editStructure).
  for (const id of ["grid-random-5", "multicast-all-to-all-8"]) {
    const p = preset(id);
    add(`materialized:${id}`, materialize(p.doc), presetView(p));
  }

  // The allgather family comparison's "Open as a multiple multicast" link (FamilyCompareView).
  const ag = parseScenario(preset("allgather-paper-8-workstations").doc) as AllgatherScenario;
  add("cross-family:allgather-paper-8-workstations-as-multicast", { ...toMulticastScenario(ag) }, v("ecf"));

  // Every field of the view state set (keys in the schema's order, so re-encoding is stable).
  const r = preset("redistribution-paper-r2-3-4");
  add("view-full:redistribution-paper-r2-3-4", r.doc, {
    v: VIEW_STATE_VERSION,
    algorithm: "direct",
    view: "timing",
    zoom: [1.5, 9.25],
    step: 3,
    selection: "task:1:2",
    experiment: { id: "redistribution-fig5a", params: { runs: 3 } },
  });

  // The older shape: no view state at all (the decoder defaults it to { v: 1 }).
  for (const id of [
    "multicast-paper-example",
    "packet-paper-fig8",
    "grid-random-10",
    "allgather-random-32",
  ]) {
    add(`no-view:${id}`, preset(id).doc, v(), "no-view");
  }
  return out;
}

function encode(c: Candidate): string {
  if (c.format === "no-view") {
    return `#s=${LZString.compressToEncodedURIComponent(JSON.stringify({ scenario: c.doc }))}`;
  }
  return hashFor(c.doc, c.view);
}

/** Opens a link as the app does and runs it. */
function open(link: string): Omit<Entry, "name" | "format" | "link"> {
  const start = startFromHash(link);
  if (start.problem !== null) throw new Error(start.problem.message);
  const decoded = decodeUrlState(link);
  if (!decoded) throw new Error("empty link");
  const result = runScenario(decoded.scenario, decoded.view.algorithm, { explain: false });
  return {
    family: decoded.scenario.kind,
    algorithm: result.algorithm,
    edited: result.edited,
    makespan: result.schedule.makespan,
    lowerBound: result.schedule.lowerBound,
    taskCount: result.schedule.tasks.length,
    digest: digestTasks(result.schedule.tasks),
  };
}

describe("saved links", () => {
  let corpus: Entry[];

  beforeAll(async () => {
    if (UPDATE) {
      const stored = readGoldenIfAny<Entry[]>(PATH) ?? [];
      const known = new Set(stored.map((e) => e.name));
      const added = candidates()
        .filter((c) => !known.has(c.name))
        .map((c) => ({ name: c.name, format: c.format, link: encode(c) }));
      const next: Entry[] = [...stored, ...added].map((e) => ({
        name: e.name,
        ...open(e.link),
        format: e.format,
        link: e.link,
      }));
      await writeGolden(PATH, next);
    }
    corpus = readGolden<Entry[]>(PATH);
  }, UPDATE_TIMEOUT);

  it("covers every preset, algorithm and generator (UPDATE_GOLDEN=1 appends missing links)", () => {
    const names = new Set(corpus.map((e) => e.name));
    const missing = candidates()
      .map((c) => c.name)
      .filter((n) => !names.has(n));
    expect(missing, "links missing from the corpus").toEqual([]);
    expect(names.size, "link names are unique").toBe(corpus.length);
    for (const e of corpus) expect(e.link.startsWith("#s="), e.name).toBe(true);
  });

  it("every stored link opens to the same schedule", () => {
    for (const e of corpus) {
      let got;
      try {
        got = open(e.link);
      } catch (err) {
        throw new Error(`link ${e.name} no longer opens: ${String(err)}`, { cause: err });
      }
      const { name: _n, format: _f, link: _l, ...want } = e;
      expect.soft(got, `link ${e.name}`).toEqual(want);
    }
  });

  it("today's encoder writes the same link for the same state (current-format links)", () => {
    for (const e of corpus.filter((x) => x.format === "current")) {
      const decoded = decodeUrlState(e.link);
      expect(decoded && hashFor(decoded.doc, decoded.view), `re-encoding ${e.name}`).toBe(e.link);
    }
  });

  it("the app's cached encoder (scenario part kept per document) writes the same bytes", () => {
    const encoder = createUrlStateEncoder();
    for (const e of corpus.filter((x) => x.format === "current")) {
      const decoded = decodeUrlState(e.link);
      if (!decoded) continue;
      expect(encoder(decoded.doc, decoded.view), `cached encoding of ${e.name}`).toBe(e.link);
      // The same document with another view: compressed from the kept state, identical to a fresh encoding.
      const other = { ...decoded.view, step: 2, zoom: [0, 1.5] as [number, number] };
      expect(encoder(decoded.doc, other), `cached re-encoding of ${e.name}`).toBe(
        hashFor(decoded.doc, other),
      );
      expect(encoder(decoded.doc, decoded.view), `cached encoding of ${e.name}, again`).toBe(e.link);
    }
  });
});
