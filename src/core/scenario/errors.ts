// Bad input gets a clear message that names the field and the reason (CONTRIBUTING.md, style).
import type { z } from "zod";

export interface FieldIssue {
  /** "nodes[3].recvFixed", "multicasts[0].destinations", "" for the whole document. */
  readonly path: string;
  readonly message: string;
}

export class ScenarioError extends Error {
  constructor(readonly issues: readonly FieldIssue[]) {
    super(issues.map(formatIssue).join("; "));
    this.name = "ScenarioError";
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out === "" ? String(p) : `.${String(p)}`;
  }
  return out;
}

export function formatIssue(issue: FieldIssue): string {
  return issue.path === "" ? issue.message : `${issue.path}: ${issue.message}`;
}

/** Zod issues as FieldIssues, with the paths prefixed (e.g. "generator.params"). */
export function fromZod(error: z.ZodError, prefix: readonly PropertyKey[] = []): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    let message = issue.message;
    if (issue.code === "unrecognized_keys") {
      message = `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    } else if (issue.code === "invalid_type" && /received undefined/.test(message)) {
      message = "is required";
    }
    return { path, message };
  });
}

export function issue(path: string, message: string): ScenarioError {
  return new ScenarioError([{ path, message }]);
}
