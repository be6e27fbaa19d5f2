// @vitest-environment jsdom
// The Analysis tab reads a packed schedule's columns, never its `tasks` (which would build a task object
// per task: two million at 1024 nodes): the table's filter, sort and cells, and the link statistics,
// give what the task objects give, on a schedule whose `tasks` throws when read.
import { act } from "react";
import { describe, expect, it } from "vitest";
import { FAMILIES, runScenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import { linkColumns, linkIndex, linkOf, linkStats } from "../../../../src/core/schedule/link-stats";
import { packedTasks, packSchedule, unpackSchedule } from "../../../../src/core/schedule/pack";
import {
  cellOf,
  cellValue,
  COLUMNS,
  filterTasks,
  NO_FILTER,
  sortTasks,
} from "../../../../src/core/schedule/task-table";
import type { Schedule } from "../../../../src/core/schedule/types";
import { analysisView } from "../../../../src/ui/views/analysis/AnalysisView";
import { button, renderer, withoutCanvas } from "../../render";

const { mount } = renderer();
withoutCanvas();
const View = analysisView.component;

const cases = FAMILIES.map((f) => {
  const preset = f.presets.find((p) => !p.id.includes("large") && !p.id.includes("1024"))!;
  const scenario = parseScenario(preset.doc);
  return [f.kind, scenario, runScenario(scenario, preset.algorithm)] as const;
});

/** The schedule as the app holds a worker's reply (columns), with `tasks` throwing when read. */
function columnsOnly(s: Schedule): Schedule {
  const packed = unpackSchedule(packSchedule(s));
  Object.defineProperty(packed, "tasks", {
    enumerable: true,
    configurable: true,
    get() {
      throw new Error("schedule.tasks was read");
    },
  });
  return packed;
}

describe("the Analysis over a schedule's columns", () => {
  it.each(cases)("reads every cell of %s from the columns as from the task", (_k, _scenario, result) => {
    const s = result.schedule;
    const c = packedTasks(s);
    s.tasks.forEach((t, i) => {
      for (const col of COLUMNS) expect(cellOf(s, c, i, col.id)).toEqual(cellValue(s, t, col.id));
    });
  });

  it.each(cases)("filters, sorts and counts links of %s without task objects", (_k, _scenario, result) => {
    const s = result.schedule;
    const cols = columnsOnly(s);
    expect(() => cols.tasks).toThrow();
    const filters = [NO_FILTER, { ...NO_FILTER, text: "1" }, { ...NO_FILTER, lane: 0, duration: { min: 1 } }];
    for (const f of filters) {
      const rows = filterTasks(cols, f, 3);
      expect(rows).toEqual(filterTasks(s, f, 3));
      for (const column of ["lane", "message", "waiting", "duration"] as const) {
        const sort = { column, dir: "descending" } as const;
        expect(sortTasks(cols, rows, sort)).toEqual(sortTasks(s, rows, sort));
      }
    }
    const links = linkColumns(cols);
    const stats = linkStats(s);
    expect(Array.from({ length: links.count }, (_, k) => linkOf(links, k))).toEqual(stats.links);
    for (const [k, l] of stats.links.entries()) expect(linkIndex(links, l.from, l.to)).toBe(k);
    expect(linkIndex(links, 0, 0)).toBe(-1);
  });

  it.each(cases)(
    "shows the task table and the heat map of %s without reading tasks",
    (_k, scenario, result) => {
      const s = columnsOnly(result.schedule);
      const count = packedTasks(s).count;
      const el = mount(<View scenario={scenario} result={{ ...result, schedule: s }} />);
      expect(el.querySelector('[data-testid="task-table-count"]')?.textContent).toBe(`${count} tasks`);
      expect(el.querySelectorAll("tbody tr:not(.spacer)").length).toBeGreaterThan(0);
      act(() => button(el, "Link heat map").click());
      const status = el.querySelector('[data-testid="link-heat-status"]')?.textContent ?? "";
      expect(status).toMatch(/^\d+ of \d+ pairs carry traffic/);
    },
  );
});
