import { ApplyStorageRetention } from '@bequest/application';
import { clientFor, getStarted } from '../testing/people';
import { personWithWillPlan, startStaffTestApp } from '../testing/staff';

const ADDRESS = {
  address1: '12 Elm Street',
  city: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  country: 'US' as const,
};
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 24: the storage center keeps each copy by its purpose's policy (a year for downloads and
 * e-mails, two for the mail), shows staff until when and why, and its daily job removes what is
 * past its time, never a copy an open print-and-mail request still needs, and never bytes another
 * copy still keeps — over HTTP on the real database.
 */
describe('the storage center’s retention by policy (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;

  beforeAll(async () => {
    app = await startStaffTestApp();
  });
  afterAll(() => app.close());

  const sql = (text: string, values: unknown[] = []) =>
    app.testApp.orm.em.fork().getConnection().execute(text, values);
  /** Moves a person's copies of one purpose `days` into the past. */
  const age = (accountId: string, purpose: string, days: number) =>
    sql(
      `update stored_document set created_at = created_at - make_interval(days => ?)
        where account_id = ? and purpose = ?`,
      [days, accountId, purpose],
    );
  const copiesOf = async (email: string) =>
    (await app.staff.fulfilment.listStoredCopies({ query: { email, perPage: 50 } }))._unsafeUnwrap()
      .items;
  const runRetention = () => app.testApp.app.get(ApplyStorageRetention).execute();

  it('shows each copy’s time, removes downloads past a year, and keeps bytes another copy shares', async () => {
    const grant = await getStarted(clientFor(app.baseUrl, 'localhost'), 'kept@example.com', 'Kim');
    const person = clientFor(app.baseUrl, 'localhost', () => grant.token);
    const accountId = grant.user.activeProfile.accountId!;
    (await person.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    (await person.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();

    const [copy] = await copiesOf('kept@example.com');
    expect(copy).toMatchObject({
      purpose: 'download',
      keptBecause: 'Policy: a downloaded copy is kept 365 days.',
    });
    expect(new Date(copy!.keptUntil!).getTime() - new Date(copy!.createdAt).getTime()).toBe(
      365 * DAY,
    );

    // A year and a day later, the copy goes, its row and its bytes.
    await age(accountId, 'download', 366);
    // The same document downloaded today: the same bytes, kept again under the same key.
    (await person.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
    expect(await copiesOf('kept@example.com')).toHaveLength(2);
    expect(await runRetention()).toBeGreaterThanOrEqual(1);
    const left = await copiesOf('kept@example.com');
    expect(left).toHaveLength(1);
    expect(left[0]!.id).not.toBe(copy!.id);
    expect(left[0]!.sha256).toBe(copy!.sha256);
    // The new copy's bytes, shared with the removed one, are still there.
    expect(
      (
        await app.staff.fulfilment.verifyStoredCopy({ params: { storedDocumentId: left[0]!.id } })
      )._unsafeUnwrap(),
    ).toMatchObject({ matches: true });
    const gone = await app.staff.fulfilment.verifyStoredCopy({
      params: { storedDocumentId: copy!.id },
    });
    expect(gone._unsafeUnwrapErr().status).toBe(404);
  });

  it('keeps the mail copies of a request still open, and removes them once it is delivered', async () => {
    const person = await personWithWillPlan(app.baseUrl, 'held@example.com', 'Hal', {
      ...ADDRESS,
      birthDate: '03/09/1975',
    });
    (
      await person.client.requestPrintAndMail({
        body: { mailingAddress: ADDRESS, confirmed: true },
      })
    )._unsafeUnwrap();
    await age(person.accountId, 'mail', 731);
    expect(await runRetention()).toBe(0);
    const held = await copiesOf('held@example.com');
    expect(held.filter((item) => item.purpose === 'mail')).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({
          keptUntil: null,
          keptBecause: 'Kept: a print-and-mail request that is still open needs it.',
        }),
      ),
    );

    const queue = (
      await app.staff.fulfilment.listPrintMailRequests({ query: { status: 'requested' } })
    )._unsafeUnwrap();
    const request = queue.items.find((item) => item.accountId === person.accountId)!;
    for (const status of ['printed', 'mailed', 'delivered'] as const)
      (
        await app.staff.fulfilment.markPrintMailRequest({
          params: { printMailRequestId: request.id },
          body: { status },
        })
      )._unsafeUnwrap();
    expect(await runRetention()).toBe(3);
    expect((await copiesOf('held@example.com')).filter((item) => item.purpose === 'mail')).toEqual(
      [],
    );
  });
});
