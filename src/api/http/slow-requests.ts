/**
 * How long a request may go unanswered before the app says the service is slow: the service answers in well
 * under a second, so eight seconds is a stall, not a large page on a slow line.
 */
export const SLOW_AFTER_MS = 8_000;

/**
 * The requests on their way, to tell the reader when the service stalls: `slow` is true while one of them has
 * waited longer than SLOW_AFTER_MS. `onChange` is called each time that flips. Nothing is cancelled: the
 * answer is still welcome when it comes, and the rest of the app keeps working meanwhile.
 */
export class SlowRequests {
  private readonly started = new Map<number, number>();
  private nextId = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private slowNow = false;

  constructor(
    private readonly onChange: () => void,
    private readonly afterMs = SLOW_AFTER_MS,
  ) {}

  get slow(): boolean {
    return this.slowNow;
  }

  /** Marks a request as started; the function returned marks it answered (or failed, or cancelled). */
  begin(): () => void {
    const id = this.nextId++;
    this.started.set(id, Date.now());
    this.check();
    return () => {
      if (this.started.delete(id)) this.check();
    };
  }

  private check() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    // A Map keeps insertion order: the first start is the oldest.
    const oldest = this.started.values().next();
    const dueAt = oldest.done ? null : oldest.value + this.afterMs;
    const now = Date.now();
    this.set(dueAt !== null && dueAt <= now);
    if (dueAt !== null && dueAt > now)
      this.timer = setTimeout(() => {
        this.check();
      }, dueAt - now);
  }

  private set(slow: boolean) {
    if (slow === this.slowNow) return;
    this.slowNow = slow;
    this.onChange();
  }
}
