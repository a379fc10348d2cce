import { screen } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};
const harborPage = {
  status: 200,
  body: {
    urlName: 'harbor-food-bank',
    organizationId: 'org-harbor-food-bank',
    displayName: 'Harbor Food Bank',
    logoUrl: null,
    story: 'Neighbors fed.',
    primaryColor: null,
    ways: [{ way: 'stock', label: 'A gift of stock', path: '/stocks/harbor-food-bank/give' }],
    widgetOrigins: ['https://www.harbor.example'],
  },
};
const answers = (flags: Record<string, boolean>) => ({
  'GET /v2/tenant': tenantAnswer('bequest', flags),
  'GET /v2/me': signedOut,
  'GET /v2/smartgiving/harbor-food-bank': harborPage,
});

describe('a smart giving page and its widget (giving 2.9, ADR 0029)', () => {
  it('opens each way in the page itself', async () => {
    renderAppAt('/smartgiving/harbor-food-bank', answers({}));
    const way = await screen.findByRole('link', { name: 'A gift of stock' });
    expect(way).toHaveAttribute('href', '/stocks/harbor-food-bank/give');
    expect(way).not.toHaveAttribute('target');
  });

  it('in the widget, opens each way in a new window, said so', async () => {
    renderAppAt('/widget/smartgiving/harbor-food-bank', answers({ FW_SGS_WIDGET: true }));
    const way = await screen.findByRole('link', {
      name: 'A gift of stock (opens in a new window)',
    });
    expect(way).toHaveAttribute('target', '_blank');
    expect(way).toHaveAttribute('rel', 'noopener');
  });

  it('has no widget while FW_SGS_WIDGET is off', async () => {
    renderAppAt('/widget/smartgiving/harbor-food-bank', answers({ FW_SGS_WIDGET: false }));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Give to Harbor Food Bank',
    );
    expect(screen.queryByRole('link', { name: /A gift of stock/ })).toBeNull();
  });

  it.each([
    [true, 'Tell Harbor Food Bank about your gift'],
    [false, 'We could not find that page'],
  ])('with FW_NEW_ONE_CLICK_PAGES %j, /one-click shows "%s"', async (on, heading) => {
    renderAppAt('/one-click?nonprofit=harbor-food-bank', {
      ...answers({ FW_NEW_ONE_CLICK_PAGES: on }),
      'GET /v2/me': { status: 200, body: texUser() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (on) expect(screen.getByLabelText('First name')).toHaveValue('Tex');
  });
});
