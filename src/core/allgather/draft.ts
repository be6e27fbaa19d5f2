// A draft plan: what an algorithm decides before the receive order is known. Sends name their peer;
// a receive slot names a group of senders it takes one message from, first come first served (the
// paper's gathers, Sec. 4.1, and the agents' exchange, Sec. 4.2). fcfs.ts turns a draft into a plan
// with every receive's peer fixed.
import { overlapCount } from "./cost-model";
import type { AllgatherAlgorithmId, Model, Stage } from "./scenario";

/** A draft task's kind in NodeDraft.ops. */
export const SEND = 0;
export const RECV = 1;

/**
 * One node's tasks in order, as parallel arrays (no object per task: a 256-node draft has 65 280
 * sends): ops[t] is SEND or RECV; args[t] the peer of a send, or the group of a receive, which takes
 * one message from one of `groups[node][group]` not yet received in that group; messages[t] the data
 * a send carries (empty for a receive); stages[t] its stage.
 */
export interface NodeDraft {
  readonly ops: readonly number[];
  readonly args: readonly number[];
  readonly messages: readonly (readonly number[])[];
  readonly stages: readonly Stage[];
}

export interface Draft {
  readonly algorithm: AllgatherAlgorithmId;
  readonly clusters: readonly (readonly number[])[];
  readonly nodes: readonly NodeDraft[];
  /** groups[node][g]: the senders receive slots with group g take from, each exactly once. */
  readonly groups: readonly (readonly (readonly number[])[])[];
}

const NO_MESSAGES: readonly number[] = [];

interface MutableNodeDraft {
  ops: number[];
  args: number[];
  messages: (readonly number[])[];
  stages: Stage[];
}

/** Mutable lists while an algorithm builds its draft. */
export class DraftBuilder {
  private readonly nodes: MutableNodeDraft[];
  private readonly groups: number[][][];

  constructor(readonly n: number) {
    this.nodes = Array.from({ length: n }, () => ({ ops: [], args: [], messages: [], stages: [] }));
    this.groups = Array.from({ length: n }, () => []);
  }

  send(node: number, peer: number, messages: readonly number[], stage: Stage): void {
    this.push(node, SEND, peer, messages, stage);
  }

  /** `senders.length` receive slots taking one message from each of `senders`, in arrival order. */
  receiveFrom(node: number, senders: readonly number[], stage: Stage): void {
    if (senders.length === 0) return;
    const group = this.newGroup(node, senders);
    for (let i = 0; i < senders.length; i++) this.push(node, RECV, group, NO_MESSAGES, stage);
  }

  /**
   * Sec. 4.2's overlap: `k` sends, then one receive, repeated while sends remain; then the remaining
   * receives. With k ≥ 1 and every sender doing the same, no agent waits forever (each one that waits
   * has sent more than it received).
   */
  overlapped(
    node: number,
    targets: readonly number[],
    messages: readonly number[],
    senders: readonly number[],
    k: number,
    stage: Stage,
  ): void {
    const group = senders.length > 0 ? this.newGroup(node, senders) : -1;
    let sent = 0;
    let received = 0;
    while (sent < targets.length) {
      for (let i = 0; i < Math.max(1, k) && sent < targets.length; i++) {
        this.push(node, SEND, targets[sent] as number, messages, stage);
        sent++;
      }
      if (received < senders.length) {
        this.push(node, RECV, group, NO_MESSAGES, stage);
        received++;
      }
    }
    for (; received < senders.length; received++) this.push(node, RECV, group, NO_MESSAGES, stage);
  }

  build(algorithm: AllgatherAlgorithmId, clusters: readonly (readonly number[])[]): Draft {
    return { algorithm, clusters, nodes: this.nodes, groups: this.groups };
  }

  private push(node: number, op: number, arg: number, messages: readonly number[], stage: Stage): void {
    const d = this.nodes[node] as MutableNodeDraft;
    d.ops.push(op);
    d.args.push(arg);
    d.messages.push(messages);
    d.stages.push(stage);
  }

  private newGroup(node: number, senders: readonly number[]): number {
    const groups = this.groups[node] as number[][];
    groups.push(senders.slice());
    return groups.length - 1;
  }
}

/** Agents after `rank` in circulant order: rank+1, rank+2, … (mod m), so arrivals are staggered. */
export function circulant(agents: readonly number[], rank: number): number[] {
  const m = agents.length;
  const out: number[] = [];
  for (let d = 1; d < m; d++) out.push(agents[(rank + d) % m] as number);
  return out;
}

/** Every message except `node`'s own, ascending: what an agent hands a client in stage 3. */
export function allBut(n: number, node: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (i !== node) out.push(i);
  return out;
}

/** k_i of every agent (Sec. 4.2), indexed by node; 0 for nodes that are not agents. */
export function overlaps(model: Model, agents: readonly number[]): Int32Array {
  const k = new Int32Array(model.n);
  for (const a of agents) k[a] = overlapCount(model, a, agents);
  return k;
}
