// Drag and drop of scenario files onto the page (pure part): which drags carry files, and what a drop
// of several files means. The component (FileDrop.tsx) shows the overlay and reads the file; the app
// imports it through the same path as the Import button.

/** Whether a drag carries files (not text or a link dragged from the page). */
export function dragHasFiles(types: readonly string[] | DOMStringList | null | undefined): boolean {
  if (!types) return false;
  for (let i = 0; i < types.length; i++) {
    const t = "item" in types ? types.item(i) : (types as readonly string[])[i];
    if (t === "Files") return true;
  }
  return false;
}

/** The message for a drop that cannot be imported as one scenario, or null when it can. */
export function dropProblem(fileNames: readonly string[]): string | null {
  if (fileNames.length === 0) return "nothing was dropped that is a file";
  if (fileNames.length > 1) {
    return `${fileNames.length} files were dropped (${fileNames.join(", ")}) — drop one scenario file at a time`;
  }
  return null;
}
