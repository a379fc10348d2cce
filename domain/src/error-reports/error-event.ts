import { withoutPersonalText } from './personal-text';

/** The parts of an error-reporting event (Sentry's event format) that could carry a person. */
export interface ErrorEvent {
  message?: string;
  exception?: {
    values?: {
      type?: string;
      value?: string;
      stacktrace?: { frames?: { vars?: unknown; abs_path?: string; filename?: string }[] };
    }[];
  };
  request?: { url?: string; method?: string };
  user?: unknown;
  breadcrumbs?: unknown[];
  extra?: unknown;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  transaction?: string;
}

/** Tags an error report may keep: they tie it to its log line and its route, never a person. */
export const ERROR_REPORT_TAGS = ['requestId', 'route', 'tenantId', 'status', 'side'] as const;
/** Contexts about the program and machine; any other (state, culture, …) is dropped. */
const KEPT_CONTEXTS = new Set(['runtime', 'os', 'browser', 'device', 'app', 'trace']);

const scrubPath = (path: string | undefined) => path && withoutPersonalText(path);

/**
 * The event as it may leave for the error-reporting service (issue 31): its messages and
 * link-like fields without personal text, the request reduced to method and path, and no user,
 * breadcrumbs, extra data, local variables or unknown tags or contexts. The same on the server
 * and in the browser.
 */
export const scrubErrorEvent = <E extends ErrorEvent>(event: E): E => {
  const {
    user: _user,
    breadcrumbs: _breadcrumbs,
    extra: _extra,
    request,
    contexts,
    tags,
    ...kept
  } = event;
  return {
    ...kept,
    ...(event.message !== undefined && { message: withoutPersonalText(event.message) }),
    ...(event.transaction !== undefined && { transaction: withoutPersonalText(event.transaction) }),
    ...(event.exception && {
      exception: {
        ...event.exception,
        values: event.exception.values?.map((value) => ({
          ...value,
          ...(value.value !== undefined && { value: withoutPersonalText(value.value) }),
          ...(value.stacktrace && {
            stacktrace: {
              ...value.stacktrace,
              frames: value.stacktrace.frames?.map(({ vars: _vars, ...frame }) => ({
                ...frame,
                ...(frame.abs_path !== undefined && { abs_path: scrubPath(frame.abs_path) }),
                ...(frame.filename !== undefined && { filename: scrubPath(frame.filename) }),
              })),
            },
          }),
        })),
      },
    }),
    ...(request && {
      request: {
        ...(request.method !== undefined && { method: request.method }),
        ...(request.url !== undefined && { url: withoutPersonalText(request.url) }),
      },
    }),
    ...(contexts && {
      contexts: Object.fromEntries(
        Object.entries(contexts).filter(([name]) => KEPT_CONTEXTS.has(name)),
      ),
    }),
    ...(tags && {
      tags: Object.fromEntries(
        Object.entries(tags)
          .filter(([name]) => (ERROR_REPORT_TAGS as readonly string[]).includes(name))
          .map(([name, value]) => [name, withoutPersonalText(String(value))]),
      ),
    }),
  } as E;
};
