import { API_BASE_PATH, CONTRACT } from '@bequest/sdk/contract';

/** Each route of the contract with the pattern of the paths it answers. */
const ROUTES = Object.entries(CONTRACT).map(([name, route]) => ({
  name,
  route,
  pattern: new RegExp(
    `^${`${route.prefixed ? API_BASE_PATH : ''}${route.path}`
      .replace(/\./g, '\\.')
      .replace(/:\w+/g, '[^/]+')}$`,
  ),
}));

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of what was sent that parsing dropped: fields the response schema does not know. */
const unknownKeys = (sent: unknown, parsed: unknown, at: string): string[] => {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, index) => unknownKeys(item, parsed[index], `${at}[${index}]`));
  if (isObject(sent) && isObject(parsed))
    return Object.keys(sent).flatMap((key) =>
      key in parsed ? unknownKeys(sent[key], parsed[key], `${at}.${key}`) : [`${at}.${key}`],
    );
  return [];
};

/** An answer of the API as a test received it. */
export interface ReceivedAnswer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly contentType: string;
  /** The parsed JSON, when the answer is JSON. */
  readonly body: unknown;
}

/**
 * Throws unless a 2xx answer of a contract route is what the route says: a PDF, or JSON its
 * response schema parses with no field it does not know. Other answers pass.
 */
export const checkAnswer = ({ method, path, status, contentType, body }: ReceivedAnswer): void => {
  if (status < 200 || status >= 300) return;
  const found = ROUTES.find(
    ({ route, pattern }) => route.method === method.toUpperCase() && pattern.test(path),
  );
  if (!found) return;
  const { name, route } = found;
  if (route.produces === 'pdf') {
    if (!contentType.startsWith('application/pdf'))
      throw new Error(`${name} answered ${status} with ${contentType}, not a PDF`);
    return;
  }
  if (route.produces === 'csv') {
    if (!contentType.startsWith('text/csv'))
      throw new Error(`${name} answered ${status} with ${contentType}, not a CSV file`);
    return;
  }
  const parsed = route.response.safeParse(body);
  if (!parsed.success)
    throw new Error(`${name} answered ${status} outside its contract: ${parsed.error.message}`);
  const unknown = unknownKeys(body, parsed.data, name);
  if (unknown.length > 0)
    throw new Error(
      `${name} answered ${status} with fields its contract lacks: ${unknown.join(', ')}`,
    );
};

/** fetch, with a 2xx answer of a contract route checked by checkAnswer (which throws). */
export const fetchCheckingAnswers = async (url: string, init: RequestInit): Promise<Response> => {
  const response = await fetch(url, init);
  const contentType = response.headers.get('content-type') ?? '';
  checkAnswer({
    method: init.method ?? 'GET',
    path: new URL(url).pathname,
    status: response.status,
    contentType,
    body: response.ok && contentType.includes('json') ? await response.clone().json() : undefined,
  });
  return response;
};
