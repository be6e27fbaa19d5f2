// @vitest-environment jsdom
// The stage's first size: with a ResizeObserver, `useMeasuredSize` waits for the observer's first
// report (after the frame's layout) instead of reading clientWidth in the commit, which forces a layout
// of the page inside the commit's task; without one (jsdom, old engines) it reads the size at once.
import { act, useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMeasuredSize } from "../../../../src/ui/views/common/use-element-size";
import { renderer } from "../../render";

const { mount } = renderer();
const FALLBACK = { width: 960, height: 420 };

/** A ResizeObserver whose reports the test sends; counts the clientWidth reads. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(readonly report: () => void) {
    FakeObserver.all.push(this);
  }
  observe(): void {}
  disconnect(): void {}
}

function Probe({ deferred, seen }: { deferred?: boolean; seen: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { size, measured } = useMeasuredSize(ref, FALLBACK, deferred);
  seen.push(`${size.width}x${size.height}${measured ? "" : " unmeasured"}`);
  return <div ref={ref} />;
}

function stubSize(width: number, height: number) {
  const reads = { count: 0 };
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(() => (reads.count++, width));
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(() => height);
  return reads;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe("useMeasuredSize", () => {
  it("takes the first size from the ResizeObserver's report, not from a read in the commit", () => {
    vi.stubGlobal("ResizeObserver", FakeObserver);
    const reads = stubSize(1200, 500);
    const seen: string[] = [];
    mount(<Probe seen={seen} />);
    // Committed at the fallback, unmeasured, and the element's size not read (no forced layout).
    expect(seen).toEqual(["960x420 unmeasured"]);
    expect(reads.count).toBe(0);
    expect(FakeObserver.all).toHaveLength(1);
    act(() => FakeObserver.all[0]!.report());
    // One render at the measured size, with both the size and `measured` (one batch).
    expect(seen).toEqual(["960x420 unmeasured", "1200x500"]);
    expect(reads.count).toBe(1);
  });

  it("reads at once in the commit when not deferred, or without a ResizeObserver", () => {
    vi.stubGlobal("ResizeObserver", FakeObserver);
    stubSize(1000, 300);
    const eager: string[] = [];
    mount(<Probe deferred={false} seen={eager} />);
    expect(eager).toEqual(["960x420 unmeasured", "1000x300"]);
    vi.stubGlobal("ResizeObserver", undefined);
    const none: string[] = [];
    mount(<Probe seen={none} />);
    expect(none).toEqual(["960x420 unmeasured", "1000x300"]);
  });
});
