import { clearDfpoaDependentFields } from './dependent-fields';
import { DFPOA_GIFT_SECTIONS, DFPOA_POWERS } from './powers';
import {
  COMMON_AGENT_POWERS,
  completeDfpoaSection,
  DFPOA_RESET_SECTION,
  dfpoaResumePath,
  DfpoaSchema,
  isDfpoaSectionStarted,
  newDfpoa,
} from './dfpoa';

describe('DFPOA lifecycle (documents.md 2.5, 4.5)', () => {
  it('is created started, with topMarginSize 1', () => {
    expect(newDfpoa('d1', 'p1')).toMatchObject({
      randId: 'd1',
      profileId: 'p1',
      lastSectionCompleted: 'STARTED',
      topMarginSize: 1,
      witnessCount: 0,
    });
  });

  it.each([
    [null, '/dfpoa/tutorial'],
    ['STARTED', '/dfpoa/personal'],
    ['PERSONAL_SECTION_COMPLETE', '/dfpoa/agent'],
    ['AGENT_SECTION_COMPLETE', '/dfpoa/power'],
    ['POWERS_SECTION_COMPLETE', '/dfpoa/other'],
    ['FINISHED', '/dfpoa/review'],
  ] as const)('resumes after %s at %s', (last, path) => {
    expect(dfpoaResumePath({ lastSectionCompleted: last })).toBe(path);
  });

  it('resumes at the tutorial with no record', () => {
    expect(dfpoaResumePath(null)).toBe('/dfpoa/tutorial');
  });

  it('completing only advances; a reset goes to PERSONAL_SECTION_COMPLETE', () => {
    expect(completeDfpoaSection('STARTED', 'AGENT_SECTION_COMPLETE')).toBe(
      'AGENT_SECTION_COMPLETE',
    );
    expect(completeDfpoaSection('FINISHED', 'AGENT_SECTION_COMPLETE')).toBe('FINISHED');
    expect(completeDfpoaSection(null, 'STARTED')).toBe('STARTED');
    expect(DFPOA_RESET_SECTION).toBe('PERSONAL_SECTION_COMPLETE');
  });

  it.each([
    ['STARTED', 'PERSONAL_SECTION_COMPLETE', true],
    ['STARTED', 'AGENT_SECTION_COMPLETE', false],
    ['PERSONAL_SECTION_COMPLETE', 'AGENT_SECTION_COMPLETE', true],
    ['FINISHED', 'POWERS_SECTION_COMPLETE', true],
    [null, 'STARTED', true],
    [null, 'PERSONAL_SECTION_COMPLETE', false],
  ] as const)('at %s, %s started: %s', (last, section, started) => {
    expect(isDfpoaSectionStarted(last, section)).toBe(started);
  });
});

describe('DFPOA dependent fields (documents.md 5.4)', () => {
  const full = DfpoaSchema.parse({
    randId: 'd1',
    profileId: 'p1',
    hasCoagent: true,
    agentsAreIndependent: true,
    hasSuccessor: true,
    hasSecondSuccessor: true,
    hasMonitor: true,
    agent: { fullName: { first: 'Ana', last: 'Diaz' } },
    coagent: { fullName: { first: 'Luis', last: 'Diaz' } },
    successor: { fullName: { first: 'Marta', last: 'Diaz' } },
    secondSuccessor: { fullName: { first: 'Elena', last: 'Ruiz' } },
    monitor: { fullName: { first: 'Sam', last: 'Lee' } },
    selfGiftPowers: {
      coagent: true,
      coagent_limit: '100',
      successor: true,
      successor_limit: '200',
      second_successor: true,
      second_successor_limit: '300',
    },
    canPersonallyProfit: { agent: true, coagent: true, successor: true, second_successor: true },
    giftRecipientType: 'SPECIFIC',
    giftRecipientList: ['Ana'],
    giftRecipientAmountType: 'OTHER',
    giftRecipientAmountLimit: '500',
  });

  it('keeps answers that still apply', () => {
    expect(clearDfpoaDependentFields(full)).toEqual(full);
  });

  it('giftRecipientType NONE clears the amount type and limit, and the list', () => {
    expect(clearDfpoaDependentFields({ ...full, giftRecipientType: 'NONE' })).toMatchObject({
      giftRecipientAmountType: null,
      giftRecipientAmountLimit: null,
      giftRecipientList: [],
    });
  });

  it('a type other than SPECIFIC empties the list; an amount type other than OTHER clears the limit', () => {
    const next = clearDfpoaDependentFields({
      ...full,
      giftRecipientType: 'ANYONE',
      giftRecipientAmountType: 'ANNUAL_EXCLUSION',
    });
    expect(next).toMatchObject({
      giftRecipientList: [],
      giftRecipientAmountType: 'ANNUAL_EXCLUSION',
      giftRecipientAmountLimit: null,
    });
  });

  it('turning off the co-agent clears independence and the co-agent gift and profit fields', () => {
    const next = clearDfpoaDependentFields({ ...full, hasCoagent: false });
    expect(next.agentsAreIndependent).toBeNull();
    expect(next.coagent).toBeNull();
    expect(next.agent).not.toBeNull();
    expect(next.selfGiftPowers).toMatchObject({
      coagent: null,
      coagent_limit: null,
      successor: true,
    });
    expect(next.canPersonallyProfit).toMatchObject({ coagent: null, agent: true });
  });

  it('turning off the successor turns off the second successor and clears both', () => {
    const next = clearDfpoaDependentFields({ ...full, hasSuccessor: false });
    expect(next.hasSecondSuccessor).toBe(false);
    expect([next.successor, next.secondSuccessor]).toEqual([null, null]);
    expect(next.selfGiftPowers).toMatchObject({
      coagent: true,
      successor: null,
      successor_limit: null,
      second_successor: null,
      second_successor_limit: null,
    });
    expect(next.canPersonallyProfit).toMatchObject({ successor: null, second_successor: null });
  });

  it('turning off the second successor clears its fields only', () => {
    const next = clearDfpoaDependentFields({ ...full, hasSecondSuccessor: false });
    expect(next.selfGiftPowers).toMatchObject({ successor: true, second_successor: null });
    expect(next.canPersonallyProfit.second_successor).toBeNull();
    expect(next.secondSuccessor).toBeNull();
    expect(next.successor).not.toBeNull();
  });

  it('turning off the monitor forgets who it was', () => {
    expect(clearDfpoaDependentFields({ ...full, hasMonitor: false }).monitor).toBeNull();
  });

  it('does not change the document it was given', () => {
    clearDfpoaDependentFields({ ...full, hasCoagent: false });
    expect(full.selfGiftPowers.coagent).toBe(true);
  });
});

describe('DFPOA powers (documents.md 2.5: sections 3A-3X, 3R absent)', () => {
  it('gives each common power one lettered step, 3R skipped, 3T-3X for gifts and pay', () => {
    const sections = [...DFPOA_POWERS.map((p) => p.section), ...DFPOA_GIFT_SECTIONS];
    expect(sections).toHaveLength(23);
    expect(sections).not.toContain('3R');
    expect(new Set(DFPOA_POWERS.map((p) => p.power))).toEqual(new Set(COMMON_AGENT_POWERS));
  });
});
