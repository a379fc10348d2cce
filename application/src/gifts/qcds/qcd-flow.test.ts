import 'reflect-metadata';
import { QCD_GIFT_MESSAGES, type ExemptOrganization } from '@bequest/domain';
import { inMemoryContainer } from '../../testing/container';
import { InMemoryPorts } from '../../testing/in-memory';
import { startedPerson } from '../../testing/started-person';
import { NOT_IN_DIRECTORY } from '../check-qcd.use-case';
import { QcdLetter } from './qcd-letter.service';
import { CancelQcd } from './cancel-qcd.use-case';
import { ListMyQcds } from './list-my-qcds.use-case';
import { ReadQcd } from './read-qcd.use-case';
import { SaveQcdAnswers } from './save-qcd-answers.use-case';
import { SaveQcdRmdStep } from './save-qcd-rmd-step.use-case';
import { StartQcd } from './start-qcd.use-case';
import { SubmitQcd } from './submit-qcd.use-case';
import { FOOD_BANK } from '../../testing/sample-organizations';

const SOCIAL_CLUB: ExemptOrganization = {
  ...FOOD_BANK,
  ein: '12-3456789',
  legalName: 'HARBOR SOCIAL CLUB',
  subsection: '07',
  deductible: false,
};
const ORIGIN = 'http://localhost';

/** A 74-year-old's QCD (born 1952), planned for December 15, 2026; the clock reads 2026-11-23. */
const ANSWERS = {
  custodian: { firm: 'Charles Schwab' },
  owner: {
    fullName: 'Ana Li',
    email: 'ana@example.com',
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301' },
    birthDate: '1952-03-10',
  },
  accountNumber: '8800-1234-5678',
  amount: '4,000',
  distributionDate: '2026-12-15',
  recipientEin: '941156365',
};

const setUp = async () => {
  const ports = new InMemoryPorts();
  ports.organizations.push(FOOD_BANK, SOCIAL_CLUB);
  return startedPerson('ana@example.com', inMemoryContainer(ports));
};

describe('a qualified charitable distribution, signed in (issue 23)', () => {
  it('starts on the profile, takes the RMD step, submits, and e-mails the custodian letter', async () => {
    const { container, ports, requester } = await setUp();
    const start = container.get(StartQcd);
    expect(
      (
        await start.execute(requester, { ...ANSWERS, recipientEin: '11-1111111' })
      )._unsafeUnwrapErr().fields,
    ).toEqual({ recipientEin: NOT_IN_DIRECTORY });
    expect(
      (
        await start.execute(requester, { ...ANSWERS, recipientEin: '12-3456789' })
      )._unsafeUnwrapErr().fields,
    ).toEqual({ recipientEin: QCD_GIFT_MESSAGES.notDeductible });

    const started = (await start.execute(requester, ANSWERS))._unsafeUnwrap();
    const { id } = started;
    expect(started).toMatchObject({
      status: 'DRAFT',
      accountNumber: '••••5678',
      recipient: { ein: '94-1156365', legalName: 'SAN FRANCISCO FOOD BANK' },
      priorYearEndBalance: null,
      submittedOn: null,
      rmd: null,
    });
    expect(JSON.stringify([...ports.qcdGifts.values()])).not.toContain('1234');
    expect(ports.profiles.get(requester.activeProfileId)!.profile.qcd).toEqual([
      { id, isComplete: false, updatedAt: '2026-11-23T10:00:00.000Z' },
    ]);

    const save = { answers: container.get(SaveQcdAnswers), rmd: container.get(SaveQcdRmdStep) };
    const rmd = (
      await save.rmd.execute(requester, id, { priorYearEndBalance: '$255,000' })
    )._unsafeUnwrap();
    expect(rmd.priorYearEndBalance).toBe('255000');
    expect(rmd.rmd).toEqual({
      kind: 'required',
      age: 74,
      period: '25.5',
      amount: '10000',
      satisfied: '4000',
      remaining: '6000',
    });
    expect(
      (await save.rmd.execute(requester, id, { priorYearEndBalance: 'lots' }))._unsafeUnwrapErr()
        .fields,
    ).toEqual({
      priorYearEndBalance: QCD_GIFT_MESSAGES.priorYearEndBalance,
    });

    const submit = container.get(SubmitQcd);
    (
      await save.answers.execute(requester, id, { ...ANSWERS, distributionDate: '2026-11-01' })
    )._unsafeUnwrap();
    const refused = (await submit.execute(requester, id, ORIGIN))._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      code: 'QCD.NOT_QUALIFIED',
      fields: { distributionDate: QCD_GIFT_MESSAGES.datePassed },
    });
    const saved = (await save.answers.execute(requester, id, ANSWERS))._unsafeUnwrap();
    expect(saved.priorYearEndBalance).toBe('255000');
    const letters = container.get(QcdLetter);
    expect((await letters.execute(requester, id))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );

    ports.mail = [];
    const submitted = (await submit.execute(requester, id, ORIGIN))._unsafeUnwrap();
    expect(submitted).toMatchObject({ status: 'SUBMITTED', submittedOn: '2026-11-23' });
    expect(ports.mail).toEqual([
      {
        tenantId: 'bequest',
        to: 'ana@example.com',
        template: 'qcd_submitted',
        values: {
          ownerName: 'Ana Li',
          custodianName: 'Charles Schwab',
          nonprofitName: 'SAN FRANCISCO FOOD BANK',
          amount: '$4,000',
          distributionDate: '2026-12-15',
          link: `${ORIGIN}/qcd/a/qcd/${id}/final`,
        },
        attachment: { key: expect.any(String), fileName: 'qualified-charitable-distribution.pdf' },
      },
    ]);
    expect(ports.rendered).toContain(`custodian letter of ${id} dated 2026-11-23`);
    expect(ports.profiles.get(requester.activeProfileId)!.profile.qcd).toEqual([
      { id, isComplete: true, updatedAt: '2026-11-23T10:00:00.000Z' },
    ]);
    expect((await save.answers.execute(requester, id, ANSWERS))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );
    expect((await submit.execute(requester, id, ORIGIN))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );

    ports.now = new Date('2027-01-05T10:00:00Z');
    const letter = (await letters.execute(requester, id))._unsafeUnwrap();
    expect(letter.fileName).toBe('qualified-charitable-distribution.pdf');
    expect(ports.rendered.at(-1)).toBe(`custodian letter of ${id} dated 2026-11-23`);
    expect(ports.kept.map((copy) => copy.purpose)).toEqual(['email', 'download']);
    expect((await container.get(ListMyQcds).execute(requester)).map((gift) => gift.id)).toEqual([
      id,
    ]);

    const cancelled = (await container.get(CancelQcd).execute(requester, id))._unsafeUnwrap();
    expect(cancelled.status).toBe('CANCELLED');
    expect((await letters.execute(requester, id))._unsafeUnwrapErr().code).toBe(
      'GIFT.TRANSITION_REFUSED',
    );
    expect(ports.profiles.get(requester.activeProfileId)!.profile.qcd?.[0]?.isComplete).toBe(false);
  });

  it('is out of anyone else’s reach', async () => {
    const { container, ports, requester } = await setUp();
    const { id } = (await container.get(StartQcd).execute(requester, ANSWERS))._unsafeUnwrap();
    const other = (await startedPerson('eve@example.com', { container, ports })).requester;
    expect((await container.get(ReadQcd).execute(other, id))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    expect(
      (await container.get(SaveQcdRmdStep).execute(other, id, {}))._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    expect(
      (await container.get(SubmitQcd).execute(other, id, ORIGIN))._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    expect((await container.get(CancelQcd).execute(other, id))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    expect((await container.get(QcdLetter).execute(other, id))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    expect(await container.get(ListMyQcds).execute(other)).toEqual([]);
  });

  it('names the owner too young on the planned day', async () => {
    const { container, requester } = await setUp();
    const young = { ...ANSWERS, owner: { ...ANSWERS.owner, birthDate: '1960-01-01' } };
    const { id } = (await container.get(StartQcd).execute(requester, young))._unsafeUnwrap();
    expect(
      (await container.get(SubmitQcd).execute(requester, id, ORIGIN))._unsafeUnwrapErr().fields,
    ).toEqual({
      distributionDate:
        'A qualified charitable distribution must be made on or after the day you reach 70½: 2030-07-01.',
    });
  });
});
