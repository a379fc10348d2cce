import { TransactionContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The entity manager of the surrounding transaction, or a fresh fork outside one. */
export const contextual = (em: EntityManager): EntityManager =>
  (TransactionContext.getEntityManager(em.name) as EntityManager | undefined) ?? em.fork();
