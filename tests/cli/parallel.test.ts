// docs/sweeps.md's one-machine array job, run for real: four shards of a sweep in two parallel
// processes (GNU parallel when installed, else `xargs -P 2` with the same commands), then a merge,
// print exactly what the unsharded sweep prints.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "sweep-shards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sh(command: string): string {
  return execFileSync("bash", ["-c", command], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
}

function hasParallel(): boolean {
  try {
    return sh("parallel --version").includes("GNU parallel");
  } catch {
    return false;
  }
}

const CLI = "npx tsx src/cli/main.ts";
const SWEEP = "sweep grid-hit-rate --seed 1 --runs 12";

describe("docs/sweeps.md: shards in parallel on one machine", () => {
  it(`four shards, two at a time, merge into the unsharded sweep (${hasParallel() ? "GNU parallel" : "xargs -P 2"})`, () => {
    const shard = `${CLI} ${SWEEP} --shard {}/4 --out ${dir}/shard-{}.json`;
    const merge = `${CLI} merge ${dir}/shard-*.json`;
    const merged = hasParallel()
      ? sh(`parallel -j 2 ${shard} ::: 1 2 3 4 && ${merge}`)
      : sh(`printf '%s\\n' 1 2 3 4 | xargs -P 2 -I{} ${shard} && ${merge}`);
    const unsharded = sh(`${CLI} ${SWEEP}`);
    expect(unsharded).toMatch(/^Hit rate/);
    expect(merged).toBe(unsharded);
  }, 120_000);
});
