// A note about the next edit, for the app's status line: an editor says what its change does to the
// rest of the scenario ("P3 removed; P4–P7 are now P3–P6") just before it proposes the document.
import { createContext } from "react";

export const EditNoteContext = createContext<(note: string) => void>(() => {});
