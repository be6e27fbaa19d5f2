// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { commandFor, isTextEntry, SHORTCUTS, StepperRegistry, type Stepper } from "../../src/ui/keyboard";

const key = (
  k: string,
  mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("commandFor", () => {
  it("maps the stepping keys, undo/redo and ?", () => {
    expect(commandFor(key("ArrowLeft"))).toBe("back");
    expect(commandFor(key("ArrowRight"))).toBe("forward");
    expect(commandFor(key("Home"))).toBe("first");
    expect(commandFor(key("End"))).toBe("last");
    expect(commandFor(key(" "))).toBe("play");
    expect(commandFor(key("?", { shiftKey: true }))).toBe("help");
    expect(commandFor(key("z", { ctrlKey: true }))).toBe("undo");
    expect(commandFor(key("z", { metaKey: true }))).toBe("undo");
    expect(commandFor(key("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(commandFor(key("y", { ctrlKey: true }))).toBe("redo");
  });

  it("[ and ] switch to the previous / next algorithm (a keyboard way to the algorithm bar)", () => {
    expect(commandFor(key("["))).toBe("previous-algorithm");
    expect(commandFor(key("]"))).toBe("next-algorithm");
    expect(commandFor(key("]", { ctrlKey: true }))).toBeNull();
  });

  it("leaves modified arrows to the views (Alt+← reorders a send in the tree view)", () => {
    expect(commandFor(key("ArrowLeft", { altKey: true }))).toBeNull();
    expect(commandFor(key("ArrowRight", { shiftKey: true }))).toBeNull();
    expect(commandFor(key("ArrowRight", { ctrlKey: true }))).toBeNull();
    expect(commandFor(key("ArrowUp"))).toBeNull();
    expect(commandFor(key("+"))).toBeNull();
    expect(commandFor(key("z", { ctrlKey: true, altKey: true }))).toBeNull();
  });
});

describe("isTextEntry", () => {
  it("is true in fields, false on buttons, SVG and plain elements", () => {
    document.body.innerHTML =
      '<input id="i"><select id="s"></select><textarea id="t"></textarea><div contenteditable="true"><b id="c">x</b></div>' +
      '<button id="b">b</button><svg><g id="g"></g></svg><div id="d" tabindex="0"></div>';
    const at = (id: string) => document.getElementById(id);
    for (const id of ["i", "s", "t", "c"]) expect(isTextEntry(at(id))).toBe(true);
    for (const id of ["b", "g", "d"]) expect(isTextEntry(at(id))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });

  it("leaves radios and checkboxes to the app's keys (arrows step, never switch the algorithm)", () => {
    document.body.innerHTML =
      '<input id="r" type="radio" name="alg"><input id="k" type="checkbox"><input id="n" type="number">' +
      '<input id="g" type="range">';
    const at = (id: string) => document.getElementById(id);
    expect(isTextEntry(at("r"))).toBe(false);
    expect(isTextEntry(at("k"))).toBe(false);
    expect(isTextEntry(at("n"))).toBe(true);
    expect(isTextEntry(at("g"))).toBe(true);
  });
});

describe("StepperRegistry", () => {
  const stepper = (position: number): Stepper => ({
    position,
    count: 9,
    go: () => {},
    playing: false,
    togglePlay: () => {},
  });
  it("drives the last registered stepper until it unregisters", () => {
    const r = new StepperRegistry();
    expect(r.current()).toBeNull();
    const off1 = r.register(() => stepper(1));
    const off2 = r.register(() => stepper(2));
    expect(r.current()?.position).toBe(2);
    off2();
    expect(r.current()?.position).toBe(1);
    off1();
    expect(r.current()).toBeNull();
  });
});

describe("SHORTCUTS", () => {
  it("lists every key the app owns", () => {
    const keys = SHORTCUTS.flatMap((g) => g.rows.map(([k]) => k)).join(" ");
    for (const k of ["←", "Home", "Space", "Ctrl+Z", "Ctrl+Y", "?", "Alt+←"]) expect(keys).toContain(k);
  });
});
