// Writes the scenario and view into the URL hash when the page is idle, at most a few times a second
// (trailing: the last state always lands). Encoding a large document is LZ over its JSON (~100 ms for
// 1 MB), so a zoom or a step must not pay it on the spot, and a burst of them pays it once.
import { useEffect, useState } from "react";
import type { ScenarioDoc } from "../core/family";
import { createUrlStateEncoder, type ViewState } from "../core/scenario/url";
import { whenIdleAfterFrame } from "./idle";

/** At most this many writes per second. */
export const HASH_WRITES_PER_SECOND = 4;
const MIN_GAP_MS = 1000 / HASH_WRITES_PER_SECOND;

export interface HashWriterEnv {
  readonly now: () => number;
  readonly setTimeout: (f: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  /** Runs `f` when the page is idle, or after `timeoutMs` at the latest; undefined runs it at once. */
  readonly whenIdle?: (f: () => void, timeoutMs: number) => () => void;
  readonly read: () => string;
  readonly write: (hash: string) => void;
}

function browserEnv(): HashWriterEnv {
  return {
    now: () => performance.now(),
    setTimeout: (f, ms) => window.setTimeout(f, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
    ...(typeof window.requestIdleCallback === "function"
      ? {
          // After the next frame: a write asked as a run ends must not delay that run's repaint.
          whenIdle: whenIdleAfterFrame,
        }
      : {}),
    read: () => window.location.hash,
    write: (hash) => window.history.replaceState(null, "", hash),
  };
}

/** Throttled, trailing writer of the hash for the latest (doc, view). */
export class HashWriter {
  private latest: { doc: ScenarioDoc; view: ViewState } | null = null;
  private lastWrite = -Infinity;
  private timer: unknown = null;
  private cancelIdle: (() => void) | null = null;
  private held = false;

  constructor(
    private readonly env: HashWriterEnv,
    /** hashFor, with the scenario part cached per document (a view change does not recompress it). */
    private readonly encode: (doc: ScenarioDoc, view: ViewState) => string = createUrlStateEncoder(),
  ) {}

  /** Asks for the hash of (doc, view); it is written within ~2 × 1/HASH_WRITES_PER_SECOND s. */
  schedule(doc: ScenarioDoc, view: ViewState): void {
    this.latest = { doc, view };
    if (this.timer !== null || this.cancelIdle !== null) return;
    const wait = Math.max(0, this.lastWrite + MIN_GAP_MS - this.env.now());
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      const idle = this.env.whenIdle;
      if (idle) {
        this.cancelIdle = idle(() => {
          this.cancelIdle = null;
          if (!this.held) this.flush();
        }, MIN_GAP_MS);
      } else if (!this.held) this.flush();
    }, wait);
  }

  /**
   * While held (a run is in flight) the pending write waits: the page looks idle then only because the
   * worker computes, and encoding the document would delay the run's reply and repaint. Released, the
   * pending state is written as `schedule` writes it. `flush` (the page is left) writes regardless.
   */
  hold(on: boolean): void {
    if (this.held === on) return;
    this.held = on;
    const latest = this.latest;
    if (!on && latest) this.schedule(latest.doc, latest.view);
  }

  /** Writes the pending state now (if any). */
  flush(): void {
    this.stop();
    const latest = this.latest;
    this.latest = null;
    if (!latest) return;
    this.lastWrite = this.env.now();
    const hash = this.encode(latest.doc, latest.view);
    if (this.env.read() !== hash) this.env.write(hash);
  }

  /** Drops the pending timers (the pending state stays for a later flush). */
  stop(): void {
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
    this.cancelIdle?.();
    this.cancelIdle = null;
  }
}

/**
 * Keeps the URL hash on (doc, view), throttled and idle, and never while `busy` (a run is in flight:
 * HashWriter.hold). `linkProblem` re-asks for the write after a rejected link (the address then shows
 * the good state again). A pending write lands when the page is hidden or left.
 */
export function useHashWriter(doc: ScenarioDoc, view: ViewState, linkProblem: unknown, busy = false): void {
  const [writer] = useState(() => new HashWriter(browserEnv()));
  useEffect(() => {
    writer.schedule(doc, view);
  }, [writer, doc, view, linkProblem]);
  useEffect(() => writer.hold(busy), [writer, busy]);
  useEffect(() => {
    const flush = () => writer.flush();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      writer.stop();
    };
  }, [writer]);
}
