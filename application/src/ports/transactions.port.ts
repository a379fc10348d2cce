/** Runs work atomically: every write inside commits together or not at all. */
export interface Transactions {
  run<T>(work: () => Promise<T>): Promise<T>;
}
export const TRANSACTIONS: symbol = Symbol.for('Transactions');
