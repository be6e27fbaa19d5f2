// The tasks CSV, for every preset: a header, one row per task in (node, start) order, and every number
// reads back as the very same number (a small RFC 4180 reader below parses it back).
import { describe, expect, it } from "vitest";
import { allPresets, findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { csvField, csvNumber, csvTaskOrder, formatTasksCsv } from "../../../src/core/schedule/export-csv";
import type { Schedule, Task } from "../../../src/core/schedule/types";

const PRESETS = allPresets().filter((p) => p.id !== "packet-large-1024");

/** RFC 4180: fields split by commas, records by CRLF, quoted fields may hold both and "" for a quote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        field += c;
        i++;
      }
    } else if (c === '"') {
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const num = (cell: string | undefined) => (cell === undefined || cell === "" ? undefined : Number(cell));

describe("formatTasksCsv", () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))("%s: one row per task that reads back", (_id, preset) => {
    const scenario = parseScenario(preset.doc);
    const result = runScenario(scenario, preset.algorithm, { explain: false });
    const tasks = result.schedule.tasks;
    const text = formatTasksCsv(result, scenario);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header?.slice(0, 6)).toEqual(["node", "kind", "start", "end", "peer", "message"]);
    expect(rows).toHaveLength(tasks.length);
    const col = (name: string) => (header as string[]).indexOf(name);
    const order = csvTaskOrder(tasks);
    const problems: string[] = [];
    rows.forEach((row, k) => {
      const t = tasks[order[k] as number] as Task;
      const bad = (what: string) => problems.push(`row ${k + 1} ${what}: ${row.join(",")}`);
      if (row.length !== header?.length) bad("width");
      if (num(row[0]) !== t.node || row[1] !== t.kind) bad("node/kind");
      if (num(row[2]) !== t.start || num(row[3]) !== t.end) bad("times");
      if ((num(row[4]) ?? -1) !== t.peer || num(row[5]) !== t.message) bad("peer/message");
      for (const f of ["posted", "arrival", "bytes", "step"] as const) {
        if (col(f) >= 0 && num(row[col(f)]) !== t[f]) bad(f);
        if (col(f) < 0 && t[f] !== undefined) bad(`missing ${f}`);
      }
      if (col("stage") >= 0 && (row[col("stage")] || undefined) !== t.stage) bad("stage");
      if (col("messages") >= 0 && row[col("messages")] !== (t.messages ?? []).join(";")) bad("messages");
      const prev = k > 0 ? tasks[order[k - 1] as number] : undefined;
      if (prev && (prev.node > t.node || (prev.node === t.node && prev.start > t.start))) bad("order");
    });
    expect(problems).toEqual([]);
  });

  it("has the family's columns: receives' posted and arrival in multicast, combined messages in allgather", () => {
    const header = (id: string) => {
      const preset = findPreset(id);
      if (!preset) throw new Error(id);
      const scenario = parseScenario(preset.doc);
      return formatTasksCsv(runScenario(scenario, preset.algorithm), scenario).split("\r\n")[0];
    };
    expect(header("multicast-paper-example")).toBe(
      "node,kind,start,end,peer,message,posted,arrival,bytes,step",
    );
    expect(header("allgather-paper-8-workstations")).toContain(",stage,messages,");
    expect(header("redistribution-paper-r2-3-4")).toContain(",bytes");
  });

  it("prints numbers as their shortest round-trip text, never toFixed's", () => {
    expect(csvNumber(12.5)).toBe("12.5");
    expect(csvNumber(0.1 + 0.2)).toBe("0.30000000000000004");
    expect(Number(csvNumber(0.1 + 0.2))).toBe(0.1 + 0.2);
    expect(csvNumber(1 / 3)).toBe(String(1 / 3));
    expect(csvNumber(1e-7)).toBe("1e-7");
    expect(csvNumber(-0)).toBe("0");
    expect(csvNumber(undefined)).toBe("");
    expect(csvNumber(NaN)).toBe("");
  });

  it("quotes fields that hold commas, quotes or line breaks", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    const schedule: Schedule = {
      family: "allgather",
      algorithm: "x",
      timeUnit: "us",
      lanes: ["P0"],
      messages: ["m0"],
      tasks: [
        { node: 0, kind: "send", peer: -1, message: 0, start: 0, end: 1, stage: 'odd, "quoted"\r\nstage' },
      ],
      makespan: 1,
      lowerBound: null,
      steps: [],
    };
    const rows = parseCsv(formatTasksCsv({ schedule }));
    expect(rows).toEqual([
      ["node", "kind", "start", "end", "peer", "message", "stage"],
      ["0", "send", "0", "1", "", "0", 'odd, "quoted"\r\nstage'],
    ]);
  });
});
