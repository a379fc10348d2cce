import 'reflect-metadata';
import { DAF_GRANT_MESSAGES, resolveFlags, type ExemptOrganization } from '@bequest/domain';
import { inMemoryContainer } from '../../testing/container';
import { InMemoryPorts } from '../../testing/in-memory';
import { startedPerson } from '../../testing/started-person';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { DafGrantLetter } from './daf-grant-letter.service';
import { CancelDafGrant } from './cancel-daf-grant.use-case';
import { ListMyDafGrants } from './list-my-daf-grants.use-case';
import { ReadDafGrant } from './read-daf-grant.use-case';
import { SaveDafGrant } from './save-daf-grant.use-case';
import { StartDafGrant } from './start-daf-grant.use-case';
import { SubmitDafGrant } from './submit-daf-grant.use-case';
import { FOOD_BANK } from '../../testing/sample-organizations';

const FAMILY_FOUNDATION: ExemptOrganization = {
  ...FOOD_BANK,
  ein: '12-3456789',
  legalName: 'LI FAMILY FOUNDATION',
  foundationCode: '04',
};
const ORIGIN = 'http://localhost';

const ANSWERS = {
  sponsor: { firm: 'Fidelity Charitable' },
  fundName: 'The Li Family Fund',
  fundNumber: 'G-4411 2290',
  donor: {
    fullName: 'Ana Li',
    email: 'ana@example.com',
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301' },
  },
  amount: '2,500',
  anonymity: 'NAME_ONLY',
  recurrence: { frequency: 'ONE_TIME' },
  recipientEin: '941156365',
  acknowledgesGrantRules: true,
};
const QUARTERLY = { frequency: 'QUARTERLY', startDate: '2027-01-15', grantCount: 4 };

const withFlag = (ports: InMemoryPorts, recurring: boolean) => {
  const made = inMemoryContainer(ports);
  made.container
    .bind(FEATURE_FLAGS)
    .toConstantValue(resolveFlags({ FW_RECURRING_DAF_GRANTS: recurring }));
  return made;
};

const setUp = async (recurring = false) => {
  const ports = new InMemoryPorts();
  ports.organizations.push(FOOD_BANK, FAMILY_FOUNDATION);
  return startedPerson('ana@example.com', withFlag(ports, recurring));
};

describe('a grant recommendation to a donor-advised fund, signed in (issue 23)', () => {
  it('starts on the profile, is confirmed, and e-mails the donor the recommendation', async () => {
    const { container, ports, requester } = await setUp();
    const start = container.get(StartDafGrant);
    expect(
      (await start.execute(requester, { ...ANSWERS, recurrence: QUARTERLY }))._unsafeUnwrapErr()
        .fields,
    ).toEqual({ 'recurrence.frequency': DAF_GRANT_MESSAGES.recurringOff });
    expect(
      (
        await start.execute(requester, { ...ANSWERS, recipientEin: '12-3456789' })
      )._unsafeUnwrapErr().fields,
    ).toEqual({ recipientEin: DAF_GRANT_MESSAGES.privateFoundation });

    const started = (await start.execute(requester, ANSWERS))._unsafeUnwrap();
    const { id } = started;
    expect(started).toMatchObject({
      status: 'DRAFT',
      fundNumber: '••••2290',
      recipient: { legalName: 'SAN FRANCISCO FOOD BANK' },
      submittedOn: null,
    });
    expect(ports.profiles.get(requester.activeProfileId)!.profile.daf).toEqual([
      { id, isComplete: false, updatedAt: '2026-11-23T10:00:00.000Z' },
    ]);
    const saved = (
      await container.get(SaveDafGrant).execute(requester, id, {
        ...ANSWERS,
        purpose: { kind: 'STATED', text: 'For the summer meals program' },
      })
    )._unsafeUnwrap();
    expect(saved.purpose).toEqual({ kind: 'STATED', text: 'For the summer meals program' });
    const letters = container.get(DafGrantLetter);
    expect((await letters.execute(requester, id))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );

    ports.mail = [];
    const submitted = (
      await container.get(SubmitDafGrant).execute(requester, id, ORIGIN)
    )._unsafeUnwrap();
    expect(submitted).toMatchObject({ status: 'SUBMITTED', submittedOn: '2026-11-23' });
    expect(ports.mail).toEqual([
      {
        tenantId: 'bequest',
        to: 'ana@example.com',
        template: 'daf_grant_submitted',
        values: {
          donorName: 'Ana Li',
          sponsorName: 'Fidelity Charitable',
          fundName: 'The Li Family Fund',
          nonprofitName: 'SAN FRANCISCO FOOD BANK',
          amount: '$2,500',
          link: `${ORIGIN}/account/daf`,
        },
        attachment: { key: expect.any(String), fileName: 'daf-grant-recommendation.pdf' },
      },
    ]);
    expect(ports.rendered).toContain(`recommendation of ${id} dated 2026-11-23`);
    expect(ports.profiles.get(requester.activeProfileId)!.profile.daf).toEqual([
      { id, isComplete: true, updatedAt: '2026-11-23T10:00:00.000Z' },
    ]);
    expect(
      (await container.get(SaveDafGrant).execute(requester, id, ANSWERS))._unsafeUnwrapErr().code,
    ).toBe('GIFT.TRANSITION_REFUSED');
    expect((await letters.execute(requester, id))._unsafeUnwrap().fileName).toBe(
      'daf-grant-recommendation.pdf',
    );
    expect(
      (await container.get(ListMyDafGrants).execute(requester)).map((grant) => grant.id),
    ).toEqual([id]);
    expect(
      (await container.get(CancelDafGrant).execute(requester, id))._unsafeUnwrap().status,
    ).toBe('CANCELLED');
  });

  it('schedules a recurring grant only while recurring grants are offered', async () => {
    const { container, ports, requester } = await setUp(true);
    const { id } = (
      await container.get(StartDafGrant).execute(requester, { ...ANSWERS, recurrence: QUARTERLY })
    )._unsafeUnwrap();
    const { container: closed } = withFlag(ports, false);
    expect(
      (await closed.get(SubmitDafGrant).execute(requester, id, ORIGIN))._unsafeUnwrapErr().fields,
    ).toEqual({ 'recurrence.frequency': DAF_GRANT_MESSAGES.recurringOff });
    expect(
      (await container.get(SubmitDafGrant).execute(requester, id, ORIGIN))._unsafeUnwrap()
        .recurrence,
    ).toEqual(QUARTERLY);
  });

  it('is out of anyone else’s reach', async () => {
    const { container, ports, requester } = await setUp();
    const { id } = (await container.get(StartDafGrant).execute(requester, ANSWERS))._unsafeUnwrap();
    const other = (await startedPerson('eve@example.com', { container, ports })).requester;
    for (const refused of [
      await container.get(ReadDafGrant).execute(other, id),
      await container.get(SaveDafGrant).execute(other, id, ANSWERS),
      await container.get(SubmitDafGrant).execute(other, id, ORIGIN),
      await container.get(CancelDafGrant).execute(other, id),
      await container.get(DafGrantLetter).execute(other, id),
    ])
      expect(refused._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
  });
});
