import {
  resolveFlags,
  TENANT_CONFIGURATIONS,
  type SeededTenantId,
  type TenantConfiguration,
} from '@bequest/sdk/app';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { fakeBequest } from './fake-bequest';

export type Answer = { status: number; body: unknown };

/**
 * GET /v2/tenant's answer for a tenant in production, with the flags given over their defaults
 * and its configuration changed as given.
 */
export const tenantAnswer = (
  tenantId: SeededTenantId = 'bequest',
  flags: Record<string, unknown> = {},
  configuration: Partial<TenantConfiguration> = {},
): Answer => ({
  status: 200,
  body: {
    tenantId,
    environment: 'production',
    configuration: { ...TENANT_CONFIGURATIONS[tenantId], ...configuration },
    featureFlags: resolveFlags(flags),
    remoteNotaryLink: null,
    errorReporting: null,
  },
});

/**
 * The whole app at `path`, its SDK answering "METHOD /path" as the test says (else 404); an
 * answer may be a promise the test settles later.
 */
export const renderAppAt = (
  path: string,
  answers: Record<string, Answer | Promise<Answer>>,
  calls?: string[],
) => {
  const client = fakeBequest(({ call }) => {
    const pathOnly = call.split('?')[0]!;
    calls?.push(pathOnly);
    return answers[pathOnly] ?? { status: 404 };
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <App client={client}>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
};
