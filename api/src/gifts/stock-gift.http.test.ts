import { loadSampleOrganizations } from '@bequest/adapters/testing';
import { binary } from '../testing/binary';
import { clientFor, getStarted, pdfText, seedStockGiftRecipient, verifiedPerson } from '../testing';
import { requestApi } from '../testing/request-api';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const DONOR = {
  fullName: 'Rosa Diaz',
  email: 'rosa@example.com',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
};
const DONATION = {
  lots: [{ ticker: 'VTI', quantity: { kind: 'shares', shares: '10' } }],
  transferMethod: 'MANUAL',
};
const BROKERAGE = {
  firm: 'Vanguard',
  accountHolder: 'Rosa Diaz',
  accountNumber: '5555 4444 3333',
};

describe('stock gifts over HTTP (issue 23)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
    await seedStockGiftRecipient(testApp);
  });
  afterAll(() => testApp.close());

  const api = () => requestApi(testApp);
  const asGuest = (key: string) => ({ Host: 'localhost', 'X-Gift-Key': key });

  it('a guest gives through the manual path to the signed letter, reached only by the key', async () => {
    const started = await api()
      .post('/v2/stock-gifts')
      .set('Host', 'localhost')
      .send({ recipientEin: '94-1156365', donor: DONOR, sharesContactDetails: true })
      .expect(201);
    const { id, guestKey } = started.body as { id: string; guestKey: string };
    expect(guestKey).toEqual(expect.any(String));

    await api().get(`/v2/stock-gifts/${id}`).set('Host', 'localhost').expect(404);
    await api().get(`/v2/stock-gifts/${id}`).set(asGuest('wrong')).expect(404);
    await api()
      .put(`/v2/stock-gifts/${id}/donation`)
      .set(asGuest(guestKey))
      .send(DONATION)
      .expect(200);
    const brokerage = await api()
      .put(`/v2/stock-gifts/${id}/brokerage`)
      .set(asGuest(guestKey))
      .send(BROKERAGE)
      .expect(200);
    expect(brokerage.body.brokerage.accountNumber).toBe('••••3333');
    const stored = await testApp.orm.em
      .getConnection()
      .execute('select gift::text as gift from stock_gift');
    expect(JSON.stringify(stored)).not.toContain('4444');

    const unconfirmed = await api()
      .post(`/v2/stock-gifts/${id}/sign`)
      .set(asGuest(guestKey))
      .send({ typedName: 'Rosa Diaz', consent: true })
      .expect(403);
    expect(unconfirmed.body.error.code).toBe('GIFT.EMAIL_UNCONFIRMED');
    await testApp.deliverMail();
    const link = await testApp.smtp.waitFor('rosa@example.com', (m) =>
      /Your gift of stock/.test(m.subject),
    );
    const emailKey = decodeURIComponent(/donation\?key=([^\s]+)/.exec(link.text)![1]!);
    const opened = await api().get(`/v2/stock-gifts/${id}`).set(asGuest(emailKey)).expect(200);
    expect(opened.body.donorEmailConfirmed).toBe(true);

    const refused = await api()
      .post(`/v2/stock-gifts/${id}/sign`)
      .set(asGuest(guestKey))
      .send({ typedName: 'Someone Else', consent: true })
      .expect(400);
    expect(refused.body.error.fields).toEqual({
      typedName: 'Please type your full name as it appears above to sign',
    });
    const signed = await api()
      .post(`/v2/stock-gifts/${id}/sign`)
      .set(asGuest(guestKey))
      .send({ typedName: 'rosa diaz', consent: true })
      .expect(200);
    expect(signed.body.status).toBe('SUBMITTED');
    await api()
      .put(`/v2/stock-gifts/${id}/donation`)
      .set(asGuest(guestKey))
      .send(DONATION)
      .expect(409);

    const letter = await api()
      .get(`/stock-gift/${id}.pdf?download=true&key=${encodeURIComponent(guestKey)}`)
      .set('Host', 'localhost')
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = pdfText(letter.body as Buffer);
    expect(text).toContain('To: Vanguard');
    expect(text).toContain('10 shares of VTI');
    expect(text).toContain('DTC participant number: 0164');
    expect(text).toContain('Signed electronically by typing “rosa diaz”');
    await api().get(`/stock-gift/${id}.pdf`).set('Host', 'localhost').expect(404);

    await testApp.deliverMail();
    const toDonor = await testApp.smtp.waitFor('rosa@example.com', (m) =>
      /signed letter/.test(m.subject),
    );
    expect(toDonor.attachments.map((a) => a.fileName)).toEqual([
      'stock-gift-letter-of-authorization.pdf',
    ]);
    const toNonprofit = await testApp.smtp.waitFor('gifts@sffoodbank.example', (m) =>
      /on its way/.test(m.subject),
    );
    expect(toNonprofit.text).toContain('Rosa Diaz (rosa@example.com)');
    expect(toNonprofit.text).not.toContain('3333');
    const receiptKey = decodeURIComponent(/receipt\?key=([^\s]+)/.exec(toNonprofit.text)![1]!);

    await api()
      .get(`/stock-gift/${id}/tax-acknowledgement.pdf?key=${guestKey}`)
      .set('Host', 'localhost')
      .expect(409);
    await api()
      .post(`/v2/stock-gifts/${id}/receipt`)
      .set(asGuest(guestKey))
      .send({ receivedOn: '2026-01-02', shares: ['10'] })
      .expect(404);
    await api().get(`/v2/stock-gifts/${id}/receipt`).set(asGuest(guestKey)).expect(404);
    const toConfirm = await api()
      .get(`/v2/stock-gifts/${id}/receipt`)
      .set(asGuest(receiptKey))
      .expect(200);
    expect(toConfirm.body).toEqual({
      id,
      status: 'SUBMITTED',
      recipientLegalName: expect.any(String),
      donor: { fullName: 'Rosa Diaz', email: 'rosa@example.com' },
      lots: DONATION.lots,
      receipt: null,
    });
    const receipt = await api()
      .post(`/v2/stock-gifts/${id}/receipt`)
      .set(asGuest(receiptKey))
      .send({ receivedOn: '2026-01-02', shares: ['10'] })
      .expect(200);
    expect(receipt.body).toEqual({ id, status: 'CONFIRMED' });
    const confirmed = await api()
      .get(`/v2/stock-gifts/${id}/receipt`)
      .set(asGuest(receiptKey))
      .expect(200);
    expect(confirmed.body).toMatchObject({
      status: 'CONFIRMED',
      receipt: { receivedOn: '2026-01-02', shares: [{ ticker: 'VTI', shares: '10' }] },
    });
    const acknowledgement = await api()
      .get(`/stock-gift/${id}/tax-acknowledgement.pdf?key=${encodeURIComponent(guestKey)}`)
      .set('Host', 'localhost')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdfText(acknowledgement.body as Buffer)).toContain(
      'No goods or services were provided in exchange for this gift.',
    );
    await testApp.deliverMail();
    const acknowledged = await testApp.smtp.waitFor('rosa@example.com', (m) =>
      /received your gift/.test(m.subject),
    );
    expect(acknowledged.attachments.map((a) => a.fileName)).toEqual([
      'stock-gift-tax-acknowledgement.pdf',
    ]);
  });

  it('a signed-in donor’s gift is on their profile and out of anyone else’s reach', async () => {
    const owner = await getStarted(clientFor(baseUrl, 'localhost'), 'ana.gift@example.com');
    const other = await getStarted(clientFor(baseUrl, 'localhost'), 'eve.gift@example.com', 'Eve');
    const as = (token: string) => ({ Host: 'localhost', Authorization: `Bearer ${token}` });
    const started = await api()
      .post('/v2/stock-gifts')
      .set(as(owner.token))
      .send({
        recipientEin: '941156365',
        donor: { ...DONOR, fullName: 'Ana Li', email: 'ana.gift@example.com' },
        sharesContactDetails: false,
      })
      .expect(201);
    const { id, guestKey } = started.body as { id: string; guestKey: null };
    expect(guestKey).toBeNull();
    await api().get(`/v2/stock-gifts/${id}`).set(as(other.token)).expect(404);
    await api()
      .put(`/v2/stock-gifts/${id}/donation`)
      .set(as(other.token))
      .send(DONATION)
      .expect(404);
    const mine = await api().get('/v2/stock-gifts').set(as(owner.token)).expect(200);
    expect(mine.body.map((gift: { id: string }) => gift.id)).toEqual([id]);
    expect((await api().get('/v2/stock-gifts').set(as(other.token)).expect(200)).body).toEqual([]);
    const me = (
      await clientFor(baseUrl, 'localhost', () => owner.token).getCurrentUser()
    )._unsafeUnwrap();
    expect(me.activeProfile.stockGift).toEqual([
      expect.objectContaining({ id, isComplete: false }),
    ]);
    const programs = `/v2/profiles/${me.activeProfile.randId}/gift-program-details`;
    const program = (status: string) => ({
      ein: '94-1156365',
      legalName: 'SAN FRANCISCO FOOD BANK',
      gifts: [{ kind: 'stock_gift', id, status, updatedAt: expect.any(String) }],
      latestStatus: status,
      latestAt: expect.any(String),
    });
    expect((await api().get(programs).set(as(owner.token)).expect(200)).body).toEqual([
      program('DRAFT'),
    ]);
    await api().get(programs).set(as(other.token)).expect(404);

    const cancelled = await api()
      .post(`/v2/stock-gifts/${id}/cancel`)
      .set(as(owner.token))
      .send()
      .expect(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect((await api().get(programs).set(as(owner.token)).expect(200)).body).toEqual([
      program('CANCELLED'),
    ]);
  });

  it('a guest’s gift joins the account of the same verified e-mail, with its program entry (ADR 0026)', async () => {
    const email = 'claim.guest@example.com';
    const startGuestGift = async (donorEmail: string) => {
      const started = await api()
        .post('/v2/stock-gifts')
        .set('Host', 'localhost')
        .send({
          recipientEin: '94-1156365',
          donor: { ...DONOR, email: donorEmail },
          sharesContactDetails: false,
        })
        .expect(201);
      return started.body as { id: string; guestKey: string };
    };
    const confirmed = await startGuestGift(email);
    await testApp.deliverMail();
    const link = await testApp.smtp.waitFor(email, (m) => /Your gift of stock/.test(m.subject));
    const emailKey = decodeURIComponent(/donation\?key=([^\s]+)/.exec(link.text)![1]!);
    await api().get(`/v2/stock-gifts/${confirmed.id}`).set(asGuest(emailKey)).expect(200);
    // Typed by a guest but never confirmed: an address anyone could type moves nothing.
    const unconfirmed = await startGuestGift(email.toUpperCase());

    const client = clientFor(baseUrl, 'localhost');
    const grant = await verifiedPerson(testApp, client, email, 'Rosa Diaz');
    expect(grant.user.activeProfile.stockGift).toEqual([
      expect.objectContaining({ id: confirmed.id, isComplete: false }),
    ]);
    const as = { Host: 'localhost', Authorization: `Bearer ${grant.token}` };
    const mine = await api().get('/v2/stock-gifts').set(as).expect(200);
    expect(mine.body.map((gift: { id: string }) => gift.id)).toEqual([confirmed.id]);
    await api().get(`/v2/stock-gifts/${unconfirmed.id}`).set(as).expect(404);
    const programs = `/v2/profiles/${grant.user.activeProfile.randId}/gift-program-details`;
    expect((await api().get(programs).set(as).expect(200)).body).toEqual([
      expect.objectContaining({
        ein: '94-1156365',
        gifts: [expect.objectContaining({ kind: 'stock_gift', id: confirmed.id })],
      }),
    ]);
    // The guest's own link still opens it, and another person still cannot.
    await api().get(`/v2/stock-gifts/${confirmed.id}`).set(asGuest(confirmed.guestKey)).expect(200);
    const eve = await getStarted(clientFor(baseUrl, 'localhost'), 'eve.claim@example.com', 'Eve');
    await api()
      .get(`/v2/stock-gifts/${confirmed.id}`)
      .set({ Host: 'localhost', Authorization: `Bearer ${eve.token}` })
      .expect(404);
  });

  /** A guest's gift signed to the point the nonprofit is e-mailed its receipt link. */
  const signedGift = async (email: string, sharesContactDetails: boolean) => {
    const started = await api()
      .post('/v2/stock-gifts')
      .set('Host', 'localhost')
      .send({ recipientEin: '941156365', donor: { ...DONOR, email }, sharesContactDetails })
      .expect(201);
    const { id, guestKey } = started.body as { id: string; guestKey: string };
    await api().put(`/v2/stock-gifts/${id}/donation`).set(asGuest(guestKey)).send(DONATION);
    await api().put(`/v2/stock-gifts/${id}/brokerage`).set(asGuest(guestKey)).send(BROKERAGE);
    await testApp.deliverMail();
    const link = await testApp.smtp.waitFor(email, (m) => /Your gift of stock/.test(m.subject));
    const emailKey = decodeURIComponent(/donation\?key=([^\s]+)/.exec(link.text)![1]!);
    await api().get(`/v2/stock-gifts/${id}`).set(asGuest(emailKey)).expect(200);
    await api()
      .post(`/v2/stock-gifts/${id}/sign`)
      .set(asGuest(guestKey))
      .send({ typedName: 'Rosa Diaz', consent: true })
      .expect(200);
    await testApp.deliverMail();
    const toNonprofit = await testApp.smtp.waitFor('gifts@sffoodbank.example', (m) =>
      m.text.includes(`/sg/n/${id}/receipt`),
    );
    const receiptKey = decodeURIComponent(/receipt\?key=([^\s]+)/.exec(toNonprofit.text)![1]!);
    return { id, guestKey, receiptKey };
  };

  it('the receipt link reads only its own gift, without the donor unless they consented', async () => {
    const kept = await signedGift('quiet.donor@example.com', false);
    const other = await signedGift('other.donor@example.com', true);
    await api()
      .get(`/v2/stock-gifts/${kept.id}/receipt`)
      .set(asGuest(other.receiptKey))
      .expect(404);
    await api().get(`/v2/stock-gifts/${kept.id}/receipt`).set('Host', 'localhost').expect(404);
    const read = await api()
      .get(`/v2/stock-gifts/${kept.id}/receipt`)
      .set(asGuest(kept.receiptKey))
      .expect(200);
    expect(read.body).toMatchObject({ status: 'SUBMITTED', donor: null, lots: DONATION.lots });
    for (const unseen of ['quiet.donor', 'Rosa', 'Vanguard', '3333', 'Springfield', 'signature'])
      expect(JSON.stringify(read.body)).not.toContain(unseen);

    await api().post(`/v2/stock-gifts/${kept.id}/cancel`).set(asGuest(kept.guestKey)).expect(200);
    const cancelled = await api()
      .get(`/v2/stock-gifts/${kept.id}/receipt`)
      .set(asGuest(kept.receiptKey))
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', receipt: null });
    await api()
      .post(`/v2/stock-gifts/${kept.id}/receipt`)
      .set(asGuest(kept.receiptKey))
      .send({ receivedOn: '2026-01-02', shares: ['10'] })
      .expect(409);
  });

  it('names each field at fault, and a nonprofit that cannot receive shares', async () => {
    const invalid = await api()
      .post('/v2/stock-gifts')
      .set('Host', 'localhost')
      .send({ recipientEin: '1', donor: { ...DONOR, email: 'x' }, sharesContactDetails: true })
      .expect(400);
    expect(invalid.body.error.fields).toMatchObject({
      recipientEin: 'Please choose the nonprofit from the list',
      'donor.email': 'Please enter your email, including the full domain name',
    });
    await loadSampleOrganizations(testApp.orm.em, [
      {
        EIN: '123456789',
        NAME: 'HARBOR FOOD BANK',
        ICO: '',
        STREET: '1 PIER',
        CITY: 'BOSTON',
        STATE: 'MA',
        ZIP: '02110',
        SUBSECTION: '03',
        DEDUCTIBILITY: '1',
        FOUNDATION: '15',
        NTEE_CD: 'K31',
      },
    ]);
    const notReceiving = await api()
      .post('/v2/stock-gifts')
      .set('Host', 'localhost')
      .send({ recipientEin: '12-3456789', donor: DONOR, sharesContactDetails: true })
      .expect(422);
    expect(notReceiving.body.error.code).toBe('GIFT.NOT_RECEIVING');
  });
});
