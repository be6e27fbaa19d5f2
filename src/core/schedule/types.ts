// The one Schedule type every family produces and every view reads (docs/architecture.md, the Schedule).
import type { TimeUnit } from "../units";

export type Family = "multicast" | "allgather" | "packet" | "grid" | "redistribution";

/**
 * send: a node hands a message to the network; recv: a node takes one in; local: a copy that stays on
 * its node (free); intra: a cluster's internal broadcast; packet: one network-interface step.
 */
export type TaskKind = "send" | "recv" | "local" | "intra" | "packet";

export interface Task {
  /** Lane index (node, cluster coordinator, processor). */
  readonly node: number;
  readonly kind: TaskKind;
  /** The other end of a send/recv/packet; -1 when there is none. */
  readonly peer: number;
  /** Message id, as the family defines it (multicast: index in `multicasts`; packet: packet number). */
  readonly message: number;
  /** When a task carries several messages at once (allgather's combined messages): all of them. */
  readonly messages?: readonly number[];
  /** When processing begins. For a receive: max(posted, arrival). */
  readonly start: number;
  readonly end: number;
  /** Receives: when the node was ready to receive. Waiting is [posted, max(posted, arrival)). */
  readonly posted?: number;
  /** Receives: when the message was in the node's buffer. */
  readonly arrival?: number;
  /** Index of the matching task on the peer's lane (send ↔ recv), or -1/undefined. */
  readonly match?: number;
  /** A phase name the family uses to group tasks (allgather: gather/exchange/distribute). */
  readonly stage?: string;
  /** Bytes moved, when the family has sizes. */
  readonly bytes?: number;
  /** Index in `steps` of the decision that created this task (step-through hides later ones). */
  readonly step?: number;
}

/** One term of a score, named as the paper writes it ("RT_i", "g_ij", "F_j", "R(j, l_k)"). */
export interface ScoreTerm {
  readonly name: string;
  readonly value: number;
}

/**
 * A score broken into the paper's terms: `total` is the sum of the terms' values (within the time
 * tolerance), shown as "RT 3 + g 1 + L 2 + F_j 4 = 10". One type for every family
 * (src/core/schedule/score.ts builds and checks it).
 */
export interface ScoreBreakdown {
  readonly total: number;
  readonly terms: readonly ScoreTerm[];
}

/** One candidate a heuristic weighed at a decision, with its score (lower is better unless noted). */
export interface Candidate {
  readonly sender: number;
  readonly receiver: number;
  readonly message: number;
  /** The score the rule compares; equal to `breakdown.total` when there is a breakdown. */
  readonly score: number;
  /** What the score is ("completion", "weight", "virtual time", …) when not the step's usual one. */
  readonly label?: string;
  /** The score in the paper's terms. */
  readonly breakdown?: ScoreBreakdown;
}

/** A decision, in the order the heuristic made it (step-through teaching reads these). */
export interface Step {
  readonly sender: number;
  readonly receiver: number;
  readonly message: number;
  /** When the receiver has the message (the heuristic's prediction, equal to replay). */
  readonly complete: number;
  /** The rule that picked this one, in a few words. */
  readonly rule?: string;
  readonly candidates?: readonly Candidate[];
}

/** Who relayed one message to whom. */
export interface MessageTree {
  readonly message: number;
  readonly root: number;
  /** parent[node]: -1 for the root, -2 for nodes outside the tree. */
  readonly parent: readonly number[];
  /** Time each node has the message (NaN outside the tree; 0 or the start for the root). */
  readonly complete: readonly number[];
  /** children[node] in send order. */
  readonly children: readonly (readonly number[])[];
}

/** A cluster/agent grouping: `leader` first in `members`. */
export interface Group {
  readonly leader: number;
  readonly members: readonly number[];
  readonly label?: string;
}

export interface Schedule {
  readonly family: Family;
  readonly algorithm: string;
  readonly timeUnit: TimeUnit;
  /** Lane labels: "P0", …, or cluster names. */
  readonly lanes: readonly string[];
  /** Message labels for the legend ("m0 from P0", "packet 2", …). */
  readonly messages: readonly string[];
  readonly tasks: readonly Task[];
  readonly makespan: number;
  readonly lowerBound: number | null;
  /**
   * The schedule came before its lower bound (the app's runs: docs/architecture.md, "The bound after
   * the schedule"): `lowerBound` is null meanwhile although there is one, and views say "computing…".
   */
  readonly boundPending?: true;
  readonly steps: readonly Step[];
  readonly trees?: readonly MessageTree[];
  readonly groups?: readonly Group[];
  /** [sender][receiver] (redistribution's C transposed to this convention). */
  readonly matrix?: readonly (readonly number[])[];
  /** Caveats to show beside the schedule ("combined messages cost one T_end", …). */
  readonly notes?: readonly string[];
}
