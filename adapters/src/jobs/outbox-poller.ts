/**
 * A job that drains an outbox (the mail, the firms' webhooks): one pass at a time, every
 * `pollMs` until stopped; stopping waits for the pass in progress, so a shutdown cuts none off.
 * Each replica polls; the outboxes' claims (a lease per row) keep two from sending one row.
 */
export abstract class OutboxPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  protected abstract readonly pollMs: number;

  /** One pass over what is due now; answers how many were delivered. */
  protected abstract deliver(): Promise<number>;

  /** Delivers what is due now, joining a pass already under way. */
  deliverDue(): Promise<number> {
    this.running ??= this.deliver().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Polls the outbox every `intervalMs` until stopped. */
  start(intervalMs = this.pollMs): void {
    const tick = () => {
      this.deliverDue()
        .catch(() => 0)
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
