import { describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../src/core/family";
import type { ViewState } from "../../src/core/scenario/url";
import { HASH_WRITES_PER_SECOND, HashWriter, type HashWriterEnv } from "../../src/ui/hash-writer";

/** A fake clock and timers; idle callbacks run when `idle()` is called or their timeout passes. */
function fakeEnv() {
  let now = 0;
  let timers: { at: number; f: () => void; id: number }[] = [];
  let nextId = 1;
  let hash = "";
  const writes: string[] = [];
  const env: HashWriterEnv = {
    now: () => now,
    setTimeout: (f, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, f, id });
      return id;
    },
    clearTimeout: (h) => {
      timers = timers.filter((t) => t.id !== h);
    },
    whenIdle: (f, timeoutMs) => {
      const id = nextId++;
      timers.push({ at: now + timeoutMs, f, id });
      return () => {
        timers = timers.filter((t) => t.id !== id);
      };
    },
    read: () => hash,
    write: (h) => {
      hash = h;
      writes.push(h);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.f();
    }
    now = end;
  };
  return { env, writes, advance };
}

const doc: ScenarioDoc = { version: 1, kind: "multicast" };
const view = (step: number): ViewState => ({ v: 1, step });

describe("HashWriter", () => {
  it("writes a burst of states once, the last one (trailing)", () => {
    const { env, writes, advance } = fakeEnv();
    const encoded: number[] = [];
    const w = new HashWriter(env, (_d, v) => {
      encoded.push(v.step ?? -1);
      return `#s=${v.step}`;
    });
    for (let k = 0; k < 20; k++) w.schedule(doc, view(k));
    expect(writes).toEqual([]);
    advance(1000);
    expect(writes).toEqual(["#s=19"]);
    expect(encoded).toEqual([19]);
  });

  it(`writes at most ${HASH_WRITES_PER_SECOND} times a second while states keep coming`, () => {
    const { env, writes, advance } = fakeEnv();
    const w = new HashWriter(env, (_d, v) => `#s=${v.step}`);
    for (let k = 0; k < 100; k++) {
      w.schedule(doc, view(k));
      advance(20); // 2 s of states, one every 20 ms
    }
    advance(1000);
    expect(writes.length).toBeLessThanOrEqual(2 * HASH_WRITES_PER_SECOND + 1);
    expect(writes.at(-1)).toBe("#s=99");
  });

  it("does not rewrite an unchanged hash, and flush writes the pending state at once", () => {
    const { env, writes } = fakeEnv();
    const w = new HashWriter(env, (_d, v) => `#s=${v.step}`);
    w.schedule(doc, view(1));
    w.flush();
    w.schedule(doc, view(1));
    w.flush();
    expect(writes).toEqual(["#s=1"]);
  });

  it("holds a pending write while a run is in flight, writes the latest state once released", () => {
    const { env, writes, advance } = fakeEnv();
    const w = new HashWriter(env, (_d, v) => `#s=${v.step}`);
    w.hold(true);
    w.schedule(doc, view(1));
    advance(2000);
    w.schedule(doc, view(2));
    advance(2000);
    // The page was idle (the worker computing) for seconds: nothing was encoded.
    expect(writes).toEqual([]);
    w.hold(false);
    expect(writes).toEqual([]);
    advance(1000);
    expect(writes).toEqual(["#s=2"]);
    // Released with nothing pending: no write; a held page still writes when it is left (flush).
    w.hold(true);
    w.hold(false);
    advance(1000);
    expect(writes).toEqual(["#s=2"]);
    w.hold(true);
    w.schedule(doc, view(3));
    w.flush();
    expect(writes).toEqual(["#s=2", "#s=3"]);
  });
});
