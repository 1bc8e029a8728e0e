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
    const seconds = this.waitSeconds(key, now);
    return seconds === 0 ? 0 : Math.max(1, Math.ceil(seconds / 60));
  }

  /** Seconds to wait before the next try (for `Retry-After`), or 0 when the key may try now. */
  waitSeconds(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    const oldest = recent[recent.length - this.max];
    if (recent.length < this.max || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
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

/**
 * Failed attempts per key on distinct subjects within a sliding window: the accounts a client
 * address failed to sign in to (password spraying). One person mistyping their own password
 * counts once; trying many accounts counts each. Kept in memory like AttemptLimiter.
 */
export class DistinctAttemptLimiter {
  /** key → subject → time of its latest failure. */
  private readonly failures = new Map<string, Map<string, number>>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait before the next try (for `Retry-After`), or 0 when the key may try now. */
  waitSeconds(key: string, now = Date.now()): number {
    const times = this.recent(key, now).sort((a, b) => a - b);
    const oldest = times[times.length - this.max];
    if (times.length < this.max || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  fail(key: string, subject: string, now = Date.now()): void {
    const subjects = this.failures.get(key) ?? new Map<string, number>();
    subjects.set(subject, now);
    this.failures.set(key, subjects);
    if (this.failures.size > 10_000) this.prune(now);
  }

  private recent(key: string, now: number): number[] {
    const subjects = this.failures.get(key);
    if (!subjects) return [];
    for (const [subject, time] of subjects) {
      if (now - time >= this.windowMs) subjects.delete(subject);
    }
    return [...subjects.values()];
  }

  private prune(now: number): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}
