import { inMemoryContainer } from '../testing/container';
import { InMemoryPorts } from '../testing/in-memory';
import { AnalyticsRecorder, type AnalyticsAct } from './analytics-recorder.service';
import { RecordAnalyticsEvent } from './record-analytics-event.use-case';
import { ReadAnalyticsOptOut } from './read-analytics-opt-out.use-case';
import { SetAnalyticsOptOut } from './set-analytics-opt-out.use-case';

const NO_SIGNAL = { doNotTrack: false, globalPrivacyControl: false, optedOut: false };
const download: AnalyticsAct = {
  name: 'will_download',
  tenantId: 'bequest',
  person: { accountId: 'a1' },
  properties: { document: 'will' },
  privacy: NO_SIGNAL,
};

const setUp = () => {
  const ports = new InMemoryPorts();
  const { container } = inMemoryContainer(ports);
  return {
    ports,
    record: container.get(RecordAnalyticsEvent),
    recorder: container.get(AnalyticsRecorder),
    setOptOut: container.get(SetAnalyticsOptOut),
    readOptOut: container.get(ReadAnalyticsOptOut),
  };
};

describe('RecordAnalyticsEvent', () => {
  it('keeps the event with the account id and sends it to the analytics service', async () => {
    const { ports, record } = setUp();
    expect(await record.execute(download)).toBe('recorded');
    expect(ports.analyticsEvents.kept).toEqual([
      expect.objectContaining({
        name: 'will_download',
        tenantId: 'bequest',
        accountId: 'a1',
        anonymousId: null,
        properties: { document: 'will' },
        occurredAt: ports.now,
      }),
    ]);
    expect(ports.captured).toHaveLength(1);
  });

  it("keeps the tenant's account-created event with an act that created the account, where asked", async () => {
    const { ports, recorder } = setUp();
    const start: AnalyticsAct = { ...download, name: 'get_started', createsAccount: true };
    expect((await recorder.keep({ ...start, tenantId: 'willow' })).map((e) => e.name)).toEqual([
      'get_started',
      'account-created',
    ]);
    expect(ports.captured).toEqual([]);
    expect((await recorder.keep(start)).map((e) => e.name)).toEqual(['get_started']);
    expect(
      (await recorder.keep({ ...start, tenantId: 'willow', createsAccount: false })).map(
        (e) => e.name,
      ),
    ).toEqual(['get_started']);
    expect(ports.analyticsEvents.kept.map((e) => [e.tenantId, e.name, e.properties])).toEqual([
      ['willow', 'get_started', { document: 'will' }],
      ['willow', 'account-created', { via: 'get_started' }],
      ['bequest', 'get_started', { document: 'will' }],
      ['willow', 'get_started', { document: 'will' }],
    ]);
  });

  it('never keeps or sends an e-mail, a name or a birth date', async () => {
    const { ports, record } = setUp();
    await record.execute({
      ...download,
      properties: {
        document: 'will',
        email: 'ann@example.com',
        fullName: 'Ann Smith',
        birthDate: '01/02/1960',
        comment: 'ann@example.com',
      },
      context: {
        locale: 'en-US',
        path: '/Will/Start',
        query: { email: 'ann@example.com', name: 'Ann', dob: '1960-01-02', utm_source: 'news' },
      },
    });
    const sent = JSON.stringify([ports.analyticsEvents.kept, ports.captured]);
    for (const personal of ['ann@example.com', 'Ann', '1960', 'birth', 'email'])
      expect(sent).not.toContain(personal);
    expect(ports.analyticsEvents.kept[0]?.context).toEqual({
      locale: 'en-US',
      path: '/will/start',
      query: { utm_source: 'news' },
    });
  });

  it.each([
    ['Do Not Track', { doNotTrack: true }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ["the browser's do-not-sell choice", { optedOut: true }],
  ])('records nothing under %s, and records again once it is off', async (_signal, on) => {
    const { ports, record } = setUp();
    expect(await record.execute({ ...download, privacy: { ...NO_SIGNAL, ...on } })).toBe(
      'declined',
    );
    expect(ports.analyticsEvents.kept).toEqual([]);
    expect(ports.captured).toEqual([]);
    expect(await record.execute(download)).toBe('recorded');
    expect(ports.analyticsEvents.kept).toHaveLength(1);
  });

  it('records nothing for an account that chose do-not-sell, until it chooses again', async () => {
    const { ports, record, setOptOut, readOptOut } = setUp();
    const person = { tenantId: 'bequest', accountId: 'a1', activeProfileId: 'p1' };
    await setOptOut.execute(person, true);
    expect(await readOptOut.execute(person)).toBe(true);
    expect(await record.execute(download)).toBe('declined');
    expect(await record.execute({ ...download, person: { accountId: 'a2' } })).toBe('recorded');
    await setOptOut.execute(person, false);
    expect(await record.execute(download)).toBe('recorded');
    expect(ports.analyticsEvents.kept.map((event) => event.accountId)).toEqual(['a2', 'a1']);
  });

  it('records nothing on a tenant whose analytics toggle is off', async () => {
    const { ports, record } = setUp();
    expect(await record.execute({ ...download, tenantId: 'acme-wealth' })).toBe('declined');
    expect(ports.analyticsEvents.kept).toEqual([]);
  });

  it('keeps an anonymous visitor by their random id', async () => {
    const { ports, record } = setUp();
    await record.execute({ ...download, name: 'will_continue', person: { anonymousId: 'b7c1' } });
    expect(ports.analyticsEvents.kept[0]).toMatchObject({ accountId: null, anonymousId: 'b7c1' });
  });

  it('records the act even when the analytics service fails', async () => {
    const { ports, record } = setUp();
    ports.productAnalytics.capture = async () => {
      throw new Error('down');
    };
    expect(await record.execute(download)).toBe('recorded');
    expect(ports.analyticsEvents.kept).toHaveLength(1);
  });
});
