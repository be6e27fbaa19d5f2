// lz-string's compressToEncodedURIComponent (lz-string 1.5, LZString._compress with 6 bits per output
// character and the URI-safe alphabet), resumable after a fixed prefix: the compressor's state after
// the prefix is kept, and each `finish(suffix)` continues from it and then undoes what the suffix
// added. The output is byte-identical to LZString.compressToEncodedURIComponent(prefix + suffix)
// (tests/core/scenario/lz-prefix.test.ts checks it), so a link whose scenario did not change re-encodes
// only its view part.
//
// Derived from lz-string (https://github.com/pieroxy/lz-string), Copyright (c) 2013 pieroxy, MIT
// License: permission is granted to use, copy, modify, merge, publish, distribute, sublicense and/or
// sell copies, provided the copyright notice and this permission notice are included; the software is
// provided "as is", without warranty of any kind. Full text: node_modules/lz-string/LICENSE.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
const BITS = 6;
/** lz-string keeps its dictionary in a plain object, where assigning "__proto__" stores nothing. */
const UNSTORABLE = "__proto__";

/** What the suffix changed, in order: "+" a dictionary entry, "c" / "u" a literal to create / created. */
type Undo = ["+" | "c" | "u", string][];

export class LzPrefix {
  private readonly dictionary = new Map<string, number>();
  private readonly toCreate = new Set<string>();
  private w = "";
  private enlargeIn = 2;
  private dictSize = 3;
  private numBits = 2;
  private readonly data: string[] = [];
  private val = 0;
  private position = 0;
  private undo: Undo | null = null;

  constructor(prefix: string) {
    this.feed(prefix);
  }

  /** The compressed form of prefix + suffix; the state after the prefix is kept for the next call. */
  finish(suffix: string): string {
    const saved = {
      w: this.w,
      enlargeIn: this.enlargeIn,
      dictSize: this.dictSize,
      numBits: this.numBits,
      length: this.data.length,
      val: this.val,
      position: this.position,
    };
    const undo: Undo = [];
    this.undo = undo;
    try {
      this.feed(suffix);
      this.end();
      return this.data.join("");
    } finally {
      this.undo = null;
      for (let i = undo.length - 1; i >= 0; i--) {
        const [op, k] = undo[i] ?? ["+", ""];
        if (op === "+") this.dictionary.delete(k);
        else if (op === "c") this.toCreate.delete(k);
        else this.toCreate.add(k);
      }
      this.w = saved.w;
      this.enlargeIn = saved.enlargeIn;
      this.dictSize = saved.dictSize;
      this.numBits = saved.numBits;
      this.data.length = saved.length;
      this.val = saved.val;
      this.position = saved.position;
    }
  }

  private add(key: string): void {
    const size = this.dictSize++;
    if (key === UNSTORABLE) return;
    this.dictionary.set(key, size);
    this.undo?.push(["+", key]);
  }

  private bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) {
      this.val = (this.val << 1) | (value & 1);
      if (this.position === BITS - 1) {
        this.position = 0;
        this.data.push(ALPHABET.charAt(this.val));
        this.val = 0;
      } else this.position++;
      value = value >> 1;
    }
  }

  private shrinkEnlarge(): void {
    this.enlargeIn--;
    if (this.enlargeIn === 0) {
      this.enlargeIn = Math.pow(2, this.numBits);
      this.numBits++;
    }
  }

  /** Outputs the code of w (a literal the first time a character is seen). */
  private emitW(): void {
    const w = this.w;
    if (this.toCreate.has(w)) {
      const code = w.charCodeAt(0);
      if (code < 256) {
        this.bits(0, this.numBits);
        this.bits(code, 8);
      } else {
        this.bits(1, this.numBits);
        this.bits(code, 16);
      }
      this.shrinkEnlarge();
      this.toCreate.delete(w);
      this.undo?.push(["u", w]);
    } else {
      this.bits(this.dictionary.get(w) ?? 0, this.numBits);
    }
    this.shrinkEnlarge();
  }

  private feed(text: string): void {
    for (let ii = 0; ii < text.length; ii++) {
      const c = text.charAt(ii);
      if (!this.dictionary.has(c)) {
        this.add(c);
        if (!this.toCreate.has(c)) {
          this.toCreate.add(c);
          this.undo?.push(["c", c]);
        }
      }
      const wc = this.w + c;
      if (this.dictionary.has(wc)) {
        this.w = wc;
      } else {
        this.emitW();
        this.add(wc);
        this.w = c;
      }
    }
  }

  private end(): void {
    if (this.w !== "") this.emitW();
    this.bits(2, this.numBits);
    for (;;) {
      this.val = this.val << 1;
      if (this.position === BITS - 1) {
        this.data.push(ALPHABET.charAt(this.val));
        break;
      } else this.position++;
    }
  }
}
