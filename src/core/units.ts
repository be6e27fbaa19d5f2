// Units (docs/scenario-format.md, units): times in the scenario's timeUnit, sizes in bytes, per-byte costs in
// timeUnit per byte, bandwidths in bytes per timeUnit.

export type TimeUnit = "us" | "ms";

export const TIME_UNIT_LABEL: Record<TimeUnit, string> = { us: "µs", ms: "ms" };

/** Microseconds in one unit. */
const US_PER_UNIT: Record<TimeUnit, number> = { us: 1, ms: 1000 };

/** Link rate in megabits per second → bytes per time unit (155 Mb/s = 19.375 bytes/µs). */
export function mbpsToBytesPerUnit(mbps: number, unit: TimeUnit): number {
  return ((mbps * 1e6) / 8 / 1e6) * US_PER_UNIT[unit];
}

/** Link rate in megabits per second → transmission cost per byte in the time unit (X of the papers). */
export function mbpsToPerByte(mbps: number, unit: TimeUnit): number {
  return 1 / mbpsToBytesPerUnit(mbps, unit);
}

/** Megabytes per second (10^6 bytes/s) → bytes per time unit. */
export function mBps(megabytesPerSecond: number, unit: TimeUnit): number {
  return megabytesPerSecond * US_PER_UNIT[unit];
}

export function convertTime(value: number, from: TimeUnit, to: TimeUnit): number {
  return (value * US_PER_UNIT[from]) / US_PER_UNIT[to];
}

/** A time with its unit, trimmed to a readable precision: "12.5 µs". */
export function formatTime(value: number, unit: TimeUnit): string {
  return `${formatNumber(value)} ${TIME_UNIT_LABEL[unit]}`;
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e7 || abs < 1e-3)) return value.toExponential(3);
  return String(Number(value.toPrecision(6)));
}

/** Node, cluster and step labels are 0-based, as the papers write them: P0, P1, … */
export function nodeLabel(index: number): string {
  return `P${index}`;
}

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th": positions in user terms ("P3's 2nd send"). */
export function ordinal(k: number): string {
  const tens = k % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : k % 10 === 1 ? "st" : k % 10 === 2 ? "nd" : k % 10 === 3 ? "rd" : "th";
  return `${k}${suffix}`;
}
