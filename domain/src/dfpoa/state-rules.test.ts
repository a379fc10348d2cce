import { US_STATE_CODES } from '../reference/us-states';
import { DfpoaSchema } from './dfpoa';
import { applyDfpoaStateRules, DFPOA_STATE_RULES, dfpoaStateSteps } from './state-rules';

const dfpoa = DfpoaSchema.parse({
  randId: 'd1',
  profileId: 'p1',
  hasCoagent: true,
  agentsAreIndependent: true,
  hasMonitor: true,
  selfGiftPowers: { coagent: true, coagent_limit: '100' },
  canPersonallyProfit: { agent: true, coagent: true },
  commonAgentPowers: {
    has_healthcare_bills_power: true,
    has_estate_power: true,
    has_fiduciary_power: true,
    has_delegation_power: true,
    has_real_estate_management_power: true,
    has_banking_power: true,
  },
  giftRecipientType: 'SPECIFIC',
  giftRecipientList: ['Ana'],
  agentCompensationType: 'SPECIFIC_AMOUNT',
  agentCompensationAmount: '1000',
  revokeExistingDocuments: true,
  hasEstateGuardian: true,
  hasPersonGuardian: true,
});

describe('DFPOA state rules as data (documents.md 5.5)', () => {
  it('covers the 50 states and DC, each row naming its statute', () => {
    expect(Object.keys(DFPOA_STATE_RULES).sort()).toEqual([...US_STATE_CODES].sort());
    for (const rule of Object.values(DFPOA_STATE_RULES))
      expect(rule.statute).toMatch(/^[A-Z0-9][^:]*\d/);
  });

  it.each([
    [['VT', 'UT', 'AZ', 'DC', 'DE', 'GA', 'IA', 'IL'], 1],
    [['CT', 'FL', 'LA', 'KY', 'MD', 'NE', 'NY', 'OK', 'PA', 'SC'], 2],
    [['CA', 'TX', 'WA', 'MN'], 0],
  ] as const)(
    'witnessCount of %j is %s, with the witness steps only when above 0',
    (states, count) => {
      for (const state of states) {
        expect(applyDfpoaStateRules(dfpoa, state).witnessCount).toBe(count);
        expect(dfpoaStateSteps(dfpoa, state).witnesses).toBe(count > 0);
      }
    },
  );

  it('clears the co-agent fields in DE and IL', () => {
    for (const state of ['DE', 'IL']) {
      const next = applyDfpoaStateRules(dfpoa, state);
      expect(next).toMatchObject({ hasCoagent: false, agentsAreIndependent: null });
      expect(next.selfGiftPowers.coagent).toBeNull();
      expect(next.canPersonallyProfit.coagent).toBeNull();
    }
    expect(applyDfpoaStateRules(dfpoa, 'CA').hasCoagent).toBe(true);
  });

  it('keeps has_healthcare_bills_power only where the form allows it (NY)', () => {
    expect(applyDfpoaStateRules(dfpoa, 'NY').commonAgentPowers.has_healthcare_bills_power).toBe(
      true,
    );
    expect(applyDfpoaStateRules(dfpoa, 'CA').commonAgentPowers).not.toHaveProperty(
      'has_healthcare_bills_power',
    );
  });

  it('clears the estate, fiduciary and delegation powers in IL, MN and TX', () => {
    for (const state of ['IL', 'MN', 'TX'])
      expect(Object.keys(applyDfpoaStateRules(dfpoa, state).commonAgentPowers).sort()).toEqual([
        'has_banking_power',
        'has_real_estate_management_power',
      ]);
    expect(applyDfpoaStateRules(dfpoa, 'CA').commonAgentPowers.has_estate_power).toBe(true);
  });

  it('clears the gift recipients in IL and MN, personal profit in IL, MN and NV', () => {
    expect(applyDfpoaStateRules(dfpoa, 'MN')).toMatchObject({
      giftRecipientType: null,
      giftRecipientList: [],
    });
    const nevada = applyDfpoaStateRules(dfpoa, 'NV');
    expect(nevada.giftRecipientList).toEqual(['Ana']);
    expect(nevada.canPersonallyProfit).toEqual({
      agent: null,
      coagent: null,
      successor: null,
      second_successor: null,
    });
  });

  it('clears compensation in IA and NY, and only a specific amount in GA, MT and VT', () => {
    expect(applyDfpoaStateRules(dfpoa, 'IA').agentCompensationType).toBeNull();
    expect(applyDfpoaStateRules(dfpoa, 'GA')).toMatchObject({
      agentCompensationType: null,
      agentCompensationAmount: null,
    });
    expect(
      applyDfpoaStateRules({ ...dfpoa, agentCompensationType: 'REASONABLE' }, 'VT')
        .agentCompensationType,
    ).toBe('REASONABLE');
    expect(
      applyDfpoaStateRules({ ...dfpoa, agentCompensationType: 'REASONABLE' }, 'NY')
        .agentCompensationType,
    ).toBeNull();
  });

  it('keeps the monitor only in NY; clears revocation and guardians in MN', () => {
    expect(applyDfpoaStateRules(dfpoa, 'NY').hasMonitor).toBe(true);
    expect(applyDfpoaStateRules(dfpoa, 'CA').hasMonitor).toBe(false);
    expect(applyDfpoaStateRules(dfpoa, 'MN')).toMatchObject({
      revokeExistingDocuments: null,
      hasEstateGuardian: null,
      hasPersonGuardian: null,
    });
    expect(applyDfpoaStateRules(dfpoa, 'CA').revokeExistingDocuments).toBe(true);
  });

  it('shows the margin step in MT, NC, SC and WA only with a real-estate management power', () => {
    for (const state of ['MT', 'NC', 'SC', 'WA'])
      expect(dfpoaStateSteps(dfpoa, state).marginSize).toBe(true);
    expect(dfpoaStateSteps(dfpoa, 'CA').marginSize).toBe(false);
    expect(dfpoaStateSteps({ commonAgentPowers: {} }, 'NC').marginSize).toBe(false);
  });

  it('SC: the default top margin becomes the recording margin; elsewhere it is 1', () => {
    expect(applyDfpoaStateRules(dfpoa, 'SC').topMarginSize).toBe(3);
    expect(applyDfpoaStateRules({ ...dfpoa, topMarginSize: 2 }, 'SC').topMarginSize).toBe(2);
    expect(applyDfpoaStateRules({ ...dfpoa, topMarginSize: 2 }, 'CA').topMarginSize).toBe(1);
    expect(applyDfpoaStateRules({ ...dfpoa, topMarginSize: 2 }, 'NC').topMarginSize).toBe(2);
  });

  it('applies nothing for a state outside the table', () => {
    expect(applyDfpoaStateRules(dfpoa, 'ON')).toBe(dfpoa);
    expect(applyDfpoaStateRules(dfpoa, null)).toBe(dfpoa);
    expect(dfpoaStateSteps(dfpoa, undefined)).toEqual({ witnesses: false, marginSize: false });
  });
});
