import { describe, expect, it } from "vitest";
import { handleRun, handleSweepChunk } from "../../src/engine/service";

const clock = () => 0;

describe("handleRun", () => {
  it("returns a scenario error naming the field instead of throwing", () => {
    const reply = handleRun({ doc: { version: 1, kind: "multicast", nodes: [] } }, clock);
    expect(reply.ok).toBe(false);
    if (!reply.ok) {
      expect(reply.error.kind).toBe("scenario");
      expect(reply.error.message).toMatch(/nodes: needs at least 2 nodes/);
    }
  });
  it("refuses an unknown algorithm id, listing the known ones", () => {
    const doc = {
      version: 1,
      kind: "multicast",
      nodes: [
        { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
        { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
      ],
      multicasts: [{ source: 0, destinations: [1], bytes: 1 }],
    };
    const reply = handleRun({ doc, algorithm: "quantum" }, clock);
    expect(!reply.ok && reply.error.message).toMatch(
      /algorithm: unknown algorithm "quantum" for multicast \(known: .*ecf/,
    );
  });
});

describe("handleSweepChunk", () => {
  it("refuses an unknown experiment", () => {
    const reply = handleSweepChunk({ experiment: "nope", params: {}, seed: 1, from: 0, to: 1 });
    expect(!reply.ok && reply.error.message).toMatch(/experiment: unknown experiment "nope"/);
  });
});
