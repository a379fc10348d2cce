import 'reflect-metadata';
import { resolveFlags, type PartnerCustomUrl } from '@bequest/domain';
import type { GiftConfirmations, StoredGiftConfirmation } from '../ports/gift-confirmations.port';
import type { PartnerDirectory } from '../ports/partner-directory.port';
import { ok } from 'neverthrow';
import type { ShareChoiceWithNonprofit } from '../nonprofit-delivery/share-choice-with-nonprofit.use-case';
import { ConfirmGift } from './confirm-gift.use-case';

const harbor = {
  urlName: 'harbor-food-bank',
  organizationId: 'org-harbor',
  organization: { displayName: 'Harbor Food Bank Inc.' },
  orgDisplayName: 'Harbor Food Bank',
} as PartnerCustomUrl;

const setUp = (conditionalIntentFields = true) => {
  const saved: StoredGiftConfirmation[] = [];
  const confirmations: GiftConfirmations = {
    save: async (confirmation) => {
      saved.push(confirmation);
      return `gift-${saved.length}`;
    },
  };
  const partners: PartnerDirectory = {
    findByUrlName: async (urlName) => (urlName === harbor.urlName ? harbor : null),
    findByOrganizationId: async () => null,
  };
  const flags = resolveFlags({ FW_CONDITIONAL_GIFT_INTENT_FIELDS: conditionalIntentFields });
  const shared: unknown[] = [];
  const share = {
    execute: async (_person: unknown, input: unknown) => {
      shared.push(input);
      return ok({ delivered: true, deliveryId: 'd-1' });
    },
  } as unknown as ShareChoiceWithNonprofit;
  const confirmGift = new ConfirmGift(
    confirmations,
    partners,
    flags,
    { now: () => new Date('2026-11-23T12:00:00Z') },
    share,
  );
  return { saved, confirmGift, shared };
};

const basics = (
  nonprofit: { kind: 'partner'; urlName: string } | { kind: 'named'; name: string; ein: null },
) => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.com',
  nonprofit,
});
const details = {
  vehicle: 'WILL_OR_TRUST' as const,
  intent: 'PERCENTAGE' as const,
  percentage: '10',
  amount: '',
  recognition: 'NAMED' as const,
  shareContactDetails: true,
};
const scope = { tenantId: 'bequest' };

describe('confirm a gift (giving-and-beneficiaries.md 2.8)', () => {
  it('keeps the confirmation for the partner of the page, by its display name', async () => {
    const { saved, confirmGift } = setUp();
    const result = await confirmGift.execute(scope, {
      basics: basics({ kind: 'partner', urlName: 'harbor-food-bank' }),
      details,
    });
    expect(result._unsafeUnwrap()).toEqual({ id: 'gift-1', nonprofitName: 'Harbor Food Bank' });
    expect(saved[0]).toMatchObject({
      tenantId: 'bequest',
      organizationId: 'org-harbor',
      nonprofitName: 'Harbor Food Bank',
      details: { intent: 'PERCENTAGE', percentage: 10, amount: null },
    });
  });

  it('keeps a nonprofit the donor named, without an organization', async () => {
    const { saved, confirmGift } = setUp();
    const named = basics({ kind: 'named', name: 'City Library', ein: null });
    await confirmGift.execute(scope, { basics: named, details });
    expect(saved[0]).toMatchObject({ organizationId: null, nonprofitName: 'City Library' });
  });

  it('does not know a partner page that does not exist, and keeps nothing', async () => {
    const { saved, confirmGift } = setUp();
    const result = await confirmGift.execute(scope, {
      basics: basics({ kind: 'partner', urlName: 'nobody' }),
      details,
    });
    expect(result._unsafeUnwrapErr()).toEqual({
      code: 'REQUEST.NOT_FOUND',
      message: 'Nonprofit not found',
    });
    expect(saved).toEqual([]);
  });

  it('reads the amounts by the gift-intent flag in effect', async () => {
    const without = { ...details, percentage: '' };
    const strict = setUp(true);
    const refused = await strict.confirmGift.execute(scope, {
      basics: basics({ kind: 'partner', urlName: 'harbor-food-bank' }),
      details: without,
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { 'details.percentage': 'Please enter a percentage from 1 to 100' },
    });
    expect(strict.saved).toEqual([]);
    const lenient = setUp(false);
    const accepted = await lenient.confirmGift.execute(scope, {
      basics: basics({ kind: 'partner', urlName: 'harbor-food-bank' }),
      details: without,
    });
    expect(accepted.isOk()).toBe(true);
  });

  it('tells a partner a signed-in donor’s intention through the consented delivery, only when they ticked sharing (issue 26)', async () => {
    const { confirmGift, shared } = setUp();
    const person = { tenantId: 'bequest', accountId: 'a-1', activeProfileId: 'p-1' };
    const partner = basics({ kind: 'partner', urlName: 'harbor-food-bank' });
    await confirmGift.execute(scope, { basics: partner, details }, person);
    await confirmGift.execute(
      scope,
      { basics: partner, details: { ...details, shareContactDetails: false } },
      person,
    );
    await confirmGift.execute(scope, { basics: partner, details });
    await confirmGift.execute(
      scope,
      { basics: basics({ kind: 'named', name: 'City Library', ein: null }), details },
      person,
    );
    await confirmGift.execute(
      scope,
      {
        basics: partner,
        details: { ...details, intent: 'SPECIFIC_AMOUNT', percentage: '', amount: '25000' },
      },
      person,
    );
    await confirmGift.execute(
      scope,
      { basics: partner, details: { ...details, intent: 'UNDISCLOSED', percentage: '' } },
      person,
    );
    expect(shared).toEqual([
      {
        profileId: 'p-1',
        organizationId: 'org-harbor',
        choice: {
          kind: 'recorded_intention',
          detail: 'My will or living trust: A percentage of my estate (10%)',
        },
      },
      expect.objectContaining({
        choice: {
          kind: 'recorded_intention',
          detail: 'My will or living trust: A specific amount ($25,000)',
        },
      }),
      expect.objectContaining({
        choice: {
          kind: 'recorded_intention',
          detail: 'My will or living trust: I would rather not say',
        },
      }),
    ]);
  });
});
