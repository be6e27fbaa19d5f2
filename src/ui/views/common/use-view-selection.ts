// The selection a view shows: the shell's (through onSelect, kept in the URL) when it takes part, else
// the view's own.
import { useCallback, useState } from "react";

export function useViewSelection(
  selection: string | undefined,
  onSelect: ((s: string | undefined) => void) | undefined,
): readonly [string | undefined, (s: string | undefined) => void] {
  const [local, setLocal] = useState<string | undefined>(undefined);
  const choose = useCallback((s: string | undefined) => (onSelect ? onSelect(s) : setLocal(s)), [onSelect]);
  return [onSelect ? selection : local, choose];
}
