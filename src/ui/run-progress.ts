// The interactive run's progress, outside the app state: the worker reports it many times a second, and
// only the progress indicator in the summary bar reads it (useSyncExternalStore), so a progress message
// repaints that one element instead of the whole tree.
import { useSyncExternalStore } from "react";
import type { ProgressNote } from "../core/family";

/**
 * A tiny store of one number in [0, 1] and, for a search (algorithm `optimal`), its incumbent and
 * proven bound; subscribers are told of every change.
 */
export class ProgressStore {
  private value = 0;
  private noteValue: ProgressNote | undefined = undefined;
  private readonly listeners = new Set<() => void>();

  get(): number {
    return this.value;
  }

  note(): ProgressNote | undefined {
    return this.noteValue;
  }

  set(value: number, note?: ProgressNote): void {
    if (value === this.value && note === this.noteValue) return;
    this.value = value;
    this.noteValue = note;
    for (const l of this.listeners) l();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The interactive run's progress (one run at a time: a new run resets it to 0). */
export const runProgress = new ProgressStore();

/** The search's incumbent and bound while algorithm `optimal` runs (undefined otherwise). */
export function useRunProgressNote(store: ProgressStore = runProgress): ProgressNote | undefined {
  return useSyncExternalStore(
    store.subscribe,
    () => store.note(),
    () => store.note(),
  );
}

export function useRunProgress(store: ProgressStore = runProgress): number {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(),
    () => store.get(),
  );
}
