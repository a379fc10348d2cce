/** The contracts' fixed clock: every time a port is given is this instant or one counted from it. */
export const T0 = new Date('2026-11-23T10:00:00Z');

/** The instant `seconds` after T0 (before it, when negative). */
export const secondsAfter = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
