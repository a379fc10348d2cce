/** August, as a JavaScript month index (platform-core.md 9). */
export const MAKE_A_WILL_MONTH_INDEX = 7;

/**
 * Whether `now` falls in National Make-A-Will Month (platform-core.md 2.5, 9). The month is
 * read in the time zone of the Date's runtime, as the visitor's browser shows it.
 */
export const isMakeAWillMonth = (now: Date): boolean => now.getMonth() === MAKE_A_WILL_MONTH_INDEX;
