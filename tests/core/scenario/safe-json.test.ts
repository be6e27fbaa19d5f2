import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { parseScenario, parseScenarioText } from "../../../src/core/scenario/document";
import { formatIssue, ScenarioError } from "../../../src/core/scenario/errors";
import { DOCUMENT_LIMITS, safeJson } from "../../../src/core/scenario/safe-json";
import { decodeUrlState } from "../../../src/core/scenario/url";

const generated = {
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: {}, seed: 1 },
};

function issuesOf(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map(formatIssue);
    throw e;
  }
  return [];
}

describe("overrides never leave the scenario's own fields", () => {
  const polluting = [
    "nodes.__proto__.map",
    "__proto__.polluted",
    "constructor.prototype.polluted",
    "nodes.constructor.prototype.polluted",
    "nodes.0.__proto__.polluted",
    "nodes.length",
    "nodes.0.toString",
    "nodes.01.sendFixed",
    "nodes.-1.sendFixed",
    "hasOwnProperty",
  ];
  for (const path of polluting) {
    it(`refuses ${path}, naming it`, () => {
      const issues = issuesOf(() => parseScenario({ ...generated, overrides: { [path]: 1 } }));
      expect(issues).toHaveLength(1);
      expect(issues[0]).toContain(`overrides["${path}"]`);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(([] as unknown as Record<string, unknown>).map).toBeTypeOf("function");
    });
  }
});

describe("safeJson", () => {
  it("refuses prototype keys anywhere, naming the path", () => {
    const text = '{"version":1,"kind":"multicast","generator":{"id":"x","params":{"__proto__":{"a":1}}}}';
    expect(issuesOf(() => parseScenarioText(text))).toEqual([
      'generator.params.__proto__: "__proto__" is not allowed as a field name',
    ]);
    expect(issuesOf(() => safeJson({ a: [{ constructor: 1 }] }))).toEqual([
      'a[0].constructor: "constructor" is not allowed as a field name',
    ]);
  });
  it("bounds the nesting depth before any schema (no RangeError)", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const issues = issuesOf(() => parseScenario({ ...generated, name: deep }));
    expect(issues[0]).toMatch(/^name(\[0\])+: is nested too deeply/);
    const text = `{"version":1,"kind":"multicast","x":${"[".repeat(50_000)}${"]".repeat(50_000)}}`;
    expect(issuesOf(() => parseScenarioText(text))[0]).toMatch(/nested too deeply/);
  });
  it("bounds the size of a file", () => {
    const text = " ".repeat(DOCUMENT_LIMITS.chars + 1);
    expect(issuesOf(() => parseScenarioText(text))[0]).toMatch(/too large .*limit is/);
  });
  it("returns fresh plain objects", () => {
    const input = { a: { b: [1, 2] } };
    const out = safeJson(input) as typeof input;
    expect(out).toEqual(input);
    expect(out.a).not.toBe(input.a);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});

describe("decodeUrlState on hostile links", () => {
  const link = (payload: string) => `#s=${LZString.compressToEncodedURIComponent(payload)}`;
  it("names a polluting override path", () => {
    const hash = link(
      JSON.stringify({ scenario: { ...generated, overrides: { "nodes.__proto__.map": 1 } } }),
    );
    expect(issuesOf(() => decodeUrlState(hash))[0]).toMatch(/^overrides\["nodes.__proto__.map"\]/);
  });
  it("names a forbidden key in the view state", () => {
    const hash = link(
      '{"scenario":{"version":1,"kind":"multicast","generator":{"id":"multicast-random@1"}},"view":{"v":1,"experiment":{"id":"x","params":{"__proto__":{}}}}}',
    );
    expect(issuesOf(() => decodeUrlState(hash))[0]).toMatch(/^view\.experiment\.params\.__proto__/);
  });
  it("reports random text as a damaged link, never throwing anything else", () => {
    for (const h of ["#s=", "#s=A", "#s=\u00ff\u00fe", "#s=" + "z".repeat(1000), "#s=%E0%A4%A"]) {
      const issues = issuesOf(() => decodeUrlState(h));
      expect(issues[0]).toMatch(/^link: /);
    }
  });
  it("names a non-object scenario", () => {
    expect(issuesOf(() => decodeUrlState(link('{"scenario":[1]}')))[0]).toMatch(/^scenario: /);
  });
});
