// A model of Perfetto's JSON trace importer, written from its source (github.com/google/perfetto at
// commit ec5d16b14b743ba6063d720956d6d6af6610fd72):
//   src/trace_processor/importers/json/json_trace_tokenizer.cc — top-level keys, per-event fields;
//   src/trace_processor/importers/json/json_trace_parser.cc — what each phase does, its error stats;
//   src/trace_processor/sorter/trace_sorter.h — the order events are parsed in (SlowOperatorLess);
//   src/trace_processor/importers/common/slice_tracker.cc — the per-track slice stack (MaybeCloseStack);
//   src/trace_processor/importers/common/flow_tracker.cc — how v1 and v2 flow events bind to slices;
//   src/trace_processor/importers/common/process_tracker.cc — threads looked up by (tid, pid);
//   src/trace_processor/storage/stats.h — which stats are errors (kError) and which are info.
// It reads a trace's JSON text and returns the stats the importer would record (every one it can raise
// on events of the phases we emit or could emit), the slices per thread track, and the flows as
// [outgoing slice, incoming slice]. docs/exports.md lists the rules in prose.

/** The stats the importer records on JSON input, by the name stats.h gives them. */
export const PERFETTO_STATS = [
  // Errors (kError): shown as import errors in the UI's info page.
  "json_tokenizer_failure",
  "json_parser_failure",
  "slice_spill_overlapping_complete_event",
  "flow_no_enclosing_slice",
  "flow_duplicate_id",
  "flow_invalid_id",
  "flow_without_direction",
  // Info (kInfo): logged, not errors.
  "json_display_time_unit",
  "flow_end_without_start",
  "flow_step_without_start",
] as const;
export type PerfettoStat = (typeof PERFETTO_STATS)[number];

export interface ModelSlice {
  /** "pid/tid" of its thread track. */
  readonly track: string;
  readonly ts: number;
  readonly dur: number;
  readonly name: string;
  /** args.task, when the event has it (our export's task index). */
  readonly task: number | undefined;
}

export interface PerfettoImport {
  readonly stats: Record<PerfettoStat, number>;
  /** Why each stat was raised (for test messages). */
  readonly log: string[];
  readonly slices: ModelSlice[];
  readonly flows: [number, number][];
  /** Process names by pid, thread names by "pid/tid", sort indices. */
  readonly processNames: Map<number, string>;
  readonly threadNames: Map<string, string>;
  /** Threads the importer creates: "pid/tid" (an "M" event without tid creates tid = pid). */
  readonly threads: Set<string>;
  /** Events whose pid or tid is a string (accepted; the string becomes the process/thread's id and name). */
  readonly stringIds: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Event {
  readonly index: number;
  readonly ph: string;
  readonly ts: number;
  readonly dur: number | undefined;
  readonly pid: number;
  readonly tid: number;
  readonly name: string;
  readonly cat: string;
  /** The v1 id / v2 bind_id as the importer keeps them (integer, or a string). */
  readonly id: number | string | undefined;
  readonly bindId: number | string | undefined;
  readonly bp: boolean;
  readonly flowIn: boolean;
  readonly flowOut: boolean;
  readonly args: { [key: string]: Json } | undefined;
}

const isObject = (v: Json | undefined): v is { [key: string]: Json } =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** CoerceToTs: an integer µs × 1000, a fractional one llround(µs × 1000), or a numeric string. */
function coerceTs(v: Json | undefined): number | undefined {
  if (typeof v === "number") return Number.isInteger(v) ? v * 1000 : Math.round(v * 1000);
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return coerceTs(Number(v));
  return undefined;
}

/** CoerceToUint32 of an integer or double pid/tid: out of [0, 2^32) reads as 0. */
function coerceUint32(v: Json | undefined): number {
  if (typeof v !== "number") return 0;
  const t = Math.trunc(v);
  return t < 0 || t > 0xffffffff ? 0 : t;
}

/** ExtractId: a string or an integer; anything else (a fractional number) is no id. */
function extractId(v: Json | undefined): number | string | undefined {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isInteger(v)) return v;
  return undefined;
}

/** MaybeExtractFlowIdentifier: a string id is read as hexadecimal; unreadable → none. */
function flowIdentifier(id: number | string | undefined): string | undefined {
  if (id === undefined) return undefined;
  if (typeof id === "number") return String(id);
  return /^[0-9a-fA-F]+$/.test(id) ? String(parseInt(id, 16)) : undefined;
}

export function importLikePerfetto(text: string): PerfettoImport {
  const stats = Object.fromEntries(PERFETTO_STATS.map((k) => [k, 0])) as Record<PerfettoStat, number>;
  const log: string[] = [];
  const raise = (stat: PerfettoStat, why: string) => {
    stats[stat]++;
    if (log.length < 50) log.push(`${stat}: ${why}`);
  };
  let stringIds = 0;
  const root = JSON.parse(text) as Json;
  let list: Json[];
  if (Array.isArray(root)) list = root;
  else if (isObject(root)) {
    if (!Array.isArray(root.traceEvents))
      throw new Error("Failure parsing JSON: traceEvents is not an array.");
    list = root.traceEvents;
    if ("displayTimeUnit" in root) raise("json_display_time_unit", "displayTimeUnit is set");
  } else throw new Error("not a JSON trace");

  // Tokenizer: one JsonEvent per object, dropped (with a stat) when it cannot be timed.
  const events: Event[] = [];
  list.forEach((raw, index) => {
    if (!isObject(raw)) return;
    const keys = Object.keys(raw);
    const ph = typeof raw.ph === "string" ? raw.ph.slice(0, 1) : "";
    if (ph === "") {
      if (keys.length > 0) raise("json_tokenizer_failure", `event ${index} has no ph`);
      return;
    }
    let dur: number | undefined;
    for (const k of ["dur", "tts", "tdur"] as const) {
      if (!(k in raw)) continue;
      const v = coerceTs(raw[k]);
      if (v === undefined) {
        raise("json_tokenizer_failure", `event ${index}: ${k} is not a number`);
        return;
      }
      if (k === "dur") dur = v;
    }
    let ts = coerceTs(raw.ts);
    if (ts === undefined) {
      if (ph !== "M") {
        raise("json_tokenizer_failure", `event ${index} (${ph}) has no numeric ts`);
        return;
      }
      ts = 0;
    }
    const pid = coerceUint32(raw.pid);
    let tid = coerceUint32(raw.tid);
    // A string pid/tid is accepted: its interned string id becomes the pid/tid and the string its name.
    if (typeof raw.pid === "string" || typeof raw.tid === "string") stringIds++;
    if (tid === 0 && pid !== 0) tid = pid;
    events.push({
      index,
      ph,
      ts,
      dur,
      pid,
      tid,
      name: typeof raw.name === "string" ? raw.name : "",
      cat: typeof raw.cat === "string" ? raw.cat : "",
      id: extractId(raw.id),
      bindId: extractId(raw.bind_id),
      bp: raw.bp === "e",
      flowIn: raw.flow_in === true,
      flowOut: raw.flow_out === true,
      args: isObject(raw.args) ? raw.args : undefined,
    });
  });

  // Sorter: ts, then E first, X longest first, the rest last; then file order.
  const key = (e: Event) =>
    e.ph === "E"
      ? -Infinity
      : e.ph === "X"
        ? Number.MAX_SAFE_INTEGER - (e.dur ?? 0)
        : Number.MAX_SAFE_INTEGER;
  events.sort((a, b) => a.ts - b.ts || key(a) - key(b) || a.index - b.index);

  const slices: ModelSlice[] = [];
  const stacks = new Map<string, number[]>();
  const flows: [number, number][] = [];
  const v1Open = new Map<string, number>();
  const v2Open = new Map<string, number>();
  const pending = new Map<string, string[]>();
  const processNames = new Map<number, string>();
  const threadNames = new Map<string, string>();
  const threads = new Set<string>();
  const stackOf = (track: string) => {
    let s = stacks.get(track);
    if (!s) stacks.set(track, (s = []));
    return s;
  };
  const top = (track: string) => {
    const s = stackOf(track);
    return s[s.length - 1];
  };

  for (const e of events) {
    const track = `${e.pid}/${e.tid}`;
    threads.add(track);
    const where = `${e.ph} "${e.name}" at ${e.ts} ns on ${track}`;
    switch (e.ph) {
      case "X": {
        if (e.dur === undefined) {
          raise("json_parser_failure", `${where}: no dur`);
          break;
        }
        const stack = stackOf(track);
        let overlap = false;
        for (let i = stack.length - 1; i >= 0; i--) {
          const open = slices[stack[i] as number] as ModelSlice;
          const end = open.ts + open.dur;
          if (end < e.ts || (end === e.ts && !(open.dur === 0 && e.dur === 0))) {
            stack.pop();
            continue;
          }
          if (e.ts < end && e.ts + e.dur > end) overlap = true;
          break;
        }
        const id = slices.length;
        const args = e.args;
        slices.push({
          track: overlap ? `${track} (overflow)` : track,
          ts: e.ts,
          dur: e.dur,
          name: e.name,
          task: typeof args?.task === "number" ? args.task : undefined,
        });
        if (overlap) {
          raise("slice_spill_overlapping_complete_event", `${where} partly overlaps an open slice`);
          break;
        }
        stack.push(id);
        // A "f" without "bp":"e" waits for the next slice begun on its thread.
        for (const flowKey of pending.get(track) ?? []) {
          const from = v1Open.get(flowKey);
          if (from !== undefined) flows.push([from, id]);
        }
        pending.delete(track);
        // Flow v2: bind_id with flow_out / flow_in on the slice itself.
        const v2 = flowIdentifier(e.bindId);
        if (e.bindId !== undefined) {
          if (v2 === undefined) raise("flow_invalid_id", `${where}: bind_id ${String(e.bindId)}`);
          else if (e.flowIn || e.flowOut) {
            if (e.flowIn) {
              const from = v2Open.get(v2);
              if (from === undefined) raise("flow_end_without_start", `${where}: bind_id ${v2}`);
              else flows.push([from, id]);
            }
            if (e.flowOut) v2Open.set(v2, id);
          } else raise("flow_without_direction", `${where}: bind_id without flow_in/flow_out`);
        }
        break;
      }
      case "s":
      case "t":
      case "f": {
        const ident = flowIdentifier(e.id);
        if (ident === undefined) {
          raise("flow_invalid_id", `${where}: id ${String(e.id)}`);
          break;
        }
        const flowKey = `${ident} ${e.cat} ${e.name}`;
        if (e.ph === "f" && !e.bp) {
          pending.set(track, [...(pending.get(track) ?? []), flowKey]);
          break;
        }
        const slice = top(track);
        if (slice === undefined) {
          raise("flow_no_enclosing_slice", where);
          break;
        }
        if (e.ph === "s") {
          if (v1Open.has(flowKey)) raise("flow_duplicate_id", where);
          else v1Open.set(flowKey, slice);
        } else {
          const from = v1Open.get(flowKey);
          if (from === undefined) {
            raise(e.ph === "t" ? "flow_step_without_start" : "flow_end_without_start", where);
            break;
          }
          flows.push([from, slice]);
          if (e.ph === "t") v1Open.set(flowKey, slice);
        }
        break;
      }
      case "M": {
        if (!e.args) break;
        const name = e.name;
        if (name === "process_sort_index" || name === "thread_sort_index") {
          if (!("sort_index" in e.args)) break;
          if (typeof e.args.sort_index !== "number") raise("json_parser_failure", `${where}: sort_index`);
        } else if (name === "process_name" || name === "thread_name") {
          if (!("name" in e.args)) break;
          const v = e.args.name;
          if (typeof v !== "string" || v === "") {
            raise("json_parser_failure", `${where}: empty or non-string name`);
            break;
          }
          if (name === "process_name") processNames.set(e.pid, v);
          else threadNames.set(track, v);
        }
        break;
      }
      default:
        // Phases we do not emit (B/E, b/e/n, i/I, C, T, P…) are not modelled.
        throw new Error(`phase ${e.ph} is outside this model`);
    }
  }
  return { stats, log, slices, flows, processNames, threadNames, threads, stringIds };
}

/** The stats that would show as errors or notes after importing (those not 0). */
export function raisedStats(r: PerfettoImport): Partial<Record<PerfettoStat, number>> {
  return Object.fromEntries(Object.entries(r.stats).filter(([, v]) => v !== 0));
}
