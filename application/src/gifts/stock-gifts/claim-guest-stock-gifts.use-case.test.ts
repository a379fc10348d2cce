import 'reflect-metadata';
import { resolveFlags } from '@bequest/domain';
import { GetStarted } from '../../accounts/get-started.use-case';
import { GetCurrentUser } from '../../accounts/get-current-user.use-case';
import { VerifyEmail } from '../../accounts/verify-email.use-case';
import { inMemoryContainer } from '../../testing/container';
import { InMemoryPorts } from '../../testing/in-memory';
import { FOOD_BANK } from '../../testing/sample-organizations';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { ListMyStockGifts } from './list-my-stock-gifts.use-case';
import { ReadStockGift } from './read-stock-gift.use-case';
import { StartStockGift } from './start-stock-gift.use-case';

const RECEIVING = {
  receivingFirm: 'Charles Schwab',
  dtcNumber: '0164',
  accountNumber: '1234-5678',
  accountName: 'San Francisco Food Bank',
  contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
};
const ORIGIN = 'http://localhost';
const scope = { tenantId: 'bequest' };
const startOf = (email: string) => ({
  recipientEin: '941156365',
  donor: {
    fullName: 'Ana Li',
    email,
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301' },
  },
  sharesContactDetails: false,
});

const setUp = () => {
  const ports = new InMemoryPorts();
  ports.organizations.push(FOOD_BANK);
  ports.receivingDetails.set(FOOD_BANK.ein, RECEIVING);
  const { container } = inMemoryContainer(ports);
  container.bind(FEATURE_FLAGS).toConstantValue(resolveFlags({ FW_GUEST_STOCK_GIFT: true }));
  return { container, ports };
};

/** A guest's gift, its address confirmed by the e-mailed link unless `confirmed` is false. */
const guestGift = async (
  { container, ports }: ReturnType<typeof setUp>,
  email: string,
  confirmed = true,
) => {
  const { id, guestKey } = (
    await container.get(StartStockGift).execute(scope, null, startOf(email), ORIGIN)
  )._unsafeUnwrap();
  const emailKey = new URL(ports.mail.at(-1)!.values.link!).searchParams.get('key')!;
  if (confirmed)
    (
      await container.get(ReadStockGift).execute({ ...scope, accountId: null, key: emailKey }, id)
    )._unsafeUnwrap();
  return { id, guestKey: guestKey! };
};

/** A person gets started with `email`, then opens the verification link e-mailed to them. */
const verifiedPerson = async ({ container, ports }: ReturnType<typeof setUp>, email: string) => {
  const started = (
    await container.get(GetStarted).execute({
      ...scope,
      origin: ORIGIN,
      email,
      owner: {
        fullName: { first: 'Ana', middle: '', last: 'Li' },
        administrativeArea: 'TX',
        postalCode: '73301',
      },
      termsAccepted: true,
      product: 'WILL',
      password: 'Secret123',
    })
  )._unsafeUnwrap();
  const before = started.user.activeProfile;
  const link = ports.mail.filter((mail) => mail.template === 'verify_email').at(-1)!;
  const code = /code=([\w-]+)/.exec(link.values.link ?? '')![1]!;
  const grant = (await container.get(VerifyEmail).execute({ ...scope, code }))._unsafeUnwrap();
  return { before, grant };
};

describe('a guest’s stock gift joins the account of the same verified e-mail (ADR 0026)', () => {
  it('moves to the account with its profile line and gift program entry once the e-mail is verified', async () => {
    const world = setUp();
    const { id, guestKey } = await guestGift(world, 'ana@example.com');
    const { before, grant } = await verifiedPerson(world, 'Ana@Example.com');
    // Unverified, the account had no claim on it.
    expect(before.stockGift ?? []).toEqual([]);
    const profile = grant.user.activeProfile;
    expect(profile.stockGift).toEqual([expect.objectContaining({ id, isComplete: false })]);
    expect(profile.giftProgramDetails).toEqual([
      expect.objectContaining({
        ein: FOOD_BANK.ein,
        gifts: [expect.objectContaining({ kind: 'stock_gift', id, status: 'DRAFT' })],
      }),
    ]);
    const requester = {
      ...scope,
      accountId: profile.accountId!,
      activeProfileId: profile.randId,
    };
    expect(
      (await world.container.get(ListMyStockGifts).execute(requester)).map((gift) => gift.id),
    ).toEqual([id]);
    // The guest's own link still opens it.
    expect(
      (
        await world.container
          .get(ReadStockGift)
          .execute({ ...scope, accountId: null, key: guestKey }, id)
      ).isOk(),
    ).toBe(true);
    const current = (await world.container.get(GetCurrentUser).execute(requester))._unsafeUnwrap();
    expect(current.activeProfile.stockGift).toHaveLength(1);
  });

  it('leaves a gift whose address was never confirmed, or another address’s, with its guest', async () => {
    const world = setUp();
    const unconfirmed = await guestGift(world, 'ana@example.com', false);
    const other = await guestGift(world, 'bo@example.com');
    const { grant } = await verifiedPerson(world, 'ana@example.com');
    expect(grant.user.activeProfile.stockGift ?? []).toEqual([]);
    expect(grant.user.activeProfile.giftProgramDetails ?? []).toEqual([]);
    for (const { id } of [unconfirmed, other])
      expect(world.ports.stockGifts.get(id)?.owner).toBeNull();
  });
});
