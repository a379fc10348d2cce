import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer, type Answer } from '../../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

const homeWith = (tenant: Answer = tenantAnswer()) =>
  renderAppAt('/', {
    'GET /v2/tenant': tenant,
    'GET /v2/me': signedOut,
    'GET /v2/marketing-stats': {
      status: 200,
      body: [{ fieldName: 'WILLS_CREATED', fieldValues: '700K+' }],
    },
  });

const withCanada = () => tenantAnswer('bequest', { FW_CANADA: 'true' });

const section = async (name: string) => within(await screen.findByRole('region', { name }));

const statistics = () =>
  screen.queryByRole('region', { name: 'Families and nonprofits, together' });

afterEach(() => {
  document.cookie = 'preferred_country=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the home page (platform-core.md 2.5)', () => {
  it('offers an attorney beside the three steps', async () => {
    homeWith();
    const how = await section('How it works');
    expect(how.getAllByRole('heading', { level: 3 }).map((step) => step.textContent)).toEqual([
      'Fill out online',
      'Print out forms',
      'Sign & keep safe',
    ]);
    expect(how.getByText(/pair Bequest with an attorney/)).toBeInTheDocument();
    expect(how.getByRole('link', { name: 'How attorneys work with Bequest' })).toHaveAttribute(
      'href',
      '/lawyers',
    );
  });

  it('lists the products, each with its page', async () => {
    homeWith();
    const products = await section('Our products');
    expect(products.getAllByRole('heading', { level: 3 }).map((name) => name.textContent)).toEqual([
      'Last will and testament',
      'Revocable living trust',
      'Advance healthcare directive',
      'Financial power of attorney',
      'Beneficiary plan',
    ]);
    expect(
      products.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Make your will', '/will'],
      ['Learn about revocable living trusts', '/revocable-living-trusts'],
      ['Learn about advance healthcare directives', '/advance-healthcare-directive'],
      ['Learn about financial powers of attorney', '/durable-financial-power-of-attorney'],
      ['Learn about beneficiary designations', '/beneficiaries'],
      ['See all our products', '/our-products'],
    ]);
  });

  it('answers the questions asked before starting, and links to the full FAQ', async () => {
    homeWith();
    const faq = await section('Frequently asked questions');
    expect(faq.getByText('Is it really free?').closest('details')).toHaveTextContent(
      /Leaving a gift is always optional/,
    );
    for (const question of [
      'Is an online will legally valid?',
      'How long does it take?',
      'Can I change it later?',
      'Do I need a lawyer?',
      'What happens to my data?',
    ])
      expect(faq.getByText(question)).toBeInTheDocument();
    expect(faq.getByRole('link', { name: 'Read all frequently asked questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.getByRole('heading', { name: 'Why is it free?' })).toBeInTheDocument();
    expect(screen.getByText('Done in under 20 minutes', { exact: false })).toBeInTheDocument();
  });

  it('shows the statistics in the US', async () => {
    homeWith();
    expect(await screen.findByText('700K+')).toBeInTheDocument();
    expect(statistics()).toBeInTheDocument();
  });

  it('shows them when Canada is remembered but the Canada feature is off', async () => {
    document.cookie = 'preferred_country=CA; path=/';
    homeWith();
    expect(await screen.findByText('700K+')).toBeInTheDocument();
    expect(screen.queryByLabelText('Change countries…')).not.toBeInTheDocument();
  });

  it('hides them for a visitor who chose Canada', async () => {
    document.cookie = 'preferred_country=CA; path=/';
    homeWith(withCanada());
    expect(await screen.findByLabelText('Change countries…')).toHaveValue('CA');
    expect(await screen.findByRole('heading', { name: 'Why is it free?' })).toBeInTheDocument();
    expect(statistics()).not.toBeInTheDocument();
  });

  it('hides and shows them as the visitor changes country', async () => {
    homeWith(withCanada());
    const select = await screen.findByLabelText('Change countries…');
    expect(await screen.findByText('700K+')).toBeInTheDocument();

    await userEvent.selectOptions(select, 'CA');
    expect(statistics()).not.toBeInTheDocument();
    expect(document.cookie).toContain('preferred_country=CA');

    await userEvent.selectOptions(select, 'US');
    expect(statistics()).toBeInTheDocument();
  });

  it('says why it is free: the four reasons of section 1, then the partners and the amount raised', async () => {
    renderAppAt('/', {
      'GET /v2/tenant': tenantAnswer(),
      'GET /v2/me': signedOut,
      'GET /v2/marketing-stats': {
        status: 200,
        body: [
          { fieldName: 'AMOUNT_RAISED', fieldValues: '$7B' },
          { fieldName: 'PARTNER_COUNT', fieldValues: '1,000+' },
        ],
      },
    });
    const free = await section('Why is it free?');
    const reasons = within(free.getByRole('list', { name: 'Why is it free?' }));
    expect(reasons.getAllByRole('listitem').map((reason) => reason.textContent)).toEqual([
      '100% free — no credit card required',
      'Supported by nonprofits',
      'We never sell your personal data',
      'Easy to use',
    ]);
    expect(
      await free.findByText(/partnered with 1,000\+ organizations and raised \$7B in bequests\./),
    ).toHaveTextContent(
      /^One in six people who make a will with Bequest leave a charitable bequest\./,
    );
    expect(free.getByRole('link', { name: 'Make your free will today' })).toHaveAttribute(
      'href',
      '/will',
    );
  });
});
