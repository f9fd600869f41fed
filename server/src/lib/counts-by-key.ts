// What each key (a client address) holds at once: connections, page renders. A key whose count falls to zero is
// dropped, so the map holds only the clients that hold something now.
export class CountsByKey {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  increment(key: string) {
    this.counts.set(key, this.get(key) + 1);
  }

  decrement(key: string) {
    const remaining = this.get(key) - 1;
    if (remaining > 0) this.counts.set(key, remaining);
    else this.counts.delete(key);
  }
}
