import { hostname } from 'node:os';
import type { PostgresJobSlots } from '../mikro-orm/jobs/job-slots.repository';

export interface ScheduledJobOptions {
  /** The job's name in the shared schedule. */
  readonly name: string;
  /** How often the job runs across all replicas. */
  readonly everyMs: number;
  readonly run: () => Promise<unknown>;
  readonly slots: PostgresJobSlots;
  readonly now?: () => Date;
  /** A failed run is reported here; the next due run tries again. */
  readonly onError?: (error: unknown) => void;
}

/** Names this process in the schedule, so an operator can tell which replica ran a job. */
const thisProcess = `${hostname()}:${process.pid}`;

/**
 * A background job that runs once per interval across every replica (issue 28): each replica
 * asks the shared schedule every `pollMs`, and only the one that claims the due run runs it.
 */
export class ScheduledJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<boolean> | null = null;

  constructor(
    private readonly options: ScheduledJobOptions,
    private readonly holder: string = thisProcess,
  ) {}

  /** Runs the job if its run is due and this replica claims it; answers whether it ran. */
  tick(): Promise<boolean> {
    this.running ??= this.claimAndRun().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(pollMs = 60_000): void {
    const next = () => {
      void this.tick().finally(() => {
        if (this.timer) this.timer = setTimeout(next, pollMs);
      });
    };
    this.timer = setTimeout(next, 0);
  }

  /** Stops polling and waits for a run in progress, so a shutdown never cuts one off. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async claimAndRun(): Promise<boolean> {
    const { name, everyMs, run, slots, now = () => new Date(), onError } = this.options;
    try {
      if (!(await slots.claim(name, this.holder, now(), everyMs))) return false;
      await run();
      return true;
    } catch (error) {
      onError?.(error);
      return false;
    }
  }
}
