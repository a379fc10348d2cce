import type { UsStateCode } from '../reference/us-states';
import type { Dfpoa, WitnessCount } from './dfpoa';

/**
 * How a state's law shapes the power of attorney (documents.md 5.5). The specification gives the
 * rules and the state lists without saying which list drives which rule; this table is our reading
 * of them against each state's statute, named on every row. Change a row only with its statute.
 */
export interface DfpoaStateRule {
  /** The statute the execution formalities and the rules below follow. */
  readonly statute: string;
  /** Witnesses besides the notary; with none the witness steps are skipped. */
  readonly witnessCount: WitnessCount;
  /** The statutory form has no co-agents (the co-agent fields are cleared). */
  readonly noCoagents?: true;
  /** The statutory form names health-care billing as a power. */
  readonly allowsHealthcareBillsPower?: true;
  /** The estate, fiduciary and delegation powers are not granted by this form. */
  readonly noEstateFiduciaryDelegationPowers?: true;
  /** Gifts to others are governed by the statute alone (the gift-recipient fields are cleared). */
  readonly noGiftRecipients?: true;
  /** Personal profit by an agent is governed by the statute alone. */
  readonly noPersonalProfit?: true;
  /** Agent compensation: none in the form, or only a specific amount is cleared. */
  readonly compensation?: 'cleared' | 'specific-amount-cleared';
  /** The form provides for a monitor. */
  readonly allowsMonitor?: true;
  /** Revocation of earlier documents and guardian nominations are outside the form. */
  readonly noRevocationOrGuardians?: true;
  /** A power over real estate is recorded, so the first page needs a top margin of this size. */
  readonly recordingTopMargin?: number;
}

const rule = (statute: string, witnessCount: WitnessCount, extra: Partial<DfpoaStateRule> = {}) =>
  ({ statute, witnessCount, ...extra }) satisfies DfpoaStateRule;

export const DFPOA_STATE_RULES: Readonly<Record<UsStateCode, DfpoaStateRule>> = {
  AL: rule('Ala. Code § 26-1A-105: signed and acknowledged before a notary', 0),
  AK: rule('Alaska Stat. § 13.26.600: signed and acknowledged before a notary', 0),
  AZ: rule('A.R.S. § 14-5506: one witness and a notary', 1),
  AR: rule('Ark. Code § 28-68-105: signed and acknowledged before a notary', 0),
  CA: rule('Cal. Prob. Code § 4121: acknowledged before a notary', 0),
  CO: rule('C.R.S. § 15-14-705: signed and acknowledged before a notary', 0),
  CT: rule('Conn. Gen. Stat. § 1-350d: two witnesses and a notary', 2),
  DE: rule('12 Del. C. § 49A-105: one witness and a notary; the form names a single agent', 1, {
    noCoagents: true,
  }),
  DC: rule('D.C. Code § 21-2601.05: one witness and a notary', 1),
  FL: rule('Fla. Stat. § 709.2105: two witnesses and a notary', 2),
  GA: rule('O.C.G.A. § 10-6B-5: one witness and a notary; § 10-6B-12 compensation', 1, {
    compensation: 'specific-amount-cleared',
  }),
  HI: rule('HRS § 551E-5: signed and acknowledged before a notary', 0),
  ID: rule('Idaho Code § 15-12-105: signed and acknowledged before a notary', 0),
  IL: rule('755 ILCS 45/3-3: statutory short form, one witness and a notary', 1, {
    noCoagents: true,
    noEstateFiduciaryDelegationPowers: true,
    noGiftRecipients: true,
    noPersonalProfit: true,
  }),
  IN: rule('Ind. Code § 30-5-4-1: signed before a notary', 0),
  IA: rule('Iowa Code § 633B.105: acknowledged before a notary, one witness by this form', 1, {
    compensation: 'cleared',
  }),
  KS: rule('K.S.A. § 58-652: acknowledged before a notary', 0),
  KY: rule('KRS § 457.050: acknowledged before a notary, two witnesses by this form', 2),
  LA: rule('La. Civ. Code art. 2993: authentic act before a notary and two witnesses', 2),
  ME: rule('18-C M.R.S. § 5-905: signed and acknowledged before a notary', 0),
  MD: rule('Md. Code, Est. & Trusts § 17-110: two witnesses and a notary', 2),
  MA: rule('M.G.L. c. 190B § 5-501: durable power signed before a notary', 0),
  MI: rule('MCL § 556.205: acknowledged before a notary', 0),
  MN: rule('Minn. Stat. § 523.23: statutory short form before a notary', 0, {
    noEstateFiduciaryDelegationPowers: true,
    noGiftRecipients: true,
    noPersonalProfit: true,
    noRevocationOrGuardians: true,
  }),
  MS: rule('Miss. Code § 87-3-105: signed and acknowledged before a notary', 0),
  MO: rule('R.S.Mo. § 404.705: signed and acknowledged before a notary', 0),
  MT: rule('Mont. Code § 72-31-305; § 7-4-2636 recording margins', 0, {
    compensation: 'specific-amount-cleared',
    recordingTopMargin: 1,
  }),
  NE: rule(
    'Neb. Rev. Stat. § 30-4005: acknowledged before a notary, two witnesses by this form',
    2,
  ),
  NV: rule('NRS § 162A.220: acknowledged before a notary', 0, { noPersonalProfit: true }),
  NH: rule('N.H. RSA § 564-E:105: signed and acknowledged before a notary', 0),
  NJ: rule('N.J.S.A. § 46:2B-8.9: signed and acknowledged before a notary', 0),
  NM: rule('NMSA § 45-5B-105: signed and acknowledged before a notary', 0),
  NY: rule('N.Y. Gen. Oblig. Law § 5-1501B: two witnesses and a notary; § 5-1509 monitor', 2, {
    allowsHealthcareBillsPower: true,
    compensation: 'cleared',
    allowsMonitor: true,
  }),
  NC: rule('N.C.G.S. § 32C-1-105; § 161-14 recording margins', 0, { recordingTopMargin: 1 }),
  ND: rule('N.D.C.C. § 30.1-30-05: signed and acknowledged before a notary', 0),
  OH: rule('ORC § 1337.25: signed and acknowledged before a notary', 0),
  OK: rule('58 O.S. § 3005: acknowledged before a notary, two witnesses by this form', 2),
  OR: rule('ORS § 127.005: signed and acknowledged before a notary', 0),
  PA: rule('20 Pa.C.S. § 5601: two witnesses and a notary', 2),
  RI: rule('R.I. Gen. Laws § 18-16-2: signed and acknowledged before a notary', 0),
  SC: rule('S.C. Code § 62-8-105: two witnesses and a notary; § 30-5-40 recording margins', 2, {
    recordingTopMargin: 3,
  }),
  SD: rule('SDCL § 59-12-1: signed and acknowledged before a notary', 0),
  TN: rule('Tenn. Code § 34-6-101: signed and acknowledged before a notary', 0),
  TX: rule('Tex. Est. Code § 751.0021: statutory form before a notary', 0, {
    noEstateFiduciaryDelegationPowers: true,
  }),
  UT: rule('Utah Code § 75-9-105: acknowledged before a notary, one witness by this form', 1),
  VT: rule('14 V.S.A. § 4005: one witness and a notary', 1, {
    compensation: 'specific-amount-cleared',
  }),
  VA: rule('Va. Code § 64.2-1603: signed and acknowledged before a notary', 0),
  WA: rule('RCW 11.125.050; RCW 65.04.045 recording margins', 0, { recordingTopMargin: 1 }),
  WV: rule('W. Va. Code § 39B-1-105: signed and acknowledged before a notary', 0),
  WI: rule('Wis. Stat. § 244.05: signed and acknowledged before a notary', 0),
  WY: rule('Wyo. Stat. § 3-9-105: signed and acknowledged before a notary', 0),
};

/** topMarginSize when the state asks for nothing else (documents.md 3.3, 5.5). */
export const DEFAULT_TOP_MARGIN_SIZE = 1;

/** The rules of a state, or none for a state outside the table (no rule applies). */
export const dfpoaStateRule = (state: string | null | undefined): DfpoaStateRule | null =>
  state && Object.hasOwn(DFPOA_STATE_RULES, state) ? DFPOA_STATE_RULES[state as UsStateCode] : null;

/** The power of attorney with the state's rules applied (documents.md 5.5). */
export const applyDfpoaStateRules = (dfpoa: Dfpoa, state: string | null | undefined): Dfpoa => {
  const stateRule = dfpoaStateRule(state);
  if (!stateRule) return dfpoa;
  const next: Dfpoa = {
    ...dfpoa,
    witnessCount: stateRule.witnessCount,
    selfGiftPowers: { ...dfpoa.selfGiftPowers },
    canPersonallyProfit: { ...dfpoa.canPersonallyProfit },
    commonAgentPowers: { ...dfpoa.commonAgentPowers },
  };
  if (stateRule.noCoagents) {
    next.hasCoagent = false;
    next.agentsAreIndependent = null;
    next.selfGiftPowers.coagent = null;
    next.selfGiftPowers.coagent_limit = null;
    next.canPersonallyProfit.coagent = null;
  }
  if (!stateRule.allowsHealthcareBillsPower)
    delete next.commonAgentPowers.has_healthcare_bills_power;
  if (stateRule.noEstateFiduciaryDelegationPowers) {
    delete next.commonAgentPowers.has_estate_power;
    delete next.commonAgentPowers.has_fiduciary_power;
    delete next.commonAgentPowers.has_delegation_power;
  }
  if (stateRule.noGiftRecipients) {
    next.giftRecipientType = null;
    next.giftRecipientList = [];
    next.giftRecipientAmountType = null;
    next.giftRecipientAmountLimit = null;
  }
  if (stateRule.noPersonalProfit)
    next.canPersonallyProfit = {
      agent: null,
      coagent: null,
      successor: null,
      second_successor: null,
    };
  if (
    stateRule.compensation === 'cleared' ||
    (stateRule.compensation === 'specific-amount-cleared' &&
      next.agentCompensationType === 'SPECIFIC_AMOUNT')
  ) {
    next.agentCompensationType = null;
    next.agentCompensationAmount = null;
  }
  if (!stateRule.allowsMonitor) next.hasMonitor = false;
  if (stateRule.noRevocationOrGuardians) {
    next.revokeExistingDocuments = null;
    next.hasEstateGuardian = null;
    next.hasPersonGuardian = null;
  }
  if (stateRule.recordingTopMargin === undefined) next.topMarginSize = DEFAULT_TOP_MARGIN_SIZE;
  else if (dfpoa.topMarginSize === DEFAULT_TOP_MARGIN_SIZE)
    next.topMarginSize = stateRule.recordingTopMargin;
  return next;
};

/** Which optional steps of the wizard a state shows (documents.md 5.5). */
export const dfpoaStateSteps = (
  dfpoa: Pick<Dfpoa, 'commonAgentPowers'>,
  state: string | null | undefined,
): { readonly witnesses: boolean; readonly marginSize: boolean } => {
  const stateRule = dfpoaStateRule(state);
  return {
    witnesses: (stateRule?.witnessCount ?? 0) > 0,
    marginSize:
      stateRule?.recordingTopMargin !== undefined &&
      dfpoa.commonAgentPowers.has_real_estate_management_power === true,
  };
};
