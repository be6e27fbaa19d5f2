// @vitest-environment jsdom
// The tree view on a 1024-node tree at full size ("fit to panel" unticked): it draws the window around
// the scrolled view (viewport.ts), never the whole tree, and redraws when the view moves. jsdom has no
// layout: the body is given an 800 × 400 client area and the tree's sheet its place under the title.
import { act } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "../../../../src/core/family";
import type { Scenario } from "../../../../src/core/registry";
import { TreeView } from "../../../../src/ui/views/tree/TreeView";
import { renderer } from "../../render";
import { wideTree } from "../fixtures";

const { mount } = renderer();
const BODY = { width: 800, height: 400 };
const scroll = new WeakMap<Element, { left: number; top: number }>();
const saved: [object, string, PropertyDescriptor | undefined][] = [];

function override(proto: object, key: string, d: PropertyDescriptor) {
  saved.push([proto, key, Object.getOwnPropertyDescriptor(proto, key)]);
  Object.defineProperty(proto, key, { configurable: true, ...d });
}

beforeAll(() => {
  const at = (el: Element) => scroll.get(el) ?? { left: 0, top: 0 };
  override(HTMLElement.prototype, "clientWidth", { get: () => BODY.width });
  override(HTMLElement.prototype, "clientHeight", { get: () => BODY.height });
  override(Element.prototype, "scrollLeft", {
    get(this: Element) {
      return at(this).left;
    },
    set(this: Element, v: number) {
      scroll.set(this, { ...at(this), left: v });
    },
  });
  override(Element.prototype, "getBoundingClientRect", {
    value(this: Element) {
      const body = this.closest(".sx-tree-body");
      if (this instanceof HTMLElement && this.classList.contains("sx-tree-sheet") && body) {
        const { left, top } = at(body);
        const width = parseFloat(this.style.width);
        const height = parseFloat(this.style.height);
        return new DOMRect(-left, 40 - top, width, height);
      }
      return new DOMRect(0, 0, BODY.width, BODY.height);
    },
  });
});
afterAll(() => {
  for (const [proto, key, d] of saved.reverse()) {
    if (d) Object.defineProperty(proto, key, d);
    else delete (proto as Record<string, unknown>)[key];
  }
});

function view() {
  const { schedule } = wideTree(1024);
  const result: RunResult = { schedule, details: {}, algorithm: "wr", edited: false, plan: null };
  const scenario = { kind: "multicast", name: "wide" } as unknown as Scenario;
  return mount(<TreeView result={result} scenario={scenario} />);
}

const drawnNodes = (el: HTMLElement) =>
  [...el.querySelectorAll("[data-node]")].map((g) => Number(g.getAttribute("data-node")));

describe("TreeView on a 1024-node tree at full size", () => {
  it("draws the window around the view, centred on the source, and follows the scroll", async () => {
    const el = view();
    // Opens as an overview (fitted below ¼ scale): no node drawn one by one.
    expect(el.querySelector(".sx-tree-overview")).not.toBeNull();
    const fit = [...el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((i) =>
      i.parentElement?.textContent?.includes("fit to panel"),
    );
    act(() => fit?.click());
    expect(el.querySelector(".sx-tree-overview")).toBeNull();
    const first = drawnNodes(el);
    // A window's worth (at most 3 × 2 screens), never the tree.
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(150);
    expect(first).toContain(0);
    const body = el.querySelector<HTMLElement>(".sx-tree-body")!;
    expect(body.scrollLeft).toBeGreaterThan(10_000);
    // The window's SVG sits at its place on the sheet, the sheet is the whole drawing's size.
    const sheet = el.querySelector<HTMLElement>(".sx-tree-sheet")!;
    expect(parseFloat(sheet.style.width)).toBeGreaterThan(50 * BODY.width);
    const svg = sheet.querySelector("svg")!;
    expect(parseFloat(svg.style.left)).toBeLessThanOrEqual(body.scrollLeft);
    expect(parseFloat(svg.style.left) + Number(svg.getAttribute("width"))).toBeGreaterThanOrEqual(
      body.scrollLeft + BODY.width,
    );

    // Scrolled to the far left: the nodes there, the source gone.
    body.scrollLeft = 0;
    await act(async () => {
      body.dispatchEvent(new Event("scroll"));
      await new Promise((r) => setTimeout(r, 50));
    });
    const left = drawnNodes(el);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThanOrEqual(150);
    expect(left).not.toContain(0);
    expect(left.some((n) => first.includes(n))).toBe(false);
  });
});
