/** Whether what the service depends on answers now. */
export interface Readiness {
  /** The database answers a query. */
  databaseAnswers(): Promise<boolean>;
}
export const READINESS: symbol = Symbol.for('Readiness');
