import type { Transactions } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contextual } from './context';

/** One PostgreSQL transaction; repositories called inside join it. */
export class MikroOrmTransactions implements Transactions {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return contextual(this.em).transactional(() => work());
  }
}
