import type { Readiness } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The database answers `select 1` within the time given. */
export class PostgresReadiness implements Readiness {
  constructor(
    private readonly em: EntityManager,
    private readonly timeoutMs = 2_000,
  ) {}

  async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const answered = this.em
      .fork()
      .execute('select 1')
      .then(
        () => true,
        () => false,
      );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
}
