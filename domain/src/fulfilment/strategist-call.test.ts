import {
  nextStrategistCallStatus,
  STRATEGIST_CALL_STATUSES,
  STRATEGIST_CALL_STEPS,
  strategistCallStepsFrom,
  strategistDocumentKinds,
  strategistDocumentsOverdueAt,
  type StrategistCallStatus,
  type StrategistCallStep,
} from './strategist-call-status';

describe('strategist calls (issue 24)', () => {
  const allowed: ReadonlyArray<[StrategistCallStatus, StrategistCallStep]> = [
    ['scheduled', 'documents_sent'],
    ['documents_sent', 'held'],
    ['scheduled', 'cancelled'],
    ['documents_sent', 'cancelled'],
  ];
  const table = STRATEGIST_CALL_STATUSES.flatMap((status) =>
    STRATEGIST_CALL_STEPS.map((step) => ({
      status,
      step,
      allowed: allowed.some(([from, to]) => from === status && to === step),
    })),
  );

  it.each(table)('$status → $step allowed: $allowed', ({ status, step, allowed: ok }) => {
    const next = nextStrategistCallStatus(status, step);
    if (ok) expect(next._unsafeUnwrap()).toBe(step);
    else expect(next._unsafeUnwrapErr().message).toContain(`${status} → ${step}`);
  });

  it('offers each status only its next steps', () => {
    expect(strategistCallStepsFrom('scheduled')).toEqual(['documents_sent', 'cancelled']);
    expect(strategistCallStepsFrom('documents_sent')).toEqual(['held', 'cancelled']);
    expect(strategistCallStepsFrom('held')).toEqual([]);
    expect(strategistCallStepsFrom('cancelled')).toEqual([]);
  });

  it('makes the documents overdue 2 business days after the call was scheduled', () => {
    // Thursday: Friday, Monday.
    expect(strategistDocumentsOverdueAt(new Date('2026-12-03T15:30:00Z')).toISOString()).toBe(
      '2026-12-07T15:30:00.000Z',
    );
  });

  it.each([
    ['will_based', 'w', ['WILL', 'AHCD', 'DFPOA']],
    ['trust_based', 't', ['RLT', 'AHCD', 'DFPOA']],
    ['incapacity_only', null, ['AHCD', 'DFPOA']],
  ] as const)('sends a %s package’s documents', (packageType, estateId, kinds) => {
    expect(strategistDocumentKinds({ packageType, ahcdId: 'a', dfpoaId: 'd', estateId })).toEqual(
      kinds,
    );
  });
});
