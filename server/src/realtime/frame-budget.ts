/**
 * A token bucket per socket: `burst` frames at once, then `perSecond`. Signalling sends a burst
 * of ICE candidates when a call starts and a resume asks page after page, so a bucket lets
 * those through while a client that floods (typing on every keystroke, a loop) is refused.
 */
export class FrameBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one frame's token; false when the budget is spent. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
