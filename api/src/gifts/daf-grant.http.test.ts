import { loadSampleOrganizations } from '@bequest/adapters/testing';
import { resolveFlags } from '@bequest/domain';
import { binary } from '../testing/binary';
import { clientFor, getStarted, pdfText } from '../testing';
import { requestApi } from '../testing/request-api';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const NOW = new Date('2026-11-23T10:00:00Z');
const ANSWERS = {
  sponsor: { firm: 'Fidelity Charitable' },
  fundName: 'The Diaz Family Fund',
  fundNumber: 'G-4411 2290',
  donor: {
    fullName: 'Rosa Diaz',
    email: 'rosa.daf@example.com',
    address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
  },
  amount: '2,500',
  purpose: { kind: 'STATED', text: 'For the summer meals program' },
  anonymity: 'NAME_ONLY',
  recurrence: { frequency: 'ONE_TIME' },
  recipientEin: '941156365',
  acknowledgesGrantRules: true,
};

describe('DAF grant recommendations over HTTP (issue 23)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({
      clock: { now: () => NOW },
      featureFlags: resolveFlags({ FW_RECURRING_DAF_GRANTS: false }),
    }));
    await loadSampleOrganizations(testApp.orm.em);
  });
  afterAll(() => testApp.close());

  const api = () => requestApi(testApp);
  const as = (token: string) => ({ Host: 'localhost', Authorization: `Bearer ${token}` });

  it('a grant is confirmed to its recommendation PDF, out of anyone else’s reach', async () => {
    const donor = await getStarted(clientFor(baseUrl, 'localhost'), 'rosa.daf@example.com', 'Rosa');
    const other = await getStarted(clientFor(baseUrl, 'localhost'), 'eve.daf@example.com', 'Eve');
    await api().get('/v2/daf-grants').set('Host', 'localhost').expect(401);

    const recurring = await api()
      .post('/v2/daf-grants')
      .set(as(donor.token))
      .send({
        ...ANSWERS,
        recurrence: { frequency: 'QUARTERLY', startDate: '2027-01-15', grantCount: 4 },
      })
      .expect(400);
    expect(recurring.body.error.fields).toEqual({
      'recurrence.frequency':
        'Recurring grants are not offered yet; please choose a one-time grant',
    });

    const started = await api()
      .post('/v2/daf-grants')
      .set(as(donor.token))
      .send(ANSWERS)
      .expect(201);
    const id = started.body.id as string;
    expect(started.body).toMatchObject({
      status: 'DRAFT',
      fundNumber: '••••2290',
      recipient: { legalName: 'SAN FRANCISCO FOOD BANK' },
      submittedOn: null,
    });
    await api()
      .put(`/v2/daf-grants/${id}`)
      .set(as(donor.token))
      .send({ ...ANSWERS, amount: '3,000' })
      .expect(200);

    for (const [method, path] of [
      ['get', `/v2/daf-grants/${id}`],
      ['put', `/v2/daf-grants/${id}`],
      ['post', `/v2/daf-grants/${id}/submit`],
      ['post', `/v2/daf-grants/${id}/cancel`],
      ['get', `/daf-grant/${id}.pdf`],
    ] as const)
      await api()[method](path).set(as(other.token)).send(ANSWERS).expect(404);
    expect((await api().get('/v2/daf-grants').set(as(other.token)).expect(200)).body).toEqual([]);
    await api().get(`/daf-grant/${id}.pdf`).set(as(donor.token)).expect(409);

    const confirm = await api().get(`/v2/daf-grants/${id}`).set(as(donor.token)).expect(200);
    expect(confirm.body.amount).toBe('3000');
    const submitted = await api()
      .post(`/v2/daf-grants/${id}/submit`)
      .set(as(donor.token))
      .expect(200);
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', submittedOn: '2026-11-23' });
    await api().post(`/v2/daf-grants/${id}/submit`).set(as(donor.token)).expect(409);

    const pdf = await api()
      .get(`/daf-grant/${id}.pdf?download=true`)
      .set(as(donor.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = pdfText(pdf.body as Buffer);
    for (const words of [
      'GRANT RECOMMENDATION',
      'TO FIDELITY CHARITABLE',
      'November 23, 2026',
      'The Diaz Family Fund',
      '••••2290',
      '$3,000',
      'SAN FRANCISCO FOOD BANK (EIN 94-1156365)',
      'For the summer meals program',
      'Rosa Diaz, fund advisor',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('4411');

    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('rosa.daf@example.com', (m) =>
      /grant recommendation/.test(m.subject),
    );
    expect(mail.subject).toBe('Your grant recommendation to SAN FRANCISCO FOOD BANK');
    expect(mail.attachments.map((a) => a.fileName)).toEqual(['daf-grant-recommendation.pdf']);

    const me = (
      await clientFor(baseUrl, 'localhost', () => donor.token).getCurrentUser()
    )._unsafeUnwrap();
    expect(me.activeProfile.daf).toEqual([expect.objectContaining({ id, isComplete: true })]);
    const cancelled = await api()
      .post(`/v2/daf-grants/${id}/cancel`)
      .set(as(donor.token))
      .expect(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    const mine = await api().get('/v2/daf-grants').set(as(donor.token)).expect(200);
    expect(mine.body.map((grant: { id: string }) => grant.id)).toEqual([id]);
  });
});
