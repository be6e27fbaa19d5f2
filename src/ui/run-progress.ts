// The interactive run's progress, outside the app state: the worker reports it many times a second, and
// only the progress indicator in the summary bar reads it (useSyncExternalStore), so a progress message
// repaints that one element instead of the whole tree.
import { useSyncExternalStore } from "react";

/** A tiny store of one number in [0, 1]; subscribers are told of every change. */
export class ProgressStore {
  private value = 0;
  private readonly listeners = new Set<() => void>();

  get(): number {
    return this.value;
  }

  set(value: number): void {
    if (value === this.value) return;
    this.value = value;
    for (const l of this.listeners) l();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The interactive run's progress (one run at a time: a new run resets it to 0). */
export const runProgress = new ProgressStore();

export function useRunProgress(store: ProgressStore = runProgress): number {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(),
    () => store.get(),
  );
}
