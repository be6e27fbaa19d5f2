// Input from a link, a file or the command line is untrusted: before any schema sees it, it is copied
// into fresh plain objects, with its size and nesting bounded and the keys that reach into an object's
// prototype (`__proto__`, `constructor`, `prototype`) refused with a message naming the path.
import { formatPath, issue } from "./errors";

/** Bounds on a document before its schema runs; each message names the limit. */
export const DOCUMENT_LIMITS = {
  /** Nested lists/objects; the deepest real document (a plan's task) is about 6 levels deep. */
  depth: 32,
  /** JSON values (numbers, texts, lists, objects) in one document. */
  values: 4_000_000,
  /** Characters of a document's text (a file, or a link once decompressed). */
  chars: 64 * 1024 * 1024,
} as const;

/** Keys that would reach into an object's prototype instead of the document's own data. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

function isPlainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `input` made only of JSON values in fresh plain objects and arrays. Throws a ScenarioError
 * naming the path of the first forbidden key, non-JSON value, or the limit that is exceeded.
 * `undefined` object entries are dropped (as JSON.stringify would).
 */
export function safeJson(input: unknown, root: readonly (string | number)[] = []): unknown {
  let values = 0;
  const copy = (v: unknown, path: (string | number)[]): unknown => {
    if (++values > DOCUMENT_LIMITS.values) {
      throw issue(formatPath(root), `the document is too large (more than ${DOCUMENT_LIMITS.values} values)`);
    }
    // Numbers pass as they are (the schema refuses NaN and ±Infinity, naming the field).
    if (v === null || typeof v === "string" || typeof v === "boolean" || typeof v === "number") return v;
    if (typeof v !== "object") {
      throw issue(formatPath(path), `is not a JSON value (${typeof v})`);
    }
    if (path.length - root.length >= DOCUMENT_LIMITS.depth) {
      throw issue(
        formatPath(path),
        `is nested too deeply (lists and objects nest at most ${DOCUMENT_LIMITS.depth} levels)`,
      );
    }
    if (Array.isArray(v)) {
      const out: unknown[] = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) out[i] = copy(v[i], [...path, i]);
      return out;
    }
    if (!isPlainObject(v)) throw issue(formatPath(path), "is not a JSON value");
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      if (isForbiddenKey(key)) {
        throw issue(formatPath([...path, key]), `"${key}" is not allowed as a field name`);
      }
      const item: unknown = (v as Record<string, unknown>)[key];
      if (item === undefined) continue;
      out[key] = copy(item, [...path, key]);
    }
    return out;
  };
  return copy(input, [...root]);
}

/** JSON.parse of untrusted text, with the text's length bounded; a message for broken JSON. */
export function parseJsonText(text: string, what = "the file"): unknown {
  if (text.length > DOCUMENT_LIMITS.chars) {
    throw issue(
      "",
      `${what} is too large (${text.length} characters; the limit is ${DOCUMENT_LIMITS.chars})`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw issue("", `not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
}
