import { TRAFFIC_SAVE_DELAY_MS } from '@bequest/sdk/app';
import { act, screen, within } from '@testing-library/react';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

const adAt = (path: string, tenant = tenantAnswer()) =>
  renderStrictAppAt(path, (call) => {
    if (call === 'GET /v2/tenant') return tenant;
    if (call === 'GET /v2/me') return signedOut;
    if (call === 'GET /v2/marketing-stats')
      return { body: [{ fieldName: 'PARTNER_COUNT', fieldValues: '2,000+' }] };
    if (call === 'POST /v2/traffic') return { body: { success: true } };
  });

const trafficOf = (calls: { call: string; body: string }[]) =>
  calls.filter(({ call }) => call === 'POST /v2/traffic').map(({ body }) => JSON.parse(body));

describe('an ad campaign’s landing page, /ad/{slug} (platform-core.md 2.2, ADR 0011)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the home page’s hero, how it works, why it is free and the banner, without the header', async () => {
    adAt('/ad/spring-2027');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Make your free will today|Make-A-Will/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
    const free = screen.getByRole('region', { name: 'Why is it free?' });
    expect(await within(free).findByText(/2,000\+ organizations/)).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Make your free will today' })).toHaveAttribute(
      'href',
      '/will',
    );
    expect(screen.getByRole('region', { name: 'Get started' })).toHaveTextContent('100% free');
    expect(screen.queryByRole('region', { name: 'Our products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has a title and description of its own', async () => {
    document.head.innerHTML = '<meta name="description" content="The site">';
    adAt('/ad/spring-2027');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Make your free will online | Bequest');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Make a legal will online in about 20 minutes, 100% free: no credit card, supported by nonprofits.',
    );
  });

  it('records the visit once, three seconds after it loads, with the campaign and the query less any token', async () => {
    const { calls } = adAt('/ad/spring-2027?utm_source=mail&utm_medium=email&token=secret');
    await screen.findByRole('heading', { level: 1 });
    expect(trafficOf(calls)).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(TRAFFIC_SAVE_DELAY_MS);
    });
    expect(trafficOf(calls)).toEqual([
      {
        source: 'WEB',
        trackingData: {
          utm_source: 'mail',
          utm_medium: 'email',
          path: '/ad/spring-2027',
          adCampaign: 'spring-2027',
        },
      },
    ]);
    await act(async () => {
      jest.advanceTimersByTime(TRAFFIC_SAVE_DELAY_MS * 3);
    });
    expect(trafficOf(calls)).toHaveLength(1);
  });

  it('records nothing while tracking is off', async () => {
    const { calls } = adAt('/ad/spring', tenantAnswer('bequest', { FW_HAS_TRACKING: false }));
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      jest.advanceTimersByTime(TRAFFIC_SAVE_DELAY_MS * 2);
    });
    expect(trafficOf(calls)).toEqual([]);
  });

  it.each(['/ad/Spring', '/ad/spring_sale', '/ad/spring%20sale', '/ad/%3Cscript%3E'])(
    '%s, a slug of another shape, is an unknown page and records nothing',
    async (path) => {
      const { calls } = adAt(path);
      expect(
        await screen.findByRole('heading', { name: 'We could not find that page' }),
      ).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(TRAFFIC_SAVE_DELAY_MS * 2);
      });
      expect(trafficOf(calls)).toEqual([]);
    },
  );

  it('is the main brand’s: a white label’s shell leads to the account', async () => {
    const { router } = adAt('/ad/spring', tenantAnswer('willow'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });
});
