/**
 * What a partner firm writes against the installed SDK: the same few lines from an ES module, from
 * CommonJS and for a browser bundle. Each builds a client whose fetch answers a refused log-in
 * (no network), reads the failure the contract parses from it, and evaluates two rules; and a
 * firm's client, by its API key, whose fetch refuses the key.
 */
const consumer = (label: string, report: (line: string) => string) => `
import {
  API_VERSION,
  createBequestClient,
  createFirmClient,
  FIRM_SCOPES,
  type BequestClient,
  type FirmClient,
} from '@bequest/sdk';
import { isValidEmail, productProgress, type ProgressStatus } from '@bequest/sdk/rules';

const refusedLogIn = async () =>
  Response.json(
    { error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'invalid email or password' } },
    { status: 401 },
  );

const refusedKey = async () =>
  Response.json(
    { error: { code: 'FIRM.UNAUTHENTICATED', message: 'Send a working API key' } },
    { status: 401, headers: { 'www-authenticate': 'Bearer realm="Bequest firm API"' } },
  );

export const check = async (): Promise<string> => {
  const bequest: BequestClient = createBequestClient({
    baseUrl: 'https://plans.acme-wealth.example',
    fetch: refusedLogIn,
  });
  const login = await bequest.logIn({ body: { email: 'ana@example.com', password: 'not-hers' } });
  const code = login.isErr() ? login.error.error.code : 'accepted';
  const will: ProgressStatus = productProgress('WILL', {});
  const firm: FirmClient = createFirmClient({
    baseUrl: 'https://app.bequest.example',
    apiKey: 'bqk_live_0123456789abcdef_${'0'.repeat(48)}',
    fetch: refusedKey,
  });
  const clients = await firm.listFirmClients({ query: { limit: 10 } });
  const firmCode = clients.isErr() ? clients.error.error.code : 'accepted';
  return ['${label}', API_VERSION, code, will, isValidEmail('ana@example.com'), firmCode, FIRM_SCOPES.join(',')].join(' ');
};

${report('await check()')}
`;

export const CONSUMERS = {
  'esm.mts': consumer('esm', (line) => `console.log(${line});`),
  'cjs.cts': consumer('cjs', (line) => `void (async () => console.log(${line}))();`),
  'browser.ts': consumer(
    'browser',
    (line) =>
      `void (async () => {\n  (globalThis as { bequestCheck?: string }).bequestCheck = ${line};\n})();`,
  ),
};

/**
 * A firm's React app over `@bequest/sdk/react`: the provider, a query hook, a change hook and the
 * key factory, typed through React's and TanStack Query's own declarations.
 */
export const REACT_CONSUMER = {
  'react.tsx': `
import { createBequestClient } from '@bequest/sdk';
import { BequestProvider, bequestKeys, useCurrentUser, useSaveDocument } from '@bequest/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';

const bequest = createBequestClient({ baseUrl: 'https://plans.acme-wealth.example' });
const queries = new QueryClient();

const Will = (): ReactElement => {
  const me = useCurrentUser();
  const save = useSaveDocument('will');
  const name: string = me.data?.email ?? 'Please log in';
  return <button onClick={() => void save({ changes: {} })}>{name}</button>;
};

export const App = (): ReactElement => (
  <QueryClientProvider client={queries}>
    <BequestProvider client={bequest}>
      <Will />
    </BequestProvider>
  </QueryClientProvider>
);

export const meKey: readonly unknown[] = bequestKeys.me();
`,
};

/** A strict React project: only the React consumer, with the automatic JSX runtime. */
export const strictReactTsconfig = (module: string, moduleResolution: string) =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      skipLibCheck: false,
      module,
      moduleResolution,
      target: 'es2022',
      lib: ['es2022', 'dom'],
      types: [],
      jsx: 'react-jsx',
      noEmit: true,
    },
    files: Object.keys(REACT_CONSUMER),
  });

/** The line each consumer prints, or leaves on the page. */
export const expectedLine = (label: string) =>
  `${label} 2.0.0 AUTH.INVALID_CREDENTIALS NOT_STARTED true FIRM.UNAUTHENTICATED clients:read,documents:read`;

/** A firm's strict project: declarations checked (skipLibCheck off), for one module setting. */
export const strictTsconfig = (module: string, moduleResolution: string) =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      skipLibCheck: false,
      module,
      moduleResolution,
      target: 'es2022',
      lib: ['es2022', 'dom'],
      types: [],
      outDir: 'out',
    },
    files: Object.keys(CONSUMERS),
  });
