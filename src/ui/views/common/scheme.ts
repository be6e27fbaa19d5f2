// The colour scheme views draw with (colors.ts ColorScheme): "present" in presentation mode. A context,
// so views pass it to their pure layouts as an option instead of reading global state.
import { createContext, useContext } from "react";
import type { ColorScheme } from "./colors";

export const ColorSchemeContext = createContext<ColorScheme>("normal");

export function useColorScheme(): ColorScheme {
  return useContext(ColorSchemeContext);
}

/** How much larger views draw their text: presentation mode turns 14 px labels into 18 px. */
export const PRESENT_TEXT_SCALE = 1.3;

export function textScaleOf(scheme: ColorScheme): number {
  return scheme === "present" ? PRESENT_TEXT_SCALE : 1;
}
