import 'reflect-metadata';
import { resolveFlags } from '@bequest/domain';
import { inMemoryContainer } from '../../testing/container';
import { InMemoryPorts } from '../../testing/in-memory';
import { startedPerson } from '../../testing/started-person';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { CancelStockGift } from './cancel-stock-gift.use-case';
import { ConfirmStockGiftReceipt } from './confirm-stock-gift-receipt.use-case';
import { ListMyStockGifts } from './list-my-stock-gifts.use-case';
import { ReadStockGift } from './read-stock-gift.use-case';
import { SaveStockGiftStep } from './save-stock-gift-step.use-case';
import { SignStockGift } from './sign-stock-gift.use-case';
import { StartStockGift } from './start-stock-gift.use-case';
import { ResendStockGiftLink } from './resend-stock-gift-link.use-case';
import { DownloadStockGiftLetter } from './download-stock-gift-letter.use-case';
import { FOOD_BANK } from '../../testing/sample-organizations';

const RECEIVING = {
  receivingFirm: 'Charles Schwab',
  dtcNumber: '0164',
  accountNumber: '1234-5678',
  accountName: 'San Francisco Food Bank',
  contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
};
const DONOR = {
  fullName: 'Ana Li',
  email: 'ana@example.com',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301' },
};
const ORIGIN = 'http://localhost';

const setUp = async (guests = true) => {
  const ports = new InMemoryPorts();
  ports.organizations.push(FOOD_BANK);
  ports.receivingDetails.set(FOOD_BANK.ein, RECEIVING);
  const { container } = inMemoryContainer(ports);
  container.bind(FEATURE_FLAGS).toConstantValue(resolveFlags({ FW_GUEST_STOCK_GIFT: guests }));
  return { container, ports };
};

const start = { recipientEin: '941156365', donor: DONOR, sharesContactDetails: false };
const donation = {
  lots: [{ ticker: 'vti', quantity: { kind: 'shares', shares: '10' } }],
  transferMethod: 'FINANCIAL_ADVISOR',
};
const brokerage = {
  firm: 'Vanguard',
  accountHolder: 'Ana Li',
  accountNumber: '1234 5678 9012',
};
const advisor = { name: 'Sam Park', email: 'sam@advisors.example', consentToShare: true };

describe('a stock gift through an advisor, signed in (issue 23)', () => {
  it('starts on the profile, takes each step, signs, tells each party, and is confirmed', async () => {
    const { container, ports, requester } = await startedPerson('ana@example.com', await setUp());
    const access = { tenantId: 'bequest', accountId: requester.accountId, key: null };
    const { id, guestKey } = (
      await container.get(StartStockGift).execute(requester, requester, start, ORIGIN)
    )._unsafeUnwrap();
    expect(guestKey).toBeNull();

    const save = container.get(SaveStockGiftStep);
    const sign = container.get(SignStockGift);
    // The account's address is not verified yet: the donor confirms it by the e-mailed link.
    expect((await sign.execute(access, id, {}, ORIGIN))._unsafeUnwrapErr().code).toBe(
      'GIFT.EMAIL_UNCONFIRMED',
    );
    const link = ports.mail.find((mail) => mail.template === 'stock_gift_started')!.values.link!;
    const emailKey = new URL(link).searchParams.get('key')!;
    const read = container.get(ReadStockGift);
    const opened = await read.execute({ tenantId: 'bequest', accountId: null, key: emailKey }, id);
    expect(opened._unsafeUnwrap().donorEmailConfirmed).toBe(true);
    expect((await sign.execute(access, id, {}, ORIGIN))._unsafeUnwrapErr().fields).toEqual({
      donation: 'Please tell us which shares you are giving',
      brokerage: 'Please tell us which brokerage holds the shares',
    });
    (await save.execute(access, id, 'donation', donation))._unsafeUnwrap();
    const kept = (await save.execute(access, id, 'brokerage', brokerage))._unsafeUnwrap();
    expect(kept.brokerage?.accountNumber).toBe('••••9012');
    expect(
      (
        await sign.execute(access, id, { typedName: 'Ana Li', consent: true }, ORIGIN)
      )._unsafeUnwrapErr().fields,
    ).toEqual({ advisor: 'Please tell us who your financial advisor is' });
    (await save.execute(access, id, 'advisor', advisor))._unsafeUnwrap();
    expect(
      (
        await sign.execute(access, id, { typedName: 'Ana Lee', consent: true }, ORIGIN)
      )._unsafeUnwrapErr().fields,
    ).toEqual({ typedName: 'Please type your full name as it appears above to sign' });

    ports.mail = [];
    const signed = (
      await sign.execute(access, id, { typedName: ' ana li ', consent: true }, ORIGIN)
    )._unsafeUnwrap();
    expect(signed.status).toBe('SUBMITTED');
    expect(signed.signature).toEqual({ typedName: 'ana li', signedOn: '2026-11-23' });
    expect(ports.mail.map((mail) => [mail.to, mail.template, Boolean(mail.attachment)])).toEqual([
      ['ana@example.com', 'stock_gift_submitted', true],
      ['sam@advisors.example', 'stock_gift_advisor', true],
      ['gifts@sffoodbank.example', 'stock_gift_incoming', false],
    ]);
    const incoming = ports.mail[2]!;
    expect(incoming.values.donorName).toBe('A donor who asked not to be named');
    expect(incoming.values.gift).toBe('10 shares of VTI');
    expect((await save.execute(access, id, 'donation', donation))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );
    const profile = ports.profiles.get(requester.activeProfileId)!.profile;
    expect(profile.stockGift).toEqual([
      { id, isComplete: true, updatedAt: '2026-11-23T10:00:00.000Z' },
    ]);

    const receiptKey = new URL(incoming.values.link!).searchParams.get('key')!;
    const confirm = container.get(ConfirmStockGiftReceipt);
    expect(
      (
        await confirm.execute(requester, id, 'not-the-key', {
          receivedOn: '2026-11-23',
          shares: ['10'],
        })
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    const letters = container.get(DownloadStockGiftLetter);
    expect((await letters.execute(access, id, 'TAX_ACKNOWLEDGEMENT'))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );
    ports.mail = [];
    const confirmed = (
      await confirm.execute(requester, id, receiptKey, { receivedOn: '2026-11-23', shares: ['10'] })
    )._unsafeUnwrap();
    expect(confirmed.status).toBe('CONFIRMED');
    expect(ports.mail.map((mail) => [mail.to, mail.template])).toEqual([
      ['ana@example.com', 'stock_gift_received'],
    ]);
    (await letters.execute(access, id, 'TAX_ACKNOWLEDGEMENT'))._unsafeUnwrap();
    expect(ports.rendered).toContain(`acknowledgement of ${id} received 2026-11-23`);
    expect((await container.get(CancelStockGift).execute(access, id))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );
    expect(
      (await container.get(ListMyStockGifts).execute(requester)).map((gift) => gift.id),
    ).toEqual([id]);
  });
});

describe('a guest’s stock gift (issue 23)', () => {
  it('is reached only by its own key, and only while guests may give', async () => {
    const { container, ports } = await setUp();
    const scope = { tenantId: 'bequest' };
    const { id, guestKey } = (
      await container.get(StartStockGift).execute(scope, null, start, ORIGIN)
    )._unsafeUnwrap();
    expect(ports.mail[0]).toMatchObject({ to: 'ana@example.com', template: 'stock_gift_started' });
    const emailKey = new URL(ports.mail[0]!.values.link!).searchParams.get('key')!;
    expect(emailKey).not.toBe(guestKey);
    const read = container.get(ReadStockGift);
    const inBrowser = await read.execute({ ...scope, accountId: null, key: guestKey }, id);
    expect(inBrowser._unsafeUnwrap().donorEmailConfirmed).toBe(false);
    const fromEmail = await read.execute({ ...scope, accountId: null, key: emailKey }, id);
    expect(fromEmail._unsafeUnwrap().donorEmailConfirmed).toBe(true);

    const resendLink = container.get(ResendStockGiftLink);
    expect(
      (
        await resendLink.execute({ ...scope, accountId: null, key: guestKey }, id, ORIGIN)
      )._unsafeUnwrapErr().code,
    ).toBe('GIFT.TRANSITION_REFUSED');
    for (const key of [null, 'secret-0', `${guestKey}x`])
      expect(
        (await read.execute({ ...scope, accountId: null, key }, id))._unsafeUnwrapErr().code,
      ).toBe('REQUEST.NOT_FOUND');
    expect(
      (await read.execute({ tenantId: 'other', accountId: null, key: guestKey }, id)).isErr(),
    ).toBe(true);

    const closed = await setUp(false);
    expect(
      (
        await closed.container.get(StartStockGift).execute(scope, null, start, ORIGIN)
      )._unsafeUnwrapErr().code,
    ).toBe('GIFT.GUESTS_CLOSED');
  });

  it('sends the e-mailed link again with a new key, ending the old one', async () => {
    const { container, ports } = await setUp();
    const scope = { tenantId: 'bequest' };
    const { id, guestKey } = (
      await container.get(StartStockGift).execute(scope, null, start, ORIGIN)
    )._unsafeUnwrap();
    const keyOf = (index: number) =>
      new URL(ports.mail[index]!.values.link!).searchParams.get('key')!;
    const first = keyOf(0);
    const browser = { ...scope, accountId: null, key: guestKey };
    (await container.get(ResendStockGiftLink).execute(browser, id, ORIGIN))._unsafeUnwrap();
    const read = container.get(ReadStockGift);
    expect((await read.execute({ ...browser, key: first }, id)).isErr()).toBe(true);
    expect(
      (await read.execute({ ...browser, key: keyOf(1) }, id))._unsafeUnwrap().donorEmailConfirmed,
    ).toBe(true);
  });

  it('refuses a nonprofit outside the master file or without receiving details', async () => {
    const { container, ports } = await setUp();
    const startGift = container.get(StartStockGift);
    const scope = { tenantId: 'bequest' };
    expect(
      (
        await startGift.execute(scope, null, { ...start, recipientEin: '12-3456789' }, ORIGIN)
      )._unsafeUnwrapErr().fields,
    ).toEqual({
      recipientEin: 'We could not find this nonprofit in the IRS list of tax-exempt organizations',
    });
    ports.receivingDetails.clear();
    expect((await startGift.execute(scope, null, start, ORIGIN))._unsafeUnwrapErr().code).toBe(
      'GIFT.NOT_RECEIVING',
    );
    expect(ports.stockGifts.size).toBe(0);
  });
});
