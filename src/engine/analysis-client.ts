// The main-thread side of the Analysis queries: a worker of its own (so a query never cancels, or
// waits behind, the app's run), at most one query in flight per kind and the newest waiting one after
// it — a query asked while another of its kind runs replaces any query still waiting (that one
// resolves as "cancelled"): typing in the table's filter computes the latest text, not every letter.
// A query about another schedule terminates the worker (the old answers are stale; the computation
// is synchronous, so that is the only way to stop it). The columns go with the first query about a
// schedule, copied column by column across tasks of the event loop and transferred (transferableSchedule);
// the other queries are posted after it. Answers are kept per schedule (a WeakMap, so a schedule no
// longer held takes its answers with it): a part of the Analysis shown again, or a sort asked again,
// is answered at once without the worker — every answer but the task table's few recent orders (four
// per schedule: each is four bytes per task).
import * as Comlink from "comlink";
import type { Schedule } from "../core/schedule/types";
import { transferableSchedule, type AnalysisQuery, type AnalysisWhat } from "./analysis";
import { defaultWorkerFactory, nextTask, type WorkerFactory } from "./client";
import type { AnalysisReply, WorkerApi } from "./protocol";

interface Live {
  readonly worker: Worker;
  readonly api: Comlink.Remote<WorkerApi>;
}

interface Waiting {
  readonly query: AnalysisQuery;
  readonly resolve: (reply: AnalysisReply) => void;
}

/** How many task-table answers (sorted and filtered rows) are kept per schedule. */
export const TABLE_ANSWERS = 4;

const CANCELLED: AnalysisReply = {
  ok: false,
  error: { kind: "cancelled", message: "replaced by a newer query" },
};

export class AnalysisClient {
  private live: Live | null = null;
  /** The schedule the queries in flight are about. */
  private schedule: Schedule | null = null;
  private readonly running = new Map<AnalysisWhat, () => void>();
  private readonly waiting = new Map<AnalysisWhat, Waiting>();
  /** Numbers the schedules; whether the live worker has been sent the current one's columns. */
  private scheduleId = 0;
  /** Resolves once the query carrying the current schedule's columns is posted; null before any is. */
  private sent: Promise<void> | null = null;

  /** Each schedule's answers by query (JSON), in the order they were last stored. */
  private readonly answers = new WeakMap<
    Schedule,
    Map<string, { what: AnalysisWhat; reply: AnalysisReply }>
  >();

  constructor(private readonly factory: WorkerFactory = defaultWorkerFactory) {}

  /** The answer kept for this query about this schedule, if any (no worker is asked). */
  cached(schedule: Schedule, query: AnalysisQuery): AnalysisReply | undefined {
    return this.answers.get(schedule)?.get(JSON.stringify(query))?.reply;
  }

  private keep(schedule: Schedule, query: AnalysisQuery, reply: AnalysisReply): void {
    if (!reply.ok) return;
    let kept = this.answers.get(schedule);
    if (!kept) this.answers.set(schedule, (kept = new Map()));
    const key = JSON.stringify(query);
    kept.delete(key);
    kept.set(key, { what: query.what, reply });
    if (query.what !== "table-rows") return;
    const tables = [...kept].filter(([, a]) => a.what === "table-rows").map(([k]) => k);
    for (const old of tables.slice(0, Math.max(0, tables.length - TABLE_ANSWERS))) kept.delete(old);
  }

  private ensure(): Live {
    if (!this.live) {
      const worker = this.factory();
      this.live = { worker, api: Comlink.wrap<WorkerApi>(worker) };
    }
    return this.live;
  }

  /** Stops every query (they resolve as "cancelled") and the worker. */
  cancel(): void {
    for (const w of this.waiting.values()) w.resolve(CANCELLED);
    this.waiting.clear();
    for (const abort of this.running.values()) abort();
    this.running.clear();
    this.live?.worker.terminate();
    this.live = null;
    this.schedule = null;
    this.sent = null;
  }

  analyze(schedule: Schedule, query: AnalysisQuery): Promise<AnalysisReply> {
    const known = this.cached(schedule, query);
    if (known) return Promise.resolve(known);
    if (this.schedule !== schedule) {
      this.cancel();
      this.schedule = schedule;
      this.scheduleId++;
    }
    return new Promise<AnalysisReply>((resolve) => {
      const what = query.what;
      if (!this.running.has(what)) {
        this.start(schedule, query, resolve);
        return;
      }
      this.waiting.get(what)?.resolve(CANCELLED);
      this.waiting.set(what, { query, resolve });
    });
  }

  private start(schedule: Schedule, query: AnalysisQuery, resolve: (reply: AnalysisReply) => void): void {
    const live = this.ensure();
    let settled = false;
    const settle = (reply: AnalysisReply) => {
      if (settled) return;
      settled = true;
      resolve(reply);
    };
    this.running.set(query.what, () => settle(CANCELLED));
    // The columns go with the first query only: the worker keeps them (messages arrive in order).
    const scheduleId = this.scheduleId;
    let request: Promise<AnalysisReply>;
    if (!this.sent) {
      let posted = () => {};
      this.sent = new Promise<void>((r) => (posted = r));
      request = transferableSchedule(schedule, nextTask).then(({ schedule: columns, transfer }) => {
        // cancelled while copying: the worker is gone
        const reply =
          this.live === live
            ? live.api.analyze(Comlink.transfer({ scheduleId, schedule: columns, query }, transfer))
            : Promise.resolve(CANCELLED);
        posted();
        return reply;
      });
      // a failed copy must not hold back the queries after it (the worker will say it has no schedule)
      request.catch(() => {}).finally(posted);
    } else {
      request = this.sent.then(() =>
        this.live === live ? live.api.analyze({ scheduleId, query }) : CANCELLED,
      );
    }
    request
      .catch((e: unknown): AnalysisReply => ({ ok: false, error: { kind: "internal", message: String(e) } }))
      .then((reply) => {
        if (settled) return;
        this.keep(schedule, query, reply);
        settle(reply);
        this.running.delete(query.what);
        const next = this.waiting.get(query.what);
        if (next) {
          this.waiting.delete(query.what);
          this.start(schedule, next.query, next.resolve);
        }
      });
  }
}
