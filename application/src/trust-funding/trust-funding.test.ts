import { startedPerson } from '../testing/started-person';
import { GetTrustFunding } from './get-trust-funding.use-case';
import { SendFundingReminders } from './send-funding-reminders.use-case';
import { SetFundingReminders } from './set-funding-reminders.use-case';
import { UpdateFundingStep } from './update-funding-step.use-case';

const givenTrust = async (finalizedAt: string | null = '2026-11-01T10:00:00.000Z') => {
  const person = await startedPerson();
  const { ports, requester } = person;
  const owner = {
    tenantId: requester.tenantId,
    accountId: requester.accountId,
    profileId: requester.activeProfileId,
  };
  await ports.documentRepository.create(
    {
      ...owner,
      kind: 'RLT',
      randId: 'rlt-1',
      data: {
        randId: 'rlt-1',
        planType: 'RLT',
        finalizedAt,
        signing: { signedOn: '2026-11-05', witnesses: [], notary: null, answersDigest: 'x' },
        assetTypes: ['home', 'retirement_accounts'],
        profile: { administrativeArea: 'TX' },
      },
    },
    ports.now,
  );
  await ports.documentRepository.create(
    {
      ...owner,
      kind: 'NONPROBATE_PLANS',
      randId: 'np-1',
      data: {
        randId: 'np-1',
        profileId: requester.activeProfileId,
        assets: [
          {
            randId: 'b1',
            assetType: 'BROKERAGE',
            financialInstitution: 'VANGUARD',
            approximateValue: '1000',
          },
        ],
      },
    },
    ports.now,
  );
  return {
    ...person,
    get: person.container.get(GetTrustFunding),
    update: person.container.get(UpdateFundingStep),
  };
};

describe('the trust funding assistant (issue 29)', () => {
  it('lists a step per asset, all not started, with the trustee title from the records', async () => {
    const { get, requester } = await givenTrust();
    const view = (await get.execute(requester))._unsafeUnwrap();
    expect(view.trusteeTitle).toBe(
      'Ana Li, Trustee of the Ana Li Revocable Living Trust dated November 5, 2026',
    );
    expect(view.steps.map((step) => [step.key, step.step, step.status])).toEqual([
      ['asset:b1', 'retitle_account', 'not_started'],
      ['kind:home', 'deed', 'not_started'],
      ['kind:retirement_accounts', 'keep_outside', 'not_started'],
    ]);
    expect(view.progress).toEqual({ done: 0, total: 3 });
  });

  it('keeps a step’s status and counts it done', async () => {
    const { get, update, requester } = await givenTrust();
    await update.execute(requester, 'kind:home', { status: 'in_progress', doneOn: null });
    const view = (
      await update.execute(requester, 'asset:b1', { status: 'done', doneOn: '2026-11-20' })
    )._unsafeUnwrap();
    expect(view.progress).toEqual({ done: 1, total: 3 });
    const again = (await get.execute(requester))._unsafeUnwrap();
    expect(again.steps.map((step) => [step.key, step.status, step.doneOn])).toEqual([
      ['asset:b1', 'done', '2026-11-20'],
      ['kind:home', 'in_progress', null],
      ['kind:retirement_accounts', 'not_started', null],
    ]);
  });

  it('refuses a step not in the plan, a day after today, and an unfinished or missing trust', async () => {
    const { update, requester } = await givenTrust();
    expect(
      (
        await update.execute(requester, 'asset:nope', { status: 'in_progress', doneOn: null })
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    expect(
      (
        await update.execute(requester, 'kind:home', { status: 'done', doneOn: '2026-11-24' })
      )._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'REQUEST.INVALID', fields: { doneOn: expect.any(String) } });

    const unfinished = await givenTrust(null);
    expect((await unfinished.get.execute(unfinished.requester))._unsafeUnwrapErr().code).toBe(
      'TRUST_FUNDING.NOT_FINISHED',
    );
    const { container, requester: noTrust } = await startedPerson('bo@example.com');
    expect((await container.get(GetTrustFunding).execute(noTrust))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
  });

  it('never shows or changes another person’s steps', async () => {
    const mine = await givenTrust();
    await mine.update.execute(mine.requester, 'kind:home', {
      status: 'done',
      doneOn: '2026-11-20',
    });
    const other = await startedPerson('cy@example.com', {
      container: mine.container,
      ports: mine.ports,
    });
    expect((await mine.get.execute(other.requester))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    expect(
      (
        await mine.update.execute(other.requester, 'kind:home', {
          status: 'not_started',
          doneOn: null,
        })
      )._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    expect((await mine.get.execute(mine.requester))._unsafeUnwrap().progress.done).toBe(1);
  });

  it('e-mails a reminder a week after the trust is finished, then every 30 days, until stopped', async () => {
    const { container, ports, requester, update } = await givenTrust('2026-11-10T10:00:00.000Z');
    const send = container.get(SendFundingReminders);
    ports.now = new Date('2026-11-16T10:00:00Z');
    expect(await send.execute('https://app.example')).toBe(0);
    ports.now = new Date('2026-11-17T10:00:00Z');
    expect(await send.execute('https://app.example')).toBe(1);
    expect(ports.mail.at(-1)).toMatchObject({
      to: 'ana@example.com',
      template: 'trust_funding_reminder',
      values: { done: '0', total: '3', link: 'https://app.example/fund-your-trust' },
    });
    ports.now = new Date('2026-12-01T10:00:00Z');
    expect(await send.execute('https://app.example')).toBe(0);
    ports.now = new Date('2026-12-17T10:00:00Z');
    expect(await send.execute('https://app.example')).toBe(1);

    const stopped = (
      await container.get(SetFundingReminders).execute(requester, false)
    )._unsafeUnwrap();
    expect(stopped.remindersOn).toBe(false);
    ports.now = new Date('2027-02-01T10:00:00Z');
    expect(await send.execute('https://app.example')).toBe(0);

    await container.get(SetFundingReminders).execute(requester, true);
    for (const key of ['asset:b1', 'kind:home', 'kind:retirement_accounts'])
      await update.execute(requester, key, { status: 'done', doneOn: '2027-01-20' });
    expect(await send.execute('https://app.example')).toBe(0);
    expect(ports.mail.filter((mail) => mail.template === 'trust_funding_reminder')).toHaveLength(2);
  });
});
