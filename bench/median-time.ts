// The benches' one timer: the median wall time of `repeats` runs of `work`, in ms (the upper median
// for an even count). A median, not a mean, because this machine is shared and noisy.
export function medianMs(repeats: number, work: () => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}
