/**
 * Failed attempts per key (network address and account) within a sliding window, kept in the
 * process's memory like the rate-limit plugin's own store. Only failures count: a person who
 * signs in and out all day is never stopped, while guessing a password is, and a success
 * clears the slate.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Minutes to wait before the next try, or 0 when the key may try now. */
  waitMinutes(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    const oldest = recent[0];
    if (recent.length < this.max || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 60_000));
  }

  fail(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 10_000) this.prune(now);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
  }

  private prune(now: number): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}
