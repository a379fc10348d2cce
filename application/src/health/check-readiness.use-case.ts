import { inject, injectable } from 'inversify';
import { READINESS, type Readiness } from '../ports/readiness.port';

export interface ReadinessView {
  readonly ready: boolean;
  /** What the instance still waits for, when it is not ready. */
  readonly waitingFor: readonly 'database'[];
}

/**
 * Whether this instance can serve (issue 20): a load balancer sends it requests only once its
 * database answers; liveness, by contrast, needs nothing.
 */
@injectable()
export class CheckReadiness {
  constructor(@inject(READINESS) private readonly readiness: Readiness) {}

  async execute(): Promise<ReadinessView> {
    const database = await this.readiness.databaseAnswers();
    return { ready: database, waitingFor: database ? [] : ['database'] };
  }
}
