// Runs the command line in-process over an in-memory file system: what it printed, wrote and exited with.
import { cli } from "../../src/cli/cli";

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** The files as they are after the run (the given ones plus what `--out` wrote). */
  readonly files: Record<string, string>;
}

/** `files` is read and written in place; `writable: false` offers no writeFile (as where files cannot be written). */
export function runCli(argv: readonly string[], files: Record<string, string> = {}, writable = true): CliRun {
  let out = "";
  let err = "";
  const code = cli(argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    readFile: (p) => {
      if (!Object.hasOwn(files, p)) throw new Error(`ENOENT: no such file ${p}`);
      return files[p] as string;
    },
    ...(writable ? { writeFile: (p: string, t: string) => void (files[p] = t) } : {}),
  });
  return { code, out, err, files };
}
