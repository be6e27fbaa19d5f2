// Hand-built schedules of every family's shape, for the view tests (and the screenshot harness).
import type { RunContext } from "../../../src/core/family";
import { createRng } from "../../../src/core/random";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import type { MessageTree, Schedule, Step, Task } from "../../../src/core/schedule/types";

/**
 * Wu–Yeh–Liu Sec. 6 example (Figs 4–5): P0, P1 send 1 / receive 3; P2, P3 send 2 / receive 6; X = 0;
 * m0: P0 → {P1,P2}, m1: P1 → {P2,P3}, m2: P2 → {P0,P1,P3}. The decisions below are ECF worked by hand
 * from Eq. 5–6 (completion = max(Avail_i + S_i, Avail_j) + R_j; ties → lowest message index):
 *   (P0→P1, m0) 4 · (P2→P0, m2) 5 · (P2→P1, m2) 7 · (P0→P2, m0) 12 · (P0→P3, m2) 13 ·
 *   (P1→P2, m1) 18 · (P1→P3, m1) 19.
 * Lower bound (Sec. 3.2, receives in release order): P2 and P3 each need two receives → 13.
 */
export function paperExample(): Schedule {
  const pairs: [sender: number, receiver: number, message: number, send: [number, number], recv: Recv][] = [
    [0, 1, 0, [0, 1], { posted: 0, arrival: 1, start: 1, end: 4 }],
    [2, 0, 2, [0, 2], { posted: 1, arrival: 2, start: 2, end: 5 }],
    [2, 1, 2, [2, 4], { posted: 4, arrival: 4, start: 4, end: 7 }],
    [0, 2, 0, [5, 6], { posted: 4, arrival: 6, start: 6, end: 12 }],
    [0, 3, 2, [6, 7], { posted: 0, arrival: 7, start: 7, end: 13 }],
    [1, 2, 1, [7, 8], { posted: 12, arrival: 8, start: 12, end: 18 }],
    [1, 3, 1, [8, 9], { posted: 13, arrival: 9, start: 13, end: 19 }],
  ];
  const tasks: Task[] = [];
  const steps: Step[] = [];
  pairs.forEach(([i, j, m, [s0, s1], r], step) => {
    const k = tasks.length;
    tasks.push({
      node: i,
      kind: "send",
      peer: j,
      message: m,
      start: s0,
      end: s1,
      match: k + 1,
      step,
      bytes: 1,
    });
    tasks.push({ node: j, kind: "recv", peer: i, message: m, ...r, match: k, step, bytes: 1 });
    steps.push({ sender: i, receiver: j, message: m, complete: r.end, rule: "earliest completion" });
  });
  const trees: MessageTree[] = [
    tree(0, 0, [-1, 0, 0, -2], [0, 4, 12, NaN], [[1, 2], [], [], []]),
    tree(1, 1, [-2, -1, 1, 1], [NaN, 0, 18, 19], [[], [2, 3], [], []]),
    tree(2, 2, [2, 2, -1, 0], [5, 7, 0, 13], [[3], [], [0, 1], []]),
  ];
  return {
    family: "multicast",
    algorithm: "ecf",
    timeUnit: "us",
    lanes: ["P0", "P1", "P2", "P3"],
    messages: ["m0: P0 → {P1,P2}", "m1: P1 → {P2,P3}", "m2: P2 → {P0,P1,P3}"],
    tasks,
    makespan: 19,
    lowerBound: 13,
    steps,
    trees,
  };
}

interface Recv {
  posted: number;
  arrival: number;
  start: number;
  end: number;
}

function tree(
  message: number,
  root: number,
  parent: number[],
  complete: number[],
  children: number[][],
): MessageTree {
  return { message, root, parent, complete, children };
}

/**
 * All-to-all with two agents (P0: P1, P2; P3: P4, P5), T_send = T_recv = 1, T_end = 3: gather, exchange
 * of combined messages between agents, distribute. Stages and `messages` as the allgather family sets them.
 */
export function allgatherLike(): Schedule {
  const tasks: Task[] = [];
  const pair = (
    i: number,
    j: number,
    messages: number[],
    sendAt: number,
    posted: number,
    stage: string,
  ): void => {
    const k = tasks.length;
    const arrival = sendAt + 2;
    const start = Math.max(posted, arrival);
    const message = messages[0] as number;
    const multi = messages.length > 1 ? { messages } : {};
    tasks.push({
      node: i,
      kind: "send",
      peer: j,
      message,
      ...multi,
      start: sendAt,
      end: sendAt + 1,
      match: k + 1,
      stage,
    });
    tasks.push({
      node: j,
      kind: "recv",
      peer: i,
      message,
      ...multi,
      posted,
      arrival,
      start,
      end: start + 1,
      match: k,
      stage,
    });
  };
  for (const [agent, a, b] of [
    [0, 1, 2],
    [3, 4, 5],
  ] as const) {
    pair(a, agent, [a], 0, 0, "gather");
    pair(b, agent, [b], 0, 3, "gather");
  }
  pair(0, 3, [0, 1, 2], 4, 5, "exchange");
  pair(3, 0, [3, 4, 5], 4, 5, "exchange");
  for (const [agent, a, b] of [
    [0, 1, 2],
    [3, 4, 5],
  ] as const) {
    const all = [0, 1, 2, 3, 4, 5];
    pair(
      agent,
      a,
      all.filter((m) => m !== a),
      7,
      1,
      "distribute",
    );
    pair(
      agent,
      b,
      all.filter((m) => m !== b),
      8,
      1,
      "distribute",
    );
  }
  return {
    family: "allgather",
    algorithm: "two-step",
    timeUnit: "us",
    lanes: ["P0", "P1", "P2", "P3", "P4", "P5"],
    messages: ["data of P0", "data of P1", "data of P2", "data of P3", "data of P4", "data of P5"],
    tasks,
    makespan: 11,
    lowerBound: null,
    steps: [],
    groups: [
      { leader: 0, members: [0, 1, 2] },
      { leader: 3, members: [3, 4, 5] },
    ],
    notes: ["Combined messages cost one T_end."],
  };
}

/**
 * 3 packets from P0 to 7 destinations over the binomial tree (Kesavan–Panda Fig. 8), FPFS: one
 * `packet` task per network-interface step on the sender's lane; t_step = 5 µs.
 */
export function packetLike(packets = 3): Schedule {
  const children: number[][] = [[4, 2, 1], [], [3], [], [6, 5], [], [7], []];
  const n = children.length;
  const ready: number[][] = Array.from({ length: n }, (_, v) =>
    Array.from({ length: packets }, () => (v === 0 ? 0 : Infinity)),
  );
  const queue = children.map((cs) => {
    const q: [number, number][] = [];
    for (let p = 0; p < packets; p++) for (const c of cs) q.push([p, c]);
    return q;
  });
  const tasks: Task[] = [];
  const stepTime = 5;
  let lastStep = 0;
  for (let step = 0; queue.some((q) => q.length > 0) && step < 1000; step++) {
    const arrivals: [number, number][] = [];
    queue.forEach((q, v) => {
      const head = q[0];
      if (!head || (ready[v]?.[head[0]] ?? Infinity) > step) return;
      q.shift();
      const [p, c] = head;
      tasks.push({
        node: v,
        kind: "packet",
        peer: c,
        message: p,
        start: step * stepTime,
        end: (step + 1) * stepTime,
        step,
      });
      arrivals.push([c, p]);
      lastStep = step;
    });
    for (const [c, p] of arrivals) ready[c]![p] = step + 1;
  }
  const parent = [-1, 0, 0, 2, 0, 4, 4, 6];
  const complete = ready.map((r) => (Math.max(...r) === 0 ? 0 : Math.max(...r) * stepTime));
  return {
    family: "packet",
    algorithm: "binomial",
    timeUnit: "us",
    lanes: Array.from({ length: n }, (_, i) => `P${i}`),
    messages: Array.from({ length: packets }, (_, p) => `packet ${p}`),
    tasks,
    makespan: (lastStep + 1) * stepTime,
    lowerBound: null,
    steps: [],
    trees: [{ message: 0, root: 0, parent, complete, children }],
  };
}

/** Four clusters (ms): inter-cluster sends with zero-length arrival receives, then each `intra` broadcast. */
export function gridLike(): Schedule {
  const tasks: Task[] = [];
  const send = (i: number, j: number, at: number, g: number, L: number, step: number) => {
    const k = tasks.length;
    const arrive = at + g + L;
    tasks.push({ node: i, kind: "send", peer: j, message: 0, start: at, end: at + g, match: k + 1, step });
    tasks.push({
      node: j,
      kind: "recv",
      peer: i,
      message: 0,
      arrival: arrive,
      start: arrive,
      end: arrive,
      match: k,
      step,
    });
  };
  send(0, 1, 0, 150, 10, 0);
  send(0, 2, 150, 150, 12, 1);
  send(1, 3, 160, 200, 15, 2);
  const intra: [number, number, number][] = [
    [0, 300, 400],
    [1, 360, 250],
    [2, 312, 600],
    [3, 375, 300],
  ];
  for (const [c, at, T] of intra) {
    tasks.push({ node: c, kind: "intra", peer: -1, message: 0, start: at, end: at + T, stage: "intra" });
  }
  return {
    family: "grid",
    algorithm: "ecef",
    timeUnit: "ms",
    lanes: ["orsay", "lyon", "rennes", "sophia"],
    messages: ["broadcast"],
    tasks,
    makespan: 912,
    lowerBound: 780,
    steps: [
      { sender: 0, receiver: 1, message: 0, complete: 160 },
      { sender: 0, receiver: 2, message: 0, complete: 312 },
      { sender: 1, receiver: 3, message: 0, complete: 375 },
    ],
    trees: [
      {
        message: 0,
        root: 0,
        parent: [-1, 0, 0, 1],
        complete: [0, 160, 312, 375],
        children: [[1, 2], [3], [], []],
      },
    ],
  };
}

/**
 * Many lanes and tasks (80 lanes × 6000 tasks by default): random matched send/receive pairs, one
 * message per sending lane (so more than 20 messages: the legend becomes a ramp).
 */
export function scaleSchedule(lanes = 80, taskCount = 6000, seed = 7): Schedule {
  const rng = createRng(seed);
  const cursor = new Array<number>(lanes).fill(0);
  const tasks: Task[] = [];
  for (let k = 0; k < taskCount / 2; k++) {
    const i = rng.int(0, lanes - 1);
    let j = rng.int(0, lanes - 2);
    if (j >= i) j++;
    const s0 = cursor[i] as number;
    const s1 = s0 + rng.uniform(80, 400);
    cursor[i] = s1;
    const arrival = s1 + rng.uniform(0, 200);
    const posted = cursor[j] as number;
    const start = Math.max(posted, arrival);
    const end = start + rng.uniform(80, 400);
    cursor[j] = end;
    const idx = tasks.length;
    tasks.push({ node: i, kind: "send", peer: j, message: i, start: s0, end: s1, match: idx + 1 });
    tasks.push({ node: j, kind: "recv", peer: i, message: i, posted, arrival, start, end, match: idx });
  }
  const makespan = Math.max(...cursor);
  return {
    family: "multicast",
    algorithm: "ecf",
    timeUnit: "us",
    lanes: Array.from({ length: lanes }, (_, i) => `P${i}`),
    messages: Array.from({ length: lanes }, (_, i) => `m${i} from P${i}`),
    tasks,
    makespan,
    lowerBound: makespan * 0.6,
    steps: [],
  };
}

/** WR's schedule of a generated all-to-all multicast (multicast-random@1, seed 1), run as the registry runs it. */
export function allToAllSchedule(nodes: number, ctx: RunContext = {}): Schedule {
  const scenario = parseScenario({
    version: 1,
    kind: "multicast",
    generator: { id: "multicast-random@1", params: { nodes, pattern: "all-to-all" }, seed: 1 },
  });
  return runScenario(scenario, "wr", ctx).schedule;
}

/** `s` with each of `keys` throwing when read: a test that a view or a function never builds them. */
export function throwingOnRead(s: Schedule, keys: readonly string[]): Schedule {
  for (const key of keys) {
    Object.defineProperty(s, key, {
      configurable: true,
      enumerable: true,
      get() {
        throw new Error(`read ${key}`);
      },
    });
  }
  return s;
}

/**
 * A wide relay tree of `n` nodes, as a large all-to-all's (the source sends to an eighth of the nodes;
 * each other node hangs under a random earlier one, seeded), in a schedule holding only that tree: at
 * 1024 nodes its layout at full size is a hundred screens wide.
 */
export function wideTree(n: number, seed = 5): { tree: MessageTree; schedule: Schedule } {
  const rng = createRng(seed);
  const parent = Array.from({ length: n }, () => -1);
  const children: number[][] = Array.from({ length: n }, () => []);
  const complete = Array.from({ length: n }, () => 0);
  const firstLevel = Math.max(1, Math.floor(n / 8));
  for (let v = 1; v < n; v++) {
    const p = v <= firstLevel ? 0 : 1 + Math.floor(rng.float() * (v - 1));
    parent[v] = p;
    children[p]?.push(v);
    complete[v] = (complete[p] ?? 0) + 100 + Math.floor(rng.float() * 900);
  }
  const tree: MessageTree = { message: 0, root: 0, parent, children, complete };
  const schedule: Schedule = {
    family: "multicast",
    algorithm: "wr",
    timeUnit: "us",
    lanes: Array.from({ length: n }, (_, i) => `P${i}`),
    messages: ["m0"],
    tasks: [],
    makespan: Math.max(...complete),
    lowerBound: null,
    steps: [],
    trees: [tree],
  };
  return { tree, schedule };
}
