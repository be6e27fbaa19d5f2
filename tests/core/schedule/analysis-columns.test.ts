// The Analysis functions read the task columns in typed passes (node-stats.ts, link-stats.ts,
// task-table.ts): they give exactly what the per-task versions they replaced give (naive-analysis.ts),
// on every family's random schedules and on random task lists (overlaps, ties, −0, clipped intervals,
// packet stages, held-back senders), and they never build a task object.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkColumns } from "../../../src/core/schedule/link-stats";
import { nodeStats } from "../../../src/core/schedule/node-stats";
import { packSchedule, unpackSchedule } from "../../../src/core/schedule/pack";
import {
  COLUMNS,
  NO_FILTER,
  tableRows,
  type TableFilter,
  type TableSort,
} from "../../../src/core/schedule/task-table";
import type { Family, Schedule, Task, TaskKind } from "../../../src/core/schedule/types";
import { allToAllSchedule, throwingOnRead } from "../../ui/views/fixtures";
import { arbitrarySchedule, FAMILY_CASES } from "./analysis-arbitrary";
import { naiveFilterTasks, naiveLinkColumns, naiveNodeStats, naiveSortTasks } from "./naive-analysis";

const TIMES = [-0, 0, 0.5, 1, 1, 2, 3, 3.25, 7, 10, 12];
const KINDS: readonly TaskKind[] = ["send", "recv", "local", "intra", "packet"];

/** A random task list of `lanes` lanes: small time sets so ties, overlaps and empty intervals are common. */
function arbitraryTasks(lanes: number): fc.Arbitrary<Task[]> {
  const task = fc.record({
    node: fc.integer({ min: 0, max: lanes - 1 }),
    kind: fc.constantFrom(...KINDS),
    peer: fc.integer({ min: -1, max: lanes - 1 }),
    message: fc.integer({ min: 0, max: 3 }),
    a: fc.constantFrom(...TIMES),
    d: fc.constantFrom(0, 0, 1, 2.5, 4),
    posted: fc.option(fc.constantFrom(...TIMES), { nil: undefined }),
    arrival: fc.option(fc.constantFrom(...TIMES), { nil: undefined }),
    stage: fc.option(fc.constantFrom("NI send", "NI receive", "host"), { nil: undefined }),
    match: fc.option(fc.nat(), { nil: undefined }),
    bytes: fc.option(fc.constantFrom(1, 8, 100), { nil: undefined }),
    step: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    combined: fc.boolean(),
  });
  return fc.array(task, { minLength: 1, maxLength: 40 }).map((list) =>
    list.map((t, i, all): Task => {
      const match = t.match === undefined ? undefined : t.match % all.length;
      return {
        node: t.node,
        kind: t.kind,
        peer: t.peer,
        message: t.message,
        start: t.a,
        end: t.a + t.d,
        ...(t.posted !== undefined ? { posted: t.posted } : {}),
        ...(t.arrival !== undefined ? { arrival: t.arrival } : {}),
        ...(t.kind === "packet" && t.stage !== undefined ? { stage: t.stage } : {}),
        ...(match !== undefined && match !== i ? { match } : {}),
        ...(t.bytes !== undefined ? { bytes: t.bytes } : {}),
        ...(t.step !== undefined ? { step: t.step } : {}),
        ...(t.combined ? { messages: [t.message, (t.message + 1) % 4] } : {}),
      };
    }),
  );
}

const FAMILIES_OF_TASKS: readonly Family[] = ["multicast", "packet", "redistribution", "allgather", "grid"];

const arbitraryTaskSchedule: fc.Arbitrary<Schedule> = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom(...FAMILIES_OF_TASKS), fc.constantFrom(0.8, 1, 1.2))
  .chain(([lanes, family, cut]) =>
    arbitraryTasks(lanes).map((tasks): Schedule => {
      const last = Math.max(0, ...tasks.map((t) => t.end));
      return {
        family,
        algorithm: "x",
        timeUnit: "us",
        lanes: Array.from({ length: lanes }, (_, i) => (i === 1 ? "" : `P${i}`)),
        messages: ["m0", "M1", "m10", "m2"],
        tasks,
        // a makespan below the last end clips the intervals
        makespan: last * cut,
        lowerBound: null,
        steps: [],
      };
    }),
  );

const arbitraryFilter = (lanes: number): fc.Arbitrary<TableFilter> =>
  fc.record({
    lane: fc.oneof(fc.constant("all" as const), fc.integer({ min: 0, max: Math.max(0, lanes - 1) })),
    text: fc.constantFrom("", "p1", " M1 ", "send", "ni", "m1", "·", "+", "zzz"),
    start: fc.record({ min: fc.option(fc.constantFrom(0, 1, 3), { nil: undefined }) }, { requiredKeys: [] }),
    end: fc.record({ max: fc.option(fc.constantFrom(3, 10), { nil: undefined }) }, { requiredKeys: [] }),
    duration: fc.record(
      { min: fc.option(fc.constantFrom(0.5, 2), { nil: undefined }) },
      { requiredKeys: [] },
    ),
  });

const arbitrarySort: fc.Arbitrary<TableSort> = fc.record({
  column: fc.constantFrom(...COLUMNS.map((c) => c.id)),
  dir: fc.constantFrom("ascending" as const, "descending" as const),
});

function sameAnswers(s: Schedule, filter: TableFilter, sort: TableSort, step: number | undefined) {
  expect(nodeStats(s)).toEqual(naiveNodeStats(s));
  expect(linkColumns(s)).toEqual(naiveLinkColumns(s));
  expect(Array.from(tableRows(s, filter, sort, step))).toEqual(
    naiveSortTasks(s, naiveFilterTasks(s, filter, step), sort),
  );
}

describe("the Analysis over columns equals the per-task versions", () => {
  it("on random task lists", () => {
    fc.assert(
      fc.property(
        arbitraryTaskSchedule.chain((s) =>
          fc.tuple(
            fc.constant(s),
            arbitraryFilter(s.lanes.length),
            arbitrarySort,
            fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
          ),
        ),
        ([s, filter, sort, step]) => sameAnswers(s, filter, sort, step),
      ),
      { numRuns: 400 },
    );
  });

  it.each(FAMILY_CASES)("on %s's random schedules, as the app holds them (over columns)", (_kind, family) => {
    fc.assert(
      fc.property(
        arbitrarySchedule(family),
        arbitrarySort,
        fc.constantFrom("", "p1", "send", "m"),
        (s, sort, text) => {
          const shown = unpackSchedule(packSchedule(s));
          sameAnswers(shown, { ...NO_FILTER, text }, sort, undefined);
          sameAnswers(shown, NO_FILTER, sort, 3);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("the Analysis never builds a task object", () => {
  it("reads a 64-node all-to-all's columns only (its tasks, trees and steps throw on read)", () => {
    const shown = unpackSchedule(packSchedule(allToAllSchedule(64, { explain: false })));
    const expected = {
      nodes: naiveNodeStats(shown),
      links: naiveLinkColumns(shown),
      rows: naiveSortTasks(shown, naiveFilterTasks(shown, { ...NO_FILTER, text: "p3" }), {
        column: "message",
        dir: "descending",
      }),
    };
    const s = throwingOnRead(shown, ["tasks", "trees", "steps"]);
    expect(nodeStats(s)).toEqual(expected.nodes);
    expect(linkColumns(s)).toEqual(expected.links);
    const rows = tableRows(s, { ...NO_FILTER, text: "p3" }, { column: "message", dir: "descending" });
    expect(Array.from(rows)).toEqual(expected.rows);
  });
});
