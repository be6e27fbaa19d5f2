// Bandwidths as people read them: the scenario stores bytes per time unit (docs/scenario-format.md, units); the
// paper speaks of MB/s (10^6 bytes/s). 1 byte/µs is exactly 1 MB/s.
import { formatNumber, mBps, TIME_UNIT_LABEL, type TimeUnit } from "../../../core/units";

/** Bytes per time unit → MB/s. */
export function toMBps(bytesPerUnit: number, unit: TimeUnit): number {
  return bytesPerUnit / mBps(1, unit);
}

/** MB/s → bytes per time unit (what the scenario stores). */
export function fromMBps(megabytesPerSecond: number, unit: TimeUnit): number {
  return mBps(megabytesPerSecond, unit);
}

/** "8 bytes/µs (8 MB/s)". */
export function bandwidthText(bytesPerUnit: number, unit: TimeUnit): string {
  return `${formatNumber(bytesPerUnit)} bytes/${TIME_UNIT_LABEL[unit]} (${formatNumber(toMBps(bytesPerUnit, unit))} MB/s)`;
}

const GROUPED = new Intl.NumberFormat("en-US");

/** 10000000 → "10,000,000" (one shared formatter: toLocaleString builds one per call). */
export function grouped(n: number): string {
  return GROUPED.format(n);
}
