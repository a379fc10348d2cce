/** August, as a JavaScript month index (platform-core.md 9). */
export const MAKE_A_WILL_MONTH_INDEX = 7;

/**
 * Whether `now` falls in National Make-A-Will Month (platform-core.md 2.5, 9). The month is
 * read in the time zone of the Date's runtime, as the visitor's browser shows it.
 */
export const isMakeAWillMonth = (now: Date): boolean => now.getMonth() === MAKE_A_WILL_MONTH_INDEX;

export const MAKE_A_WILL_MONTH_HEADING = 'August is National Make-A-Will Month';

/**
 * Whether a page shows the Make-A-Will Month heading (platform-core.md 2.5): the home page all
 * August (`partnerOptedIn` null); a partner's page only when the partner opted in.
 */
export const showsMakeAWillMonthHeading = (now: Date, partnerOptedIn: boolean | null): boolean =>
  isMakeAWillMonth(now) && partnerOptedIn !== false;
