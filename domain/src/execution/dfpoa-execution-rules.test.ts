import { dfpoaSigningSteps } from '../dfpoa/wizard/dfpoa-signing-steps';
import { US_STATE_CODES, US_STATES, type UsStateCode } from '../reference/us-states';
import { DfpoaSchema } from '../dfpoa/dfpoa';
import { auditProblems } from './statute-check';
import {
  applyDfpoaStateRules,
  CALIFORNIA_4128_NOTICES,
  DFPOA_STATE_RULES,
  dfpoaStateSteps,
  PENNSYLVANIA_5601_NOTICES,
  statutoryWitnessCount,
} from './dfpoa-execution-rules';

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

  // VT (14 V.S.A. § 4005, 2023), DC (D.C. Code § 21-2601.05, 2023) and KY (KRS 457.050, 2020)
  // ask for no witness since their Uniform Acts; they left the witness lists.
  it.each([
    [['UT', 'AZ', 'DE', 'GA', 'IA', 'IL'], 1],
    [['CT', 'FL', 'LA', 'MD', 'NE', 'NY', 'OK', 'PA', 'SC'], 2],
    [['CA', 'TX', 'WA', 'MN', 'VT', 'DC', 'KY'], 0],
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

/** The audit (docs/legal/dfpoa-execution.md): witnesses each statute itself asks for. */
const STATUTE_WITNESSES: Partial<Record<UsStateCode, 1 | 2>> = {
  AZ: 1,
  CT: 2,
  DE: 1,
  FL: 2,
  GA: 1,
  IL: 1,
  MD: 2,
  NY: 2,
  PA: 2,
  SC: 2,
};

/** States whose statute only makes an acknowledged signature presumed genuine (or asks none). */
const NOTARY_RECOMMENDED: readonly UsStateCode[] = [
  'AR',
  'CO',
  'CT',
  'HI',
  'ID',
  'KY',
  'MA',
  'MS',
  'MT',
  'NM',
  'ND',
  'OH',
  'OK',
  'OR',
  'TN',
  'VA',
  'WI',
];

/** Enactments of the Uniform Power of Attorney Act (2006). */
const UNIFORM_ACT_STATES: readonly UsStateCode[] = [
  'AL',
  'AR',
  'CO',
  'CT',
  'DC',
  'GA',
  'HI',
  'ID',
  'IA',
  'KY',
  'ME',
  'MI',
  'MT',
  'NE',
  'NV',
  'NH',
  'NM',
  'NC',
  'OH',
  'OK',
  'SC',
  'SD',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

const today = new Date().toISOString().slice(0, 10);
const rows = Object.entries(DFPOA_STATE_RULES) as [UsStateCode, (typeof DFPOA_STATE_RULES)['AL']][];

describe('every DFPOA row is auditable (issue 19)', () => {
  it.each(rows)(
    '%s names its statute, the day it was read and an https official page',
    (_, rule) => {
      expect(auditProblems(rule, today)).toEqual([]);
    },
  );

  it.each(rows)('%s asks for witnesses beyond its statute only with the reason', (state, rule) => {
    const statute = STATUTE_WITNESSES[state] ?? 0;
    expect(statutoryWitnessCount(rule)).toBe(statute);
    expect(rule.witnessCount).toBeGreaterThanOrEqual(statute);
    if (rule.witnessCount > statute) {
      expect(rule.beyondTheLaw).toMatch(/\S.*\.$/);
      expect(rule.statuteWitnessCount).toBe(statute);
    } else {
      expect(rule.beyondTheLaw).toBeUndefined();
      expect(rule.statuteWitnessCount).toBeUndefined();
    }
    if (rule.witnessCount === 0) expect(rule.witnessExclusions).toEqual([]);
  });

  it('says where the notary is only recommended, and which states enacted the Uniform Act', () => {
    for (const [state, rule] of rows) {
      expect([state, rule.notary]).toEqual([
        state,
        NOTARY_RECOMMENDED.includes(state) ? 'recommended' : 'required',
      ]);
      expect([state, rule.uniformAct !== null]).toEqual([
        state,
        UNIFORM_ACT_STATES.includes(state),
      ]);
      expect(rule.courtAppointee.person).toMatch(/^[a-z]/);
      expect(rule.courtAppointee.estate).toMatch(/^[a-z]/);
    }
  });

  it('cites the Act’s sections 201-217 by a prefix that ends where the number goes', () => {
    for (const [, rule] of rows)
      if (rule.uniformAct)
        expect(rule.uniformAct.sectionPrefix).toMatch(/(-|\.|:|Uniform Act § )$/);
    expect(`${DFPOA_STATE_RULES.WY.uniformAct?.sectionPrefix}217`).toBe('W.S. § 3-9-217');
    expect(`${DFPOA_STATE_RULES.CO.uniformAct?.sectionPrefix}217`).toBe(
      'C.R.S. § 15-14-701 et seq., Uniform Act § 217',
    );
  });
});

describe('DFPOA rows pinned to the statutes read on 2026-11-25', () => {
  it('DC: D.C. Code § 21-2601.05 asks for a notary and no witness (Uniform Act, 2023)', () => {
    expect(DFPOA_STATE_RULES.DC).toMatchObject({
      witnessCount: 0,
      notary: 'required',
      uniformAct: { chapter: 'D.C. Code title 21, chapter 26' },
    });
    expect(DFPOA_STATE_RULES.DC.statute).toContain('21-2601.05');
  });

  it('VT: chapter 127 (2023) replaced the one-witness rule of § 3503; § 4005 asks for a notary', () => {
    expect(DFPOA_STATE_RULES.VT).toMatchObject({ witnessCount: 0, notary: 'required' });
    expect(DFPOA_STATE_RULES.VT.statute).toMatch(/^14 V\.S\.A\. § 4005/);
    expect(DFPOA_STATE_RULES.VT.uniformAct?.chapter).toBe('14 V.S.A. chapter 127');
  });

  it('KY: KRS 457.050 lost its two witnesses in 2020; the notary is recommended', () => {
    expect(DFPOA_STATE_RULES.KY).toMatchObject({ witnessCount: 0, notary: 'recommended' });
    expect(applyDfpoaStateRules(dfpoa, 'KY').witnessCount).toBe(0);
  });

  it('CA: its own statute, conservators, and the § 4128 warning on a form sold without a lawyer', () => {
    const california = DFPOA_STATE_RULES.CA;
    expect(california.uniformAct).toBeNull();
    expect(california.courtAppointee).toEqual({
      person: 'conservator of the person',
      estate: 'conservator of the estate',
    });
    expect(california.requiredNotices).toBe(CALIFORNIA_4128_NOTICES);
    const [principal, agent] = CALIFORNIA_4128_NOTICES;
    expect(principal).toMatchObject({
      statute: 'Cal. Prob. Code § 4128(a)',
      heading: 'Notice to Person Executing Durable Power of Attorney',
      placement: 'beginning',
      signer: null,
      typeface: 'bold',
    });
    expect(principal?.text).toMatch(
      /^A durable power of attorney is an important legal document\./,
    );
    expect(agent).toMatchObject({
      statute: 'Cal. Prob. Code § 4128(a)',
      heading: 'Notice to Person Accepting the Appointment as Attorney-in-Fact',
      placement: 'end',
      signer: 'agent',
      typeface: 'bold',
    });
    expect(agent?.text).toContain('elder abuse under Penal Code Section 368');
    expect(agent?.text).toMatch(/under the terms of this power of attorney\.$/);
  });

  it('PA: § 5601(c)’s notice in capitals at the beginning, signed by the principal; § 5601(d)’s acknowledgment signed by each agent', () => {
    const pennsylvania = DFPOA_STATE_RULES.PA;
    expect(pennsylvania.requiredNotices).toBe(PENNSYLVANIA_5601_NOTICES);
    const [notice, acknowledgment] = PENNSYLVANIA_5601_NOTICES;
    expect(notice).toMatchObject({
      statute: '20 Pa.C.S. § 5601(c)',
      placement: 'beginning',
      signer: 'principal',
      typeface: 'capitals',
    });
    expect(notice?.text.split('\n\n')).toHaveLength(9);
    expect(notice?.text).toMatch(
      /^The purpose of this power of attorney is to give the person you designate \(your "agent"\) broad powers to handle your property/,
    );
    expect(notice?.text).toContain('you should seek the advice of an attorney at law');
    expect(notice?.text).toMatch(
      /I have read or had explained to me this notice and I understand its contents\.$/,
    );
    expect(acknowledgment).toMatchObject({
      statute: '20 Pa.C.S. § 5601(d)',
      placement: 'end',
      signer: 'agent',
      typeface: 'capitals',
    });
    expect(acknowledgment?.text).toMatch(
      /^I, ______, have read the attached power of attorney and am the person identified as the agent for the principal\./,
    );
    // Read in a copy, not at the legislature's page: the row says so.
    expect(pennsylvania.readAt).toBe(
      'https://law.justia.com/codes/pennsylvania/title-20/chapter-56/section-5601/',
    );
    expect(pennsylvania.unverified).toMatch(/word for word/);
  });

  it('CA and PA carry their notices’ words; NH and ME notices await transcription', () => {
    expect(rows.filter(([, rule]) => rule.requiredNotices).map(([state]) => state)).toEqual([
      'CA',
      'PA',
    ]);
    expect(
      rows
        .filter(([, rule]) => rule.requiredNoticePending)
        .map(([state]) => state)
        .sort(),
    ).toEqual(['ME', 'NH']);
    expect(DFPOA_STATE_RULES.NH.requiredNoticePending).toContain('RSA 564-E:113(a)');
  });

  it.each(rows.filter(([, rule]) => rule.requiredNotices))(
    '%s: each notice names its section, has words, and an agent signs only at the end',
    (_, rule) => {
      expect(rule.requiredNoticePending).toBeUndefined();
      for (const notice of rule.requiredNotices ?? []) {
        expect(notice.statute).toMatch(/§ \d/);
        expect(notice.heading).toMatch(/^\S/);
        for (const paragraph of notice.text.split('\n\n')) expect(paragraph).toMatch(/^\S.*\S$/);
        if (notice.signer === 'agent') expect(notice.placement).toBe('end');
      }
    },
  );

  it('names who may not witness where the statute does', () => {
    expect(DFPOA_STATE_RULES.AZ.witnessExclusions).toEqual(['agent', 'spouse-of-agent', 'notary']);
    expect(DFPOA_STATE_RULES.PA.witnessExclusions).toEqual([
      'agent',
      'notary',
      'signer-for-the-person',
    ]);
    expect(DFPOA_STATE_RULES.DE.witnessExclusions).toEqual(['relative', 'entitled-to-estate']);
    expect(DFPOA_STATE_RULES.AZ.moreWitnessExclusions).toBe(
      'a child of an agent named in the document',
    );
    expect(DFPOA_STATE_RULES.IL.witnessExclusions).not.toContain('relative');
    expect(DFPOA_STATE_RULES.NY.witnessExclusions).toEqual(['agent', 'beneficiary']);
    expect(DFPOA_STATE_RULES.MD.witnessExclusions).toEqual([]);
  });

  it('cites the sections as renumbered: Utah 75A-2-105, Hawaii 551E-3, Arizona 14-5501(D)', () => {
    expect(DFPOA_STATE_RULES.UT.statute).toMatch(/^Utah Code § 75A-2-105/);
    expect(DFPOA_STATE_RULES.HI.statute).toMatch(/^HRS § 551E-3:/);
    expect(DFPOA_STATE_RULES.AZ.statute).toMatch(/^A\.R\.S\. § 14-5501\(D\)/);
    expect(DFPOA_STATE_RULES.SD.statute).toMatch(/^SDCL § 59-12-4:/);
  });

  it('Maryland was read at the legislature’s page; Louisiana’s witnesses are the project’s', () => {
    expect(DFPOA_STATE_RULES.MD.readAt).toBeUndefined();
    expect(DFPOA_STATE_RULES.MD.source).toMatch(/^https:\/\/mgaleg\.maryland\.gov\//);
    // § 17-110(b), read at mgaleg.maryland.gov on 2026-11-25: not the notary of a remote signing.
    expect(DFPOA_STATE_RULES.MD.statute).toContain('unless the notary acts for a remotely located');
    expect(DFPOA_STATE_RULES.LA).toMatchObject({
      witnessCount: 2,
      statuteWitnessCount: 0,
      courtAppointee: { person: 'curator', estate: 'curator' },
    });
  });

  it('West Virginia was read at the Legislature’s own code page on 2026-11-25', () => {
    expect(DFPOA_STATE_RULES.WV.readAt).toBeUndefined();
    expect(DFPOA_STATE_RULES.WV).toMatchObject({ witnessCount: 0, notary: 'required' });
    expect(DFPOA_STATE_RULES.WV.source).toMatch(/^https:\/\/code\.wvlegislature\.gov\//);
  });
});

describe('the signing guide follows the row and never passes the project’s witness off as the law’s', () => {
  it('says who may not witness, in the shared words, where the statute says', () => {
    const pennsylvania = dfpoaSigningSteps('PA').join(' ');
    expect(pennsylvania).toContain('sign it in front of a notary and 2 adult witnesses');
    expect(pennsylvania).toContain(
      'By Pennsylvania law a witness may not be an agent named in the document, the notary who acknowledges your signature or the person who signs the document for you at your direction.',
    );
    expect(dfpoaSigningSteps('AZ').join(' ')).toContain(
      'or a child of an agent named in the document.',
    );
    expect(dfpoaSigningSteps('FL').join(' ')).toContain(
      'Florida law does not rule out anyone in particular',
    );
  });

  it('says why a notary the law does not require is worth having', () => {
    const kentucky = dfpoaSigningSteps('KY');
    expect(kentucky[1]).toBe(
      'In Kentucky, sign it in front of a notary; the notary completes the acknowledgment.',
    );
    expect(kentucky[2]).toContain('Kentucky law does not require the notary');
    expect(kentucky[2]).toContain('banks and title companies expect it');
    expect(kentucky.join(' ')).not.toContain('witness');
    expect(dfpoaSigningSteps('DC')[2]).toContain('Do not skip the notary');
  });

  it('keeps the law’s ceremony apart from a witness only the project asks for', () => {
    for (const [state, rule] of rows.filter(([, row]) => row.beyondTheLaw)) {
      const steps = dfpoaSigningSteps(state);
      const name = US_STATES[state];
      expect(steps[1]).toBe(
        `In ${name}, sign it in front of a notary; the notary completes the acknowledgment.`,
      );
      const extra = steps.find((step) => step.includes('We also ask you'));
      expect(extra).toMatch(
        new RegExp(
          `${name} law does not require (this witness|these witnesses) for the power of attorney to be valid\\.`,
        ),
      );
      expect(extra).toContain(rule.beyondTheLaw);
      expect(steps.join(' ')).not.toContain(`By ${name} law a witness`);
    }
    expect(dfpoaSigningSteps('IA').join(' ')).toContain(
      'We suggest a witness who is not an agent named in the document',
    );
  });
});
