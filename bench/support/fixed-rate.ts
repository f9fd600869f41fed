// Open-loop load: the i-th action starts at i / rate seconds whether or not earlier ones have finished, so a
// slow server cannot slow the generator down and hide its own latency (coordinated omission).

export async function runAtFixedRate(ratePerSecond: number, count: number, act: (index: number) => void): Promise<void> {
  const startedAt = performance.now();
  let next = 0;
  while (next < count) {
    const due = Math.min(count, Math.floor(((performance.now() - startedAt) * ratePerSecond) / 1000) + 1);
    while (next < due) act(next++);
    // Timers fire about every millisecond: at 500/s that is one or two actions a turn.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
