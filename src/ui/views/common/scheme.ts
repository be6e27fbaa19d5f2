// The colour scheme views draw with (colors.ts ColorScheme): "present" in presentation mode. A context,
// so views pass it to their pure layouts as an option instead of reading global state.
import { createContext, useContext } from "react";
import type { ColorScheme } from "./colors";

export const ColorSchemeContext = createContext<ColorScheme>("normal");

export function useColorScheme(): ColorScheme {
  return useContext(ColorSchemeContext);
}
