import { loadSampleOrganizations } from '@bequest/adapters/testing';
import { binary } from '../testing/binary';
import { clientFor, getStarted, pdfText } from '../testing';
import { requestApi } from '../testing/request-api';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** The day the test's clock reads: a 74-year-old (born 1952) plans a QCD for December 15. */
const NOW = new Date('2026-11-23T10:00:00Z');
const ANSWERS = {
  custodian: { firm: 'Charles Schwab' },
  owner: {
    fullName: 'Rosa Diaz',
    email: 'rosa.qcd@example.com',
    address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
    birthDate: '1952-03-10',
  },
  accountNumber: '8800-1234-5678',
  amount: '4,000',
  distributionDate: '2026-12-15',
  recipientEin: '94-1156365',
};

describe('qualified charitable distributions over HTTP (issue 23)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({ clock: { now: () => NOW } }));
    await loadSampleOrganizations(testApp.orm.em);
  });
  afterAll(() => testApp.close());

  const api = () => requestApi(testApp);
  const as = (token: string) => ({ Host: 'localhost', Authorization: `Bearer ${token}` });

  it('a 74-year-old’s QCD through the RMD step to the custodian letter, out of anyone else’s reach', async () => {
    const owner = await getStarted(clientFor(baseUrl, 'localhost'), 'rosa.qcd@example.com', 'Rosa');
    const other = await getStarted(clientFor(baseUrl, 'localhost'), 'eve.qcd@example.com', 'Eve');
    await api().get('/v2/qcds').set('Host', 'localhost').expect(401);

    const started = await api().post('/v2/qcds').set(as(owner.token)).send(ANSWERS).expect(201);
    const id = started.body.id as string;
    expect(started.body).toMatchObject({
      status: 'DRAFT',
      accountNumber: '••••5678',
      recipient: { ein: '94-1156365', legalName: 'SAN FRANCISCO FOOD BANK' },
      rmd: null,
    });
    const stored = await testApp.orm.em
      .getConnection()
      .execute('select gift::text as gift from qcd_gift');
    expect(JSON.stringify(stored)).not.toContain('8800');

    const rmd = await api()
      .put(`/v2/qcds/${id}/rmd`)
      .set(as(owner.token))
      .send({ priorYearEndBalance: '$255,000' })
      .expect(200);
    expect(rmd.body.rmd).toEqual({
      kind: 'required',
      age: 74,
      period: '25.5',
      amount: '10000',
      satisfied: '4000',
      remaining: '6000',
    });

    for (const [method, path] of [
      ['get', `/v2/qcds/${id}`],
      ['put', `/v2/qcds/${id}/rmd`],
      ['post', `/v2/qcds/${id}/submit`],
      ['post', `/v2/qcds/${id}/cancel`],
      ['get', `/qualified-charitable-distribution/${id}.pdf`],
    ] as const)
      await api()[method](path).set(as(other.token)).send({ priorYearEndBalance: '1' }).expect(404);
    expect((await api().get('/v2/qcds').set(as(other.token)).expect(200)).body).toEqual([]);

    await api()
      .get(`/qualified-charitable-distribution/${id}.pdf`)
      .set(as(owner.token))
      .expect(409);
    const tooLate = await api()
      .put(`/v2/qcds/${id}`)
      .set(as(owner.token))
      .send({ ...ANSWERS, distributionDate: '2026-11-01' })
      .expect(200);
    expect(tooLate.body.priorYearEndBalance).toBe('255000');
    const refused = await api().post(`/v2/qcds/${id}/submit`).set(as(owner.token)).expect(422);
    expect(refused.body.error).toMatchObject({
      code: 'QCD.NOT_QUALIFIED',
      fields: {
        distributionDate:
          'The planned distribution date has passed; please choose today or a later date',
      },
    });
    await api().put(`/v2/qcds/${id}`).set(as(owner.token)).send(ANSWERS).expect(200);
    const submitted = await api().post(`/v2/qcds/${id}/submit`).set(as(owner.token)).expect(200);
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', submittedOn: '2026-11-23' });
    await api().put(`/v2/qcds/${id}`).set(as(owner.token)).send(ANSWERS).expect(409);

    const letter = await api()
      .get(`/qualified-charitable-distribution/${id}.pdf?download=true`)
      .set(as(owner.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(letter.headers['content-disposition']).toContain(
      'attachment; filename="qualified-charitable-distribution.pdf"',
    );
    const text = pdfText(letter.body as Buffer);
    for (const words of [
      'November 23, 2026',
      'Charles Schwab',
      'Re: Qualified charitable distribution from IRA account ••••5678',
      'in the amount of $4,000, on or about December 15, 2026',
      'SAN FRANCISCO FOOD BANK (EIN 94-1156365)',
      'Please report it on Form 1099-R for 2026.',
      'Rosa Diaz, IRA owner',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('8800');

    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('rosa.qcd@example.com', (m) =>
      /Your letter to Charles Schwab/.test(m.subject),
    );
    expect(mail.subject).toBe(
      'Your letter to Charles Schwab for your gift to SAN FRANCISCO FOOD BANK',
    );
    expect(mail.text).toContain('$4,000');
    expect(mail.text).toContain(`/qcd/a/qcd/${id}/final`);
    expect(mail.attachments.map((a) => a.fileName)).toEqual([
      'qualified-charitable-distribution.pdf',
    ]);

    const mine = await api().get('/v2/qcds').set(as(owner.token)).expect(200);
    expect(mine.body.map((qcd: { id: string }) => qcd.id)).toEqual([id]);
    const me = (
      await clientFor(baseUrl, 'localhost', () => owner.token).getCurrentUser()
    )._unsafeUnwrap();
    expect(me.activeProfile.qcd).toEqual([expect.objectContaining({ id, isComplete: true })]);
    const programs = await api()
      .get(`/v2/profiles/${me.activeProfile.randId}/gift-program-details`)
      .set(as(owner.token))
      .expect(200);
    expect(programs.body).toEqual([
      expect.objectContaining({
        ein: '94-1156365',
        gifts: [expect.objectContaining({ kind: 'qcd', id, status: 'SUBMITTED' })],
        latestStatus: 'SUBMITTED',
      }),
    ]);
    const kept = await testApp.orm.em
      .getConnection()
      .execute(`select kind, purpose from stored_document where gift_id = ? order by created_at`, [
        id,
      ]);
    expect(kept).toEqual([
      { kind: 'QCD_CUSTODIAN_LETTER', purpose: 'email' },
      { kind: 'QCD_CUSTODIAN_LETTER', purpose: 'download' },
    ]);
  });

  it('names each answer at fault, and a charity outside the master file', async () => {
    const owner = await getStarted(clientFor(baseUrl, 'localhost'), 'ana.qcd@example.com');
    const invalid = await api()
      .post('/v2/qcds')
      .set(as(owner.token))
      .send({ ...ANSWERS, amount: '0', owner: { ...ANSWERS.owner, birthDate: '03/10/1952' } })
      .expect(400);
    expect(invalid.body.error.fields).toMatchObject({
      amount: 'Please enter an amount in dollars greater than zero',
      'owner.birthDate': 'Please enter your date of birth as YYYY-MM-DD',
    });
    const unknown = await api()
      .post('/v2/qcds')
      .set(as(owner.token))
      .send({ ...ANSWERS, recipientEin: '11-1111111' })
      .expect(400);
    expect(unknown.body.error.fields).toEqual({
      recipientEin:
        'We could not find this EIN among the organizations the IRS lists as tax-exempt.',
    });
  });
});
