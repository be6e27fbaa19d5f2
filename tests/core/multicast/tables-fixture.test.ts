// The paper's Tables 1–2 (Wu–Yeh–Liu Sec. 7) as transcribed for `npm run bench -- multicast`: every
// row has one figure per heuristic, in the catalogue's order, and the rows are the paper's.
import { describe, expect, it } from "vitest";
import { MULTICAST_ALGORITHM_IDS } from "../../../src/core/multicast/algorithms";
import tables from "../../fixtures/wu-yeh-liu-tables-1-2.json";

describe("Wu–Yeh–Liu Tables 1–2 fixture", () => {
  it("has one column per heuristic, in the catalogue's order", () => {
    expect(tables.columns).toEqual([...MULTICAST_ALGORITHM_IDS]);
  });
  it("has the paper's rows: Table 1 by N = 8…80, Table 2 by S = 4…64 on 64 nodes", () => {
    expect(Object.keys(tables.table1).map(Number)).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72, 80]);
    expect(Object.keys(tables.table2).map(Number)).toEqual([4, 8, 16, 24, 32, 48, 56, 64]);
    for (const row of [...Object.values(tables.table1), ...Object.values(tables.table2)]) {
      expect(row).toHaveLength(11);
      for (const v of row) expect(v).toBeGreaterThan(0);
    }
  });
  it("keeps figures the text quotes: ECF the slowest non-preemptive, ECFP 232947 µs at 80 nodes", () => {
    expect(tables.table1["80"][6]).toBe(232947);
    for (const row of Object.values(tables.table1).slice(1)) {
      expect(Math.max(...row.slice(0, 6))).toBe(row[1]);
    }
  });
});
