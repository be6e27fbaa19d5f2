// What the step-through shows of a packet-family decision (one tree edge p → v, decisions.ts): the
// moment p's network interface sends packet 0 to v, the (packet, child) copies pending at p then, and
// the interface discipline that picks one (Kesavan–Panda Sec. 3):
//   FPFS (Sec. 3.2, Fig. 7): "First-Packet-First-Served" — a packet is forwarded to every child before
//     the next packet: the lowest packet number first, then child order. Rank j·d + i (d children).
//   FCFS (Sec. 3.1, Fig. 6): "First-Child-First-Served" — every packet goes to the first child, then
//     every packet to the second, …: child order first, then the lowest packet. Rank i·m + j.
// A candidate's score is its rank in the discipline's send order, broken into those two terms; the
// interface sends the pending copy of least rank (simulate.ts never sends out of that order, so the
// chosen copy always has the least rank of the pending ones). The conventional interface (Sec. 2.3)
// has no per-packet choice: the host sends the whole message to its children in order.
// The rule also says what the copy waited for: the packet to reach p's interface, or the interface to
// finish its previous copy — the replay's view, which is all an edited tree's steps can say. Interface
// steps count from 0, as in the packet step view (the paper counts from 1).
import { scoredCandidate } from "../schedule/score";
import type { Candidate, ScoreTerm } from "../schedule/types";
import type { PacketScenario } from "./scenario";
import type { SmartInterface, SmartRun } from "./simulate";
import type { TreeShape } from "./tree";

/** At most this many pending copies are listed per decision. */
export const MAX_PACKET_CANDIDATES = 8;

export interface EdgeExplanation {
  readonly rule: string;
  readonly candidates: Candidate[];
}

/** The rank of copy (packet j → i-th of d children) in the discipline's send order, in its terms. */
export function rankTerms(mode: SmartInterface, j: number, i: number, d: number, m: number): ScoreTerm[] {
  return mode === "fpfs"
    ? [
        { name: "packet j·d", value: j * d },
        { name: "child i", value: i },
      ]
    : [
        { name: "child i·m", value: i * m },
        { name: "packet j", value: j },
      ];
}

const DISCIPLINE: Record<SmartInterface, string> = {
  fpfs: "FPFS (Sec. 3.2, Fig. 7): lowest packet number first, then child order",
  fcfs: "FCFS (Sec. 3.1, Fig. 6): child order first — every packet to a child before the next child",
};

/** The pending copies at p when p sends packet 0 to v under `run`, least rank first. */
function pendingCopies(tree: TreeShape, run: SmartRun, m: number, p: number, t0: number) {
  const kids = tree.children[p] ?? [];
  const d = kids.length;
  const have = run.arrival[p] as readonly number[];
  const out: { j: number; i: number; c: number }[] = [];
  kids.forEach((c, i) => {
    const got = run.arrival[c] as readonly number[];
    for (let j = 0; j < m; j++) {
      // In p's buffer during step t0 (arrived at step t0 − 1 or earlier) and not yet copied to c.
      if ((have[j] as number) < t0 && (got[j] as number) >= t0) out.push({ j, i, c });
    }
  });
  const rank = (x: { j: number; i: number }) => (run.mode === "fpfs" ? x.j * d + x.i : x.i * m + x.j);
  out.sort((a, b) => rank(a) - rank(b));
  return out;
}

/** Why copy (p → v, packet 0) went out in its step: the packet's arrival or the busy interface. */
function waitedFor(tree: TreeShape, run: SmartRun, p: number, v: number): string {
  const t0 = run.arrival[v]?.[0] as number;
  const have = run.arrival[p]?.[0] as number;
  if (t0 === have + 1) {
    return have < 0
      ? `step ${t0 + 1}: the source's interface has every packet from the start`
      : `step ${t0 + 1}: waited for packet 0 to reach P${p}'s interface (in step ${have + 1})`;
  }
  const before = (run.transmissions[t0 - 1] ?? []).find((x) => x.from === p);
  return before
    ? `step ${t0 + 1}: waited for P${p}'s interface, busy in step ${t0} sending packet ${before.packet} to P${before.to}`
    : `step ${t0 + 1}`;
}

/** The explanation of decision p → v under the scenario's interface (`run` for FPFS/FCFS). */
export function explainEdge(
  s: PacketScenario,
  tree: TreeShape,
  run: SmartRun | undefined,
  p: number,
  v: number,
): EdgeExplanation {
  const m = s.packets;
  const kids = tree.children[p] ?? [];
  if (!run) {
    const at = kids.indexOf(v);
    const candidates = kids
      .slice(at)
      .slice(0, MAX_PACKET_CANDIDATES)
      .map((c, q) =>
        scoredCandidate(p, c, 0, [{ name: "child i", value: at + q }], "position in the send order"),
      );
    return {
      rule: `conventional interface (Sec. 2.3): P${p}'s host sends the whole message to its children in order — child ${at + 1} of ${kids.length}`,
      candidates,
    };
  }
  const t0 = run.arrival[v]?.[0] as number;
  const pending = pendingCopies(tree, run, m, p, t0);
  const d = kids.length;
  const label = `${run.mode.toUpperCase()} rank`;
  const candidates = pending
    .slice(0, MAX_PACKET_CANDIDATES)
    .map((x) => scoredCandidate(p, x.c, x.j, rankTerms(run.mode, x.j, x.i, d, m), label));
  const other: SmartInterface = run.mode === "fpfs" ? "fcfs" : "fpfs";
  const otherRank = (x: { j: number; i: number }) => (other === "fpfs" ? x.j * d + x.i : x.i * m + x.j);
  const alt = pending.slice().sort((a, b) => otherRank(a) - otherRank(b))[0];
  const contrast =
    alt && (alt.c !== v || alt.j !== 0)
      ? `; from the same pending copies ${other.toUpperCase()} would send packet ${alt.j} to P${alt.c}`
      : `; ${other.toUpperCase()} would pick the same copy`;
  return {
    rule: `${DISCIPLINE[run.mode]} → packet 0 to P${v}, ${waitedFor(tree, run, p, v)}${contrast}`,
    candidates,
  };
}
