import type { Transactions } from '../ports/transactions.port';

class Abort extends Error {}

/**
 * Runs writes in one transaction; when a step answers null (a stale version, a taken name) every
 * earlier write is rolled back and the answer is null.
 */
export const allOrNothing = async <T>(
  transactions: Transactions,
  work: (abort: () => never) => Promise<T>,
): Promise<T | null> => {
  try {
    return await transactions.run(() =>
      work(() => {
        throw new Abort();
      }),
    );
  } catch (error) {
    if (error instanceof Abort) return null;
    throw error;
  }
};
