/** The current time, from the outside so use cases stay testable. */
export interface Clock {
  now(): Date;
}
export const CLOCK: symbol = Symbol.for('Clock');
