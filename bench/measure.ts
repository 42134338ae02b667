export interface Timing {
  runs: number;
  medianMs: number;
  p99Ms: number;
}

/** Runs `work` over every input `rounds` times and reports per-call latency. */
export function time<T>(inputs: readonly T[], rounds: number, work: (input: T) => unknown): Timing {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const start = performance.now();
      work(input);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { runs: samples.length, medianMs: at(0.5), p99Ms: at(0.99) };
}

export function report(name: string, subject: Timing, baseline: Timing, baselineName: string): void {
  const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
  console.info(
    `${name}: median ${fmt(subject.medianMs)}, p99 ${fmt(subject.p99Ms)} (${subject.runs} calls) — ` +
      `${baselineName}: median ${fmt(baseline.medianMs)} → ${(baseline.medianMs / subject.medianMs).toFixed(0)}× faster`,
  );
}
