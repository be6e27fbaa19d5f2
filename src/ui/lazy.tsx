// Parts of the app the first view does not need are separate chunks, loaded when first shown
// (docs/architecture.md, "What loads when"): the Papers gallery, sweeps, side-by-side schedules and the
// charts drawn with Observable Plot. Each shows a short "Loading …" line while its chunk arrives (from the
// offline cache after the first visit: the service worker precaches every chunk).
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/** Each lazy part's loader, so that a test (or a prefetch) can wait for its code. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A component whose code is loaded on its first render. `load` imports its module and picks the
 * component; `what` names it in the loading line ("Loading the Papers gallery…").
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
): (props: P) => ReactNode {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => (loading ??= load().then((c) => ({ default: c })));
  const Lazy = lazy(once);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={<p className="muted loading-part">Loading {what}…</p>}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = `Lazy(${what})`;
  loaders.set(LazyPart, once);
  return LazyPart;
}

/** Resolves once a lazy part's code is loaded (at once for any other component). */
export async function whenLoaded(component: object): Promise<void> {
  await loaders.get(component)?.();
}
