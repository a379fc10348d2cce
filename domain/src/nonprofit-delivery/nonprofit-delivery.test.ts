import {
  NonprofitWebhookBodySchema,
  nonprofitDeliverySummary,
  SharedChoiceSchema,
} from './nonprofit-delivery';

const donor = { reference: 'd-1', firstName: 'Rosa', lastName: 'Li', email: null, phone: null };

describe('nonprofit deliveries', () => {
  it('reads a choice, naming the field at fault', () => {
    expect(SharedChoiceSchema.parse({ kind: 'qcd' })).toEqual({ kind: 'qcd', detail: null });
    const refused = SharedChoiceSchema.safeParse({ kind: 'lottery', detail: 'x'.repeat(301) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['kind', 'detail']);
  });

  it.each([
    [
      {
        type: 'gift.shared',
        choice: { kind: 'will_bequest', detail: '10% of my estate' },
        donor: { ...donor, email: 'rosa@example.com', phone: '555-0100' },
      },
      'Rosa Li <rosa@example.com, 555-0100>: A gift in their will (10% of my estate).',
    ],
    [
      { type: 'gift.shared', choice: { kind: 'qcd', detail: null }, donor },
      'Rosa Li: A qualified charitable distribution.',
    ],
    [
      { type: 'consent.withdrawn', donor: { reference: 'd-1' } },
      'Donor d-1 withdrew their consent: stop using their contact details.',
    ],
  ])('summarizes an event in one line', (event, line) => {
    const body = NonprofitWebhookBodySchema.parse({
      id: 'e-1',
      type: event.type,
      createdAt: '2026-12-28T00:00:00.000Z',
      data: { organizationId: 'org-1', consent: ['organization_listed'], ...event },
    });
    expect(nonprofitDeliverySummary(body)).toBe(line);
  });
});
