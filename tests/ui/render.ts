// Rendering React into jsdom for the UI tests: `renderer()` (called at the top of a test file) turns
// act() on and returns `mount`, which renders into a fresh element of the document; everything mounted
// is unmounted and removed after each test. Plus the little interactions the tests share.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

export interface Renderer {
  /** Renders `node` into a new element appended to the document, and returns that element. */
  readonly mount: (node: React.ReactNode) => HTMLElement;
  /** Unmounts and removes everything mounted so far (done after each test anyway). */
  readonly cleanup: () => void;
}

export function renderer(): Renderer {
  const mounted: { root: Root; host: HTMLElement }[] = [];
  const cleanup = () => {
    for (const { root, host } of mounted.splice(0)) {
      act(() => root.unmount());
      host.remove();
    }
  };
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(cleanup);
  const mount = (node: React.ReactNode) => {
    const host = document.createElement("div");
    document.body.appendChild(host);
    const root = createRoot(host);
    mounted.push({ root, host });
    act(() => root.render(node));
    return host;
  };
  return { mount, cleanup };
}

/** jsdom has no canvas: the painters get no 2D context and are skipped; the rest of a view renders. */
export function withoutCanvas(): void {
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  });
}

/** The first button whose text contains `label`. */
export function button(el: HTMLElement, label: string): HTMLButtonElement {
  const b = Array.from(el.querySelectorAll("button")).find((x) => x.textContent?.includes(label));
  if (!b) throw new Error(`no button "${label}"`);
  return b;
}

/** The element whose aria-label is `label`. */
export function byLabel<E extends HTMLElement = HTMLElement>(el: HTMLElement, label: string): E {
  const found = el.querySelector<E>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing labelled "${label}"`);
  return found;
}

/**
 * Types `value` into a commit-on-Enter-or-blur field (NumberField, TextField) and commits it: with
 * Enter, or by leaving the field.
 */
export function commitField(input: HTMLInputElement, value: string, how: "enter" | "leave" = "enter"): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  act(() => {
    input.dispatchEvent(
      how === "enter"
        ? new KeyboardEvent("keydown", { key: "Enter", bubbles: true })
        : new FocusEvent("focusout", { bubbles: true }),
    );
  });
}
