// JSON.stringify(value, null, indent) as a list of pieces whose concatenation is exactly that text,
// without ever holding it as one string: an export of a 1024-node all-to-all (two million tasks) is
// larger than the longest string V8 makes (2²⁹ − 24 characters), while a Blob built from pieces is
// not (docs/exports.md). Arrays of more than `split` elements, at any depth, are written element by
// element; everything else goes through JSON.stringify itself, so numbers, escapes, toJSON, undefined
// and NaN are written as it writes them.

/** Pieces are gathered into strings of about this many characters. */
const PIECE = 1 << 16;

export function jsonChunks(value: unknown, indent = 0, split = 1000): string[] {
  const out: string[] = [];
  let piece = "";
  const emit = (text: string) => {
    piece += text;
    if (piece.length >= PIECE) {
      out.push(piece);
      piece = "";
    }
  };
  const unit = " ".repeat(indent);
  /**
   * `json` (a value after its toJSON) at the depth whose indentation is `at`; false when JSON.stringify
   * would leave it out.
   */
  const write = (json: unknown, at: string): boolean => {
    if (Array.isArray(json) && json.length > split) {
      writeArray(json, at);
      return true;
    }
    if (isPlainObject(json) && hasLargeArray(json, split)) {
      writeObject(json, at);
      return true;
    }
    const text = JSON.stringify(json, null, indent);
    if (text === undefined) return false;
    // Nested lines are indented from column 0: shift them to this depth (a string holds no raw line break).
    emit(indent > 0 && at !== "" ? text.replace(/\n/g, `\n${at}`) : text);
    return true;
  };
  const writeArray = (list: readonly unknown[], at: string) => {
    const inner = at + unit;
    emit("[");
    list.forEach((v, k) => {
      if (k > 0) emit(",");
      if (indent > 0) emit(`\n${inner}`);
      if (!write(toJsonValue(v, String(k)), inner)) emit("null");
    });
    if (indent > 0) emit(`\n${at}`);
    emit("]");
  };
  const writeObject = (obj: Record<string, unknown>, at: string) => {
    const inner = at + unit;
    emit("{");
    let first = true;
    for (const key of Object.keys(obj)) {
      const v = toJsonValue(obj[key], key);
      if (!isWritten(v)) continue;
      if (!first) emit(",");
      first = false;
      if (indent > 0) emit(`\n${inner}`);
      emit(`${JSON.stringify(key)}:${indent > 0 ? " " : ""}`);
      write(v, inner);
    }
    if (!first && indent > 0) emit(`\n${at}`);
    emit("}");
  };
  if (!write(toJsonValue(value), "")) return [];
  if (piece !== "") out.push(piece);
  return out;
}

/** What JSON.stringify writes for `v`: its toJSON(key) when it has one. */
function toJsonValue(v: unknown, key = ""): unknown {
  if (v !== null && typeof v === "object" && typeof (v as { toJSON?: unknown }).toJSON === "function") {
    return (v as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  return v;
}

/** Whether JSON.stringify writes a property with this value (undefined, functions and symbols it skips). */
function isWritten(v: unknown): boolean {
  return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether an array of more than `split` elements sits somewhere inside `v` (plain objects and arrays). */
function hasLargeArray(v: unknown, split: number, depth = 0): boolean {
  if (depth > 3) return false;
  if (Array.isArray(v)) return v.length > split || v.some((x) => hasLargeArray(x, split, depth + 1));
  if (isPlainObject(v)) return Object.values(v).some((x) => hasLargeArray(x, split, depth + 1));
  return false;
}
