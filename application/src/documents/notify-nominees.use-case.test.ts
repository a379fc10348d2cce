import { TENANT_CONFIGURATIONS, WILL_SECTIONS } from '@bequest/domain';
import { startedPerson } from '../testing/started-person';
import { Documents } from './documents.service';
import { NotifyNominees } from './notify-nominees.use-case';

const nominees = [
  {
    randId: 'n1',
    fullName: { first: 'Ben', middle: '', last: 'Li' },
    email: 'ben@example.com',
    role: 'Executor',
  },
  { randId: 'n2', fullName: { first: 'Cara', middle: '', last: 'Li' }, role: 'Guardian' },
];

const withWill = async (finished: boolean) => {
  const person = await startedPerson();
  const documents = person.container.get(Documents);
  let version = (await documents.create(person.requester, 'WILL'))._unsafeUnwrap().version;
  version = (
    await documents.update(person.requester, 'WILL', version, { changes: { nominees } })
  )._unsafeUnwrap().version;
  if (finished)
    for (const section of WILL_SECTIONS.slice(1))
      version = (
        await documents.update(person.requester, 'WILL', version, {
          changes:
            section === 'RESIDUARY'
              ? {
                  residuaryBeneficiaries: [
                    { level: 'NUMBER_1', name: 'Ben Li', allocationPercent: 100 },
                  ],
                }
              : section === 'WILL_EXECUTORS'
                ? { executors: [{ fullName: nominees[0]!.fullName }] }
                : {},
          completeSection: section,
        })
      )._unsafeUnwrap().version;
  return { ...person, notify: person.container.get(NotifyNominees) };
};

describe('telling the nominees (documents.md 2.7)', () => {
  it('e-mails the chosen nominees with the tenant’s help text naming the testator', async () => {
    const { notify, ports, requester } = await withWill(true);
    const view = (
      await notify.execute(requester, 'WILL', ['n1'], 'https://bequest.example')
    )._unsafeUnwrap();
    expect(view.data).toMatchObject({
      hasNotifiedNominee: true,
      nominees: [{ randId: 'n1', lastNotifiedAt: expect.any(String) }, { lastNotifiedAt: null }],
    });
    expect(view.summary.hasNotifiedNominee).toBe(true);
    expect(ports.mail).toEqual([
      expect.objectContaining({
        to: 'ben@example.com',
        template: 'nominee_notification',
        values: expect.objectContaining({
          testatorName: 'Ana Li',
          role: 'Executor',
          helpText: expect.stringMatching(/^Ana Li named you in their estate plan/),
          link: 'https://bequest.example/?utm_source=bequest_nominee_notification',
        }),
      }),
    ]);
  });

  it('asks for an address first, and for a finished plan', async () => {
    const finished = await withWill(true);
    const noAddress = await finished.notify.execute(finished.requester, 'WILL', ['n2'], 'http://x');
    expect(noAddress._unsafeUnwrapErr().fields).toEqual({
      'nominees.1.email': 'Add an e-mail address for Cara Li first.',
    });
    const draft = await withWill(false);
    const early = await draft.notify.execute(draft.requester, 'WILL', ['n1'], 'http://x');
    expect(early._unsafeUnwrapErr().code).toBe('NOMINEE_SHARING.NOT_FINISHED');
    expect([...finished.ports.mail, ...draft.ports.mail]).toEqual([]);
  });

  it('is off where the tenant does not share with nominees', async () => {
    const { notify, ports, requester } = await withWill(true);
    ports.configurations.findById = async () => ({
      ...TENANT_CONFIGURATIONS.bequest,
      nomineeSharing: false,
    });
    const off = await notify.execute(requester, 'WILL', ['n1'], 'http://x');
    expect(off._unsafeUnwrapErr().code).toBe('NOMINEE_SHARING.OFF');
  });
});
