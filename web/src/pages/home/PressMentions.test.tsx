import { PRESS_MENTIONS_FIELD } from '@bequest/sdk/app';
import { screen, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

const homeWith = (fieldValues: unknown) =>
  renderAppAt('/', {
    'GET /v2/tenant': tenantAnswer(),
    'GET /v2/me': signedOut,
    'GET /v2/marketing-stats': {
      status: 200,
      body: [{ fieldName: PRESS_MENTIONS_FIELD, fieldValues }],
    },
  });

describe('"as seen in" on the home page (platform-core.md 2.5)', () => {
  it('shows each published outlet’s logo, linking to its article', async () => {
    homeWith([
      {
        outlet: 'Harbor Daily',
        logoUrl: 'https://cdn.example/harbor-daily.svg',
        articleUrl: 'https://harbordaily.example/free-wills',
      },
    ]);
    const press = await screen.findByRole('region', { name: 'As seen in' });
    const link = within(press).getByRole('link', { name: 'Harbor Daily' });
    expect(link).toHaveAttribute('href', 'https://harbordaily.example/free-wills');
    expect(within(link).getByRole('img')).toHaveAttribute(
      'src',
      'https://cdn.example/harbor-daily.svg',
    );
  });

  it('has no section while nothing is published', async () => {
    homeWith([]);
    await screen.findByRole('heading', { level: 2, name: 'How it works' });
    expect(screen.queryByRole('region', { name: 'As seen in' })).not.toBeInTheDocument();
  });
});
