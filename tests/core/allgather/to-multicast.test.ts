import { describe, expect, it } from "vitest";
import { toMulticastScenario } from "../../../src/core/allgather";
import { multicastScenarioSchema } from "../../../src/core/multicast/scenario";
import { ScenarioError } from "../../../src/core/scenario/errors";
import { eight, scenarioOf } from "./helpers";

describe("toMulticastScenario", () => {
  it("maps T_send/T_recv to the fixed overheads and T_end − T_send − T_recv to X with one byte", () => {
    const m = toMulticastScenario(eight());
    expect(m.kind).toBe("multicast");
    expect(m.nodes[0]).toEqual({ sendFixed: 90, sendPerByte: 0, recvFixed: 70, recvPerByte: 0 });
    expect(m.nodes[4]).toEqual({ sendFixed: 160, sendPerByte: 0, recvFixed: 130, recvPerByte: 0 });
    const X = m.transmit as number[][];
    expect(X[0]?.[1]).toBe(90); // 250 − 90 − 70
    expect(X[0]?.[4]).toBe(130); // 350 − 90 − 130
    expect(X[4]?.[0]).toBe(120); // 350 − 160 − 70
    expect(X[4]?.[5]).toBe(160); // 450 − 160 − 130
    expect(X[3]?.[3]).toBe(0);
    expect(m.multicasts).toHaveLength(8);
    expect(m.multicasts[2]).toEqual({ source: 2, destinations: [0, 1, 3, 4, 5, 6, 7], bytes: 1 });
    expect(m.timeUnit).toBe("us");
    expect(multicastScenarioSchema.safeParse(m).success).toBe(true);
  });
  it("refuses a pair with T_end below T_send + T_recv, naming it", () => {
    const s = scenarioOf({
      nodes: [
        { tSend: 50, tRecv: 40 },
        { tSend: 10, tRecv: 10 },
      ],
      tEnd: [
        [0, 55],
        [80, 0],
      ],
    });
    expect(() => toMulticastScenario(s)).toThrow(ScenarioError);
    expect(() => toMulticastScenario(s)).toThrow(
      "tEnd[0][1]: T_end(P0→P1) = 55 is less than T_send(P0) + T_recv(P1) = 60; the multicast model needs T_end ≥ T_send + T_recv",
    );
  });
});
