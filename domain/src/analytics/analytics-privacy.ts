/** A property's value: short text, a number or a yes/no; never an object a person could hide in. */
export type AnalyticsPropertyValue = string | number | boolean;
export type AnalyticsProperties = Readonly<Record<string, AnalyticsPropertyValue>>;

/**
 * The Extra-Tracking-Data header (platform-core.md 7): the browser's time zone and screen, and
 * the page's path, hash and query. Every field optional; the query is flat text.
 */
export interface ExtraTrackingData {
  readonly timeZone?: string;
  readonly deviceWidth?: number;
  readonly deviceHeight?: number;
  readonly path?: string;
  readonly hash?: string;
  readonly query?: Readonly<Record<string, string>>;
}

/**
 * Names that carry a person's identity: an e-mail, a name, a birth date, a phone or an address
 * (and the session token). A property or query parameter so named is dropped (ADR 0028).
 */
const PERSONAL_KEY =
  /e-?mail|name|birth|dob|phone|address|street|zip|postal|ssn|token|password|secret/i;
/** Text that holds an e-mail address. */
const EMAIL_IN_TEXT = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[^\s@/?#&=]+/;
/** Text that holds a calendar day (MM/dd/yyyy, yyyy-MM-dd or M-d-yyyy): a birth date could be one. */
const DAY_IN_TEXT = /\b\d{1,2}[/-]\d{1,2}[/-]\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/;

/** Whether a piece of text could identify a person: it holds an e-mail address or a day. */
export const looksPersonal = (text: string): boolean => {
  const decoded = safeDecode(text);
  return EMAIL_IN_TEXT.test(decoded) || DAY_IN_TEXT.test(decoded);
};

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The properties without what could identify a person: a property named for an e-mail, name,
 * birth date, phone or address goes, and so does any text holding an e-mail address or a day.
 * The account id or anonymous id identifies the person; nothing else may.
 */
export const withoutPersonalData = (properties: AnalyticsProperties): AnalyticsProperties =>
  Object.fromEntries(
    Object.entries(properties).filter(
      ([key, value]) =>
        !PERSONAL_KEY.test(key) && !(typeof value === 'string' && looksPersonal(value)),
    ),
  );

/** The tracking data without the query parameters or path that could identify a person. */
export const trackingWithoutPersonalData = (tracking: ExtraTrackingData): ExtraTrackingData => {
  const { query, path, hash, ...rest } = tracking;
  const keptQuery = query
    ? Object.fromEntries(
        Object.entries(query).filter(
          ([key, value]) => !PERSONAL_KEY.test(key) && !looksPersonal(value),
        ),
      )
    : undefined;
  return {
    ...rest,
    ...(path !== undefined && !looksPersonal(path) && { path: path.toLowerCase() }),
    ...(hash !== undefined && !looksPersonal(hash) && { hash }),
    ...(keptQuery && { query: keptQuery }),
  };
};

/**
 * What the browser and the person said about tracking: the Do Not Track header (`DNT: 1`), the
 * Global Privacy Control (`Sec-GPC: 1`), and the choice made on the do-not-sell page, for the
 * browser (its cookie) or the account.
 */
export interface PrivacySignals {
  readonly doNotTrack: boolean;
  readonly globalPrivacyControl: boolean;
  readonly optedOut: boolean;
}

/** Whether an event may be recorded: not when any signal says no (ADR 0028). */
export const analyticsAllowed = (signals: PrivacySignals): boolean =>
  !signals.doNotTrack && !signals.globalPrivacyControl && !signals.optedOut;

/** A header's privacy signal is on only when it is exactly "1" (the DNT and Sec-GPC specs). */
export const privacyHeaderOn = (value: string | readonly string[] | undefined): boolean =>
  (Array.isArray(value) ? value[0] : value)?.trim() === '1';

/**
 * The value of the cookie the do-not-sell page sets when a browser opts out of analytics
 * (`analytics_opt_out`, ADR 0028).
 */
export const ANALYTICS_OPT_OUT_VALUE = '1';
