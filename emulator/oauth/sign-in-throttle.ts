/**
 * Failed sign-ins are counted per account (the email address typed, lower-cased) and per client (the address the
 * request came from), in a sliding window. At the limit, sign-in from that client or for that account is refused
 * (429, the form says when to try again) without checking the password, until the oldest failure leaves the
 * window. A successful sign-in clears the account's failures and the client's. Only failures count, so the demo
 * journeys, which sign in many times with the right password, are never held back.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures for one account: a guesser gets five tries per quarter hour. */
  perAccount: 5,
  /** Failures from one address: looser, since an office or a test machine signs many people in from one. */
  perClient: 20,
  /** Keys kept at most (an attacker typing random addresses cannot grow memory without bound). */
  maxKeys: 10_000,
} as const;

export interface SignInAttempt {
  account: string;
  client: string;
}

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly rules: typeof SIGN_IN_THROTTLE = SIGN_IN_THROTTLE,
  ) {}

  /** Seconds until this attempt may be made, or 0 when it may be made now. */
  retryAfterSeconds(attempt: SignInAttempt): number {
    const waits = this.keysOf(attempt).map(([key, limit]) => {
      const recent = this.recent(key);
      if (recent.length < limit) return 0;
      const oldest = recent[recent.length - limit] ?? this.now();
      return oldest + this.rules.windowMs - this.now();
    });
    return Math.ceil(Math.max(0, ...waits) / 1000);
  }

  recordFailure(attempt: SignInAttempt): void {
    const now = this.now();
    for (const [key] of this.keysOf(attempt)) {
      const recent = this.recent(key);
      recent.push(now);
      this.failures.delete(key); // re-inserted last, so the oldest keys are the first ones evicted
      this.failures.set(key, recent);
    }
    while (this.failures.size > this.rules.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  recordSuccess(attempt: SignInAttempt): void {
    for (const [key] of this.keysOf(attempt)) this.failures.delete(key);
  }

  private keysOf(attempt: SignInAttempt): [string, number][] {
    return [
      [`account:${attempt.account.trim().toLowerCase()}`, this.rules.perAccount],
      [`client:${attempt.client}`, this.rules.perClient],
    ];
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rules.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
    return recent;
  }
}
