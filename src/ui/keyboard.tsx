// One keyboard model for the whole app (docs/architecture.md, "Keyboard and undo"): ←/→ one step
// back/forward, Home/End first/last, Space play/pause, Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y) undo/redo and
// ? the list of shortcuts, P presentation mode (Escape leaves it) — wherever the focus is, except in a text field. Stepping keys never change
// the scenario. One window listener in the capture phase owns these keys, so no view's own handler
// sees them (edits in views take a modifier, e.g. Alt+← in the tree view).
//
// Stepping drives "the current stepper": the decisions panel by default; a view with steps of its own
// (the packet step view) registers one with useStepper while it is on screen.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import "./keyboard.css";
import { numberKey } from "./quiz";

/** Something that can be stepped through: a position in 0…count (count = everything shown). */
export interface Stepper {
  readonly position: number;
  readonly count: number;
  /** Go to position k (clamped by the stepper). */
  readonly go: (k: number) => void;
  readonly playing: boolean;
  readonly togglePlay: () => void;
}

type StepperSource = () => Stepper | null;

/** Views register their stepper here; the last registered one that is still mounted wins. */
export class StepperRegistry {
  private readonly stack: StepperSource[] = [];
  register(source: StepperSource): () => void {
    this.stack.push(source);
    return () => {
      const i = this.stack.lastIndexOf(source);
      if (i >= 0) this.stack.splice(i, 1);
    };
  }
  current(): Stepper | null {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const s = this.stack[i]?.();
      if (s) return s;
    }
    return null;
  }
}

export const StepperContext = createContext<StepperRegistry | null>(null);

/** Makes `stepper` the one the app's keys drive while the calling component is mounted. */
export function useStepper(stepper: Stepper | null): void {
  const registry = useContext(StepperContext);
  const latest = useRef<Stepper | null>(stepper);
  useLayoutEffect(() => {
    latest.current = stepper;
  });
  useLayoutEffect(() => registry?.register(() => latest.current), [registry]);
}

/** Play: one step every `delayMs` until the end; play at the end starts again from the start. */
export function usePlayer(
  position: number,
  count: number,
  go: (k: number) => void,
  delayMs = 700,
): { playing: boolean; togglePlay: () => void } {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    if (position >= count) {
      setPlaying(false);
      return;
    }
    const id = window.setTimeout(() => go(position + 1), delayMs);
    return () => window.clearTimeout(id);
  }, [playing, position, count, go, delayMs]);
  const togglePlay = useCallback(() => {
    if (playing) return setPlaying(false);
    if (position >= count) go(0);
    setPlaying(true);
  }, [playing, position, count, go]);
  return { playing, togglePlay };
}

/** Inputs the keys do not type into: like buttons, the app's keys (← → step, Space plays) win there. */
const NOT_TYPED_INTO = ["radio", "checkbox", "button", "submit", "reset", "color", "file"];

/**
 * Whether keys typed at `target` belong to it (a text field, a select, a slider, an editable region).
 * A focused radio button or checkbox is not one: ← → on the algorithm radios must step, never switch
 * the algorithm behind the lecturer's back.
 */
export function isTextEntry(target: EventTarget | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  const field = target.closest("input, select, textarea, [contenteditable]:not([contenteditable='false'])");
  if (field === null) return false;
  return !(field instanceof HTMLInputElement && NOT_TYPED_INTO.includes(field.type));
}

export type AppCommand =
  | "back"
  | "forward"
  | "first"
  | "last"
  | "play"
  | "undo"
  | "redo"
  | "help"
  | "present"
  | "quiz"
  | "previous-algorithm"
  | "next-algorithm";

/**
 * The class quiz's keys (src/ui/quiz.ts): Q toggles it, 1–9 pick a candidate while it asks. The steps
 * panel registers them while it is mounted; `pick` returns whether it took the key (else the key goes
 * on, e.g. to a view).
 */
export interface QuizKeys {
  readonly toggle: () => void;
  readonly pick: (index: number) => boolean;
}

/** Where the steps panel registers its quiz keys; the last registered one still mounted wins. */
export class QuizKeysRegistry {
  private readonly stack: (() => QuizKeys)[] = [];
  register(source: () => QuizKeys): () => void {
    this.stack.push(source);
    return () => {
      const i = this.stack.lastIndexOf(source);
      if (i >= 0) this.stack.splice(i, 1);
    };
  }
  current(): QuizKeys | null {
    return this.stack[this.stack.length - 1]?.() ?? null;
  }
}

/** One registry for the app (a default value: the shell needs no provider). */
export const QuizKeysContext = createContext<QuizKeysRegistry>(new QuizKeysRegistry());

/** Makes `keys` the quiz keys while the calling component is mounted. */
export function useQuizKeys(keys: QuizKeys): void {
  const registry = useContext(QuizKeysContext);
  const latest = useRef<QuizKeys>(keys);
  useLayoutEffect(() => {
    latest.current = keys;
  });
  useLayoutEffect(() => registry.register(() => latest.current), [registry]);
}

/** The command a key press means in the app, or null (then the key goes on to the focused element). */
export function commandFor(e: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}): AppCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey) {
    const k = e.key.toLowerCase();
    if (k === "z") return e.shiftKey ? "redo" : "undo";
    if (k === "y" && e.ctrlKey && !e.shiftKey) return "redo";
    return null;
  }
  if (mod || e.altKey) return null;
  if (e.key === "?") return "help";
  if (e.key === "p" || e.key === "P") return "present";
  if (e.key === "q" || e.key === "Q") return "quiz";
  // The algorithm bar from the keyboard (its radios leave ← → to the decisions).
  if (e.key === "[") return "previous-algorithm";
  if (e.key === "]") return "next-algorithm";
  if (e.shiftKey) return null;
  switch (e.key) {
    case "ArrowLeft":
      return "back";
    case "ArrowRight":
      return "forward";
    case "Home":
      return "first";
    case "End":
      return "last";
    case " ":
      return "play";
    default:
      return null;
  }
}

export interface KeyboardHandlers {
  readonly stepper: () => Stepper | null;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly help: () => void;
  /** P: enter or leave presentation mode. */
  readonly present?: () => void;
  /** [ and ]: the previous / next algorithm of the family. */
  readonly cycleAlgorithm?: (delta: -1 | 1) => void;
  /** Escape while presenting: leave presentation mode (the key still reaches the view). */
  readonly leavePresent?: (() => void) | null;
  /** False while a dialog owns the keyboard. */
  readonly enabled: boolean;
}

/** Installs the app's one key handler (window, capture phase). Call once, in the app shell. */
export function useAppKeyboard(handlers: KeyboardHandlers): void {
  const quizKeys = useContext(QuizKeysContext);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const h = latest.current;
      if (!h.enabled || e.defaultPrevented || e.isComposing || isTextEntry(e.target)) return;
      // Alt+← / Alt+→ are the views' edit keys: never the browser's back/forward, which would leave
      // the app in the middle of a lecture. The view still receives them.
      if (e.altKey && !e.ctrlKey && !e.metaKey && (e.key === "ArrowLeft" || e.key === "ArrowRight")) {
        e.preventDefault();
        return;
      }
      if (e.key === "Escape" && h.leavePresent && !e.ctrlKey && !e.metaKey && !e.altKey) {
        h.leavePresent();
        return;
      }
      const digit = numberKey(e.key);
      if (digit !== undefined && !e.ctrlKey && !e.metaKey && !e.altKey && quizKeys.current()?.pick(digit)) {
        e.preventDefault();
        e.stopPropagation();
        return;
      }
      const command = commandFor(e);
      if (!command) return;
      // Ours: no view's handler (the Gantt's pan, the tree's own keys) sees it.
      e.preventDefault();
      e.stopPropagation();
      if (command === "undo") return h.undo();
      if (command === "redo") return h.redo();
      if (command === "help") return h.help();
      if (command === "present") return h.present?.();
      if (command === "quiz") return quizKeys.current()?.toggle();
      if (command === "previous-algorithm") return h.cycleAlgorithm?.(-1);
      if (command === "next-algorithm") return h.cycleAlgorithm?.(1);
      const s = h.stepper();
      if (!s) return;
      if (command === "play") return s.togglePlay();
      const target = { back: s.position - 1, forward: s.position + 1, first: 0, last: s.count }[command];
      const clamped = Math.max(0, Math.min(s.count, target));
      if (clamped !== s.position) s.go(clamped);
    };
    // A Space keyup on a focused button would click it: ours already acted on the keydown.
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === " " && latest.current.enabled && !isTextEntry(e.target) && commandFor(e) === "play") {
        e.preventDefault();
      }
    };
    window.addEventListener("keydown", onKey, true);
    window.addEventListener("keyup", onKeyUp, true);
    return () => {
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("keyup", onKeyUp, true);
    };
  }, [quizKeys]);
}

/** Every shortcut, for the ? dialog (and the docs). */
export const SHORTCUTS: readonly { readonly group: string; readonly rows: readonly [string, string][] }[] = [
  {
    group: "Anywhere (except in a text field)",
    rows: [
      ["← / →", "one decision back / forward (in Packet steps: one step)"],
      ["Home / End", "before the first decision / after the last"],
      ["Space", "play / pause"],
      ["Ctrl+Z (⌘Z)", "undo the last edit"],
      ["Ctrl+Shift+Z, Ctrl+Y (⌘⇧Z)", "redo"],
      ["?", "this list of shortcuts"],
      ["P", "presentation mode: the view fills the screen, large text, colour-blind-safe colours"],
      ["Q", "class quiz: guess each decision before the heuristic's pick is shown"],
      ["[ / ]", "the previous / next algorithm (ECF → ECFP, ECEF → ECEF-LA …)"],
      ["1 – 9", "in the quiz: pick that candidate"],
      [
        "Escape",
        "close this list; leave presentation mode; close Compare's stacked Gantts or Lockstep; " +
          "dismiss What changed; clear a view's selection",
      ],
    ],
  },
  {
    group: "Trees and packet steps (click a node to select it, or ↓ in a tree)",
    rows: [
      ["Alt+← / Alt+→", "send to the selected node earlier / later (an edit)"],
      ["↑ / ↓", "select the parent / the next node (the source first, then down and along)"],
      ["drag a node", "onto another: relay through it; along its row: reorder"],
    ],
  },
  {
    group: "Gantt chart and timing diagram",
    rows: [
      ["+ / −", "zoom in / out"],
      ["0 or F, double-click", "fit the whole schedule"],
      ["wheel, drag", "zoom, pan"],
      ["drag a send", "reorder the node's sends (an edit)"],
    ],
  },
  {
    group: "In a text field",
    rows: [
      ["Enter", "apply the value"],
      ["Escape", "revert the field"],
      ["Ctrl+Z", "undo typing (click outside the field to undo an applied edit)"],
    ],
  },
];

/** The ? dialog: every shortcut. Escape or the button closes it; focus goes back where it was. */
export function ShortcutsDialog({ onClose }: { readonly onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    closeRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement || before instanceof SVGElement) before.focus();
    };
  }, []);
  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        className="dialog shortcuts-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="shortcuts-title"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === "Escape" || e.key === "?") {
            e.preventDefault();
            onClose();
          } else if (e.key === "Tab") {
            e.preventDefault(); // one control: focus stays in the dialog
            closeRef.current?.focus();
          }
        }}
      >
        <header className="dialog-head">
          <h2 id="shortcuts-title">Keyboard shortcuts</h2>
          <button ref={closeRef} type="button" onClick={onClose} aria-label="Close" title="Close (Escape)">
            ×
          </button>
        </header>
        <div className="shortcuts-groups">
          {SHORTCUTS.map((g) => (
            <section key={g.group}>
              <h3>{g.group}</h3>
              <table className="shortcuts-table">
                <tbody>
                  {g.rows.map(([keys, what]) => (
                    <tr key={keys}>
                      <th scope="row">
                        <kbd>{keys}</kbd>
                      </th>
                      <td>{what}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
        <p className="muted">
          Stepping keys never change the scenario; edits are drags, buttons and Alt+arrows.
        </p>
      </div>
    </div>
  );
}
