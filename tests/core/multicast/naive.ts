// A naive reference for the multicast heuristics, written straight from the paper's pseudo code
// (Wu–Yeh–Liu Sec. 4.1–4.3, Sec. 5 Figs 13–16) with plain arrays and brute-force selection over every
// candidate, O(N⁴) — to check that the incremental implementations make identical choices. The selection
// is canonical: the minimum score, then among scores within the 1e-9 tolerance the smallest
// (message, sender's join order, receiver) — and for receiver rules, the rule's own tie-break.
import { createRng } from "../../../src/core/random";
import type { MulticastPlan, MulticastScenario } from "../../../src/core/multicast/scenario";
import { pairValue } from "../../../src/core/scenario/fields";
import { approxEqual, definitelyLess } from "../../../src/core/tolerance";

interface NTask {
  op: "send" | "recv";
  peer: number;
  message: number;
  /** For a receive: when processing starts. */
  start: number;
  end: number;
}

export interface NaiveStep {
  sender: number;
  receiver: number;
  message: number;
  complete: number;
}

class NaiveState {
  readonly lists: NTask[][];
  /** A[k] in join order. */
  readonly senders: number[][];
  /** B[k]. */
  readonly waiting: Set<number>[];
  constructor(
    readonly s: MulticastScenario,
    readonly preemptive: boolean,
  ) {
    this.lists = s.nodes.map(() => []);
    this.senders = s.multicasts.map((mc) => [mc.source]);
    this.waiting = s.multicasts.map((mc) => new Set(mc.destinations));
  }
  S(i: number, k: number) {
    const p = this.s.nodes[i]!;
    return p.sendFixed + p.sendPerByte * this.s.multicasts[k]!.bytes;
  }
  R(j: number, k: number) {
    const p = this.s.nodes[j]!;
    return p.recvFixed + p.recvPerByte * this.s.multicasts[k]!.bytes;
  }
  X(i: number, j: number) {
    return i === j ? 0 : pairValue(this.s.transmit, i, j);
  }
  recvAvail(j: number): number {
    const l = this.lists[j]!;
    return l.length ? l[l.length - 1]!.end : 0;
  }
  /** Index after which the send goes (-1: the virtual head completing at 0). Fig. 16. */
  target(i: number, k: number): number {
    const list = this.lists[i]!;
    if (!this.preemptive) return list.length - 1;
    let lastSend = -1;
    list.forEach((t, x) => {
      if (t.op === "send") lastSend = x;
    });
    let target = lastSend;
    if (this.s.multicasts[k]!.source !== i) {
      const r = list.findIndex((t) => t.op === "recv" && t.message === k);
      if (r > target) target = r;
    }
    const endOf = (x: number) => (x < 0 ? 0 : list[x]!.end);
    while (
      target + 1 < list.length &&
      definitelyLess(list[target + 1]!.start - endOf(target), this.S(i, k))
    ) {
      target++;
    }
    return target;
  }
  sendAvail(i: number, k: number): number {
    const t = this.target(i, k);
    return t < 0 ? 0 : this.lists[i]![t]!.end;
  }
  arrival(i: number, j: number, k: number): number {
    return this.sendAvail(i, k) + this.S(i, k) + this.X(i, j) * this.s.multicasts[k]!.bytes;
  }
  completion(i: number, j: number, k: number): number {
    return Math.max(this.arrival(i, j, k), this.recvAvail(j)) + this.R(j, k);
  }
  schedule(i: number, j: number, k: number): number {
    const t = this.target(i, k);
    const start = t < 0 ? 0 : this.lists[i]![t]!.end;
    this.lists[i]!.splice(t + 1, 0, { op: "send", peer: j, message: k, start, end: start + this.S(i, k) });
    const a = start + this.S(i, k) + this.X(i, j) * this.s.multicasts[k]!.bytes;
    const rs = Math.max(a, this.recvAvail(j));
    this.lists[j]!.push({ op: "recv", peer: i, message: k, start: rs, end: rs + this.R(j, k) });
    this.senders[k]!.push(j);
    this.waiting[k]!.delete(j);
    return rs + this.R(j, k);
  }
  left(): number {
    return this.waiting.reduce((a, w) => a + w.size, 0);
  }
  pendingOf(j: number): number[] {
    return this.s.multicasts.flatMap((_, k) => (this.waiting[k]!.has(j) ? [k] : []));
  }
  plan(): MulticastPlan {
    return { tasks: this.lists.map((l) => l.map((t) => ({ op: t.op, peer: t.peer, message: t.message }))) };
  }
}

interface Cand {
  i: number;
  j: number;
  k: number;
  p: number;
  score: number;
}

/** The minimum score, then the smallest (k, p, j) among the near-equal ones. */
function canonical(cands: readonly Cand[]): Cand {
  let min = Infinity;
  for (const c of cands) min = Math.min(min, c.score);
  let best: Cand | undefined;
  for (const c of cands) {
    if (!approxEqual(c.score, min)) continue;
    if (!best || c.k < best.k || (c.k === best.k && (c.p < best.p || (c.p === best.p && c.j < best.j))))
      best = c;
  }
  return best!;
}

function allCandidates(
  st: NaiveState,
  score: (i: number, j: number, k: number) => number,
  only?: number,
): Cand[] {
  const out: Cand[] = [];
  st.s.multicasts.forEach((_, k) => {
    st.senders[k]!.forEach((i, p) => {
      for (const j of st.waiting[k]!)
        if (only === undefined || j === only) out.push({ i, j, k, p, score: score(i, j, k) });
    });
  });
  return out;
}

function finish(st: NaiveState, steps: NaiveStep[]) {
  return { plan: st.plan(), steps };
}

export function naiveFef(s: MulticastScenario) {
  const st = new NaiveState(s, false);
  const steps: NaiveStep[] = [];
  const weight = (i: number, j: number, k: number) =>
    st.S(i, k) + st.X(i, j) * s.multicasts[k]!.bytes + st.R(j, k);
  while (st.left() > 0) {
    const c = canonical(allCandidates(st, weight));
    steps.push({ sender: c.i, receiver: c.j, message: c.k, complete: st.schedule(c.i, c.j, c.k) });
  }
  return finish(st, steps);
}

export function naiveEcf(s: MulticastScenario, preemptive: boolean) {
  const st = new NaiveState(s, preemptive);
  const steps: NaiveStep[] = [];
  while (st.left() > 0) {
    const c = canonical(allCandidates(st, (i, j, k) => st.completion(i, j, k)));
    steps.push({ sender: c.i, receiver: c.j, message: c.k, complete: st.schedule(c.i, c.j, c.k) });
  }
  return finish(st, steps);
}

type Rule = "wr" | "eaf" | "rr" | "rrs";

export function naiveReceiverBased(s: MulticastScenario, rule: Rule, preemptive: boolean) {
  const st = new NaiveState(s, preemptive);
  const n = s.nodes.length;
  const m = s.multicasts.length;
  const meanBytes = s.multicasts.reduce((a, mc) => a + mc.bytes, 0) / m;
  const speed = s.nodes.map((p) => p.recvFixed + p.recvPerByte * meanBytes);
  const work = new Array<number>(n).fill(0);
  const workAt = new Map<string, number>();
  const rng = createRng(s.seed);
  let turn = 0;
  const steps: NaiveStep[] = [];
  const active = () => Array.from({ length: n }, (_, j) => j).filter((j) => st.pendingOf(j).length > 0);
  while (st.left() > 0) {
    const act = active();
    let j: number;
    if (rule === "rr") {
      j = act.find((x) => x >= turn) ?? act[0]!;
    } else if (rule === "rrs") {
      j = act[rng.int(0, act.length - 1)]!;
    } else {
      const value = (x: number) => (rule === "wr" ? work[x]! : st.recvAvail(x));
      const min = Math.min(...act.map(value));
      const tied = act.filter((x) => approxEqual(value(x), min));
      j = tied[0]!;
      if (rule === "wr") {
        for (const x of tied) {
          const faster = approxEqual(speed[x]!, speed[j]!) ? x < j : speed[x]! < speed[j]!;
          if (faster) j = x;
        }
      }
    }
    const c = canonical(allCandidates(st, (i, r, k) => st.completion(i, r, k), j));
    const complete = st.schedule(c.i, c.j, c.k);
    steps.push({ sender: c.i, receiver: c.j, message: c.k, complete });
    turn = (j + 1) % n;
    const k = c.k;
    const from = s.multicasts[k]!.source === c.i ? 0 : workAt.get(`${c.i},${k}`)!;
    const ar = from + st.S(c.i, k) + st.X(c.i, j) * s.multicasts[k]!.bytes;
    work[j] = Math.max(work[j]!, ar) + st.R(j, k);
    workAt.set(`${j},${k}`, work[j]!);
  }
  return { ...finish(st, steps), work, workAt };
}
