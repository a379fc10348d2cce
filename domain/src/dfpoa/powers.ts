import type { CommonAgentPower } from './dfpoa';

/**
 * The powers of the power-of-attorney wizard, one step each (documents.md 2.5: sections 3A-3X,
 * 3R absent), modeled on the Uniform Power of Attorney Act's statutory list (§§ 204-217) as
 * DECISIONS.md "Documents" asks. Each grant is the sentence the document prints when the
 * principal grants it.
 */
export interface DfpoaPower {
  readonly section: string;
  /**
   * The Uniform Power of Attorney Act section the grant follows, cited only in the states that
   * enacted the Act (DfpoaStateRule.uniformAct).
   */
  readonly actSection: string | null;
  readonly power: CommonAgentPower;
  readonly title: string;
  readonly grant: string;
}

const power = (
  section: string,
  key: CommonAgentPower,
  title: string,
  grant: string,
  actSection: string | null,
) => ({ section, power: key, title, grant, actSection }) satisfies DfpoaPower;

export const DFPOA_POWERS: readonly DfpoaPower[] = [
  power(
    '3A',
    'has_real_property_power',
    'Real property',
    'to buy, sell, lease, mortgage, insure, manage and otherwise deal with any interest in real property.',
    '204',
  ),
  power(
    '3B',
    'has_tangible_personal_property_power',
    'Tangible personal property',
    'to acquire, sell, store, insure, repair and otherwise deal with tangible personal property such as vehicles, furniture and jewelry.',
    '205',
  ),
  power(
    '3C',
    'has_stocks_and_bonds_power',
    'Stocks and bonds',
    'to buy, sell and exchange stocks, bonds, mutual funds and other securities, and to exercise the rights that come with them.',
    '206',
  ),
  power(
    '3D',
    'has_commodities_power',
    'Commodities and options',
    'to buy, sell, exchange and settle commodity futures contracts and options.',
    '207',
  ),
  power(
    '3E',
    'has_banking_power',
    'Banks and other financial institutions',
    'to open, continue and close accounts, write and endorse checks, make deposits and withdrawals, and use safe deposit boxes.',
    '208',
  ),
  power(
    '3F',
    'has_business_operating_power',
    'Operation of an entity or business',
    'to operate, buy, sell, enlarge, reduce or end any business or interest in an entity, and to exercise my rights as an owner.',
    '209',
  ),
  power(
    '3G',
    'has_insurance_power',
    'Insurance and annuities',
    'to buy, continue, change, borrow against and surrender insurance policies and annuities, and to collect their proceeds.',
    '210',
  ),
  power(
    '3H',
    'has_estate_power',
    'Estates, trusts and other beneficial interests',
    'to accept, receive, disclaim and act on any interest I have in an estate, trust or other beneficial arrangement.',
    '211',
  ),
  power(
    '3I',
    'has_claims_and_litigation_power',
    'Claims and litigation',
    'to bring, defend, settle and appeal claims and lawsuits for me, and to hire lawyers for them.',
    '212',
  ),
  power(
    '3J',
    'has_personal_and_family_maintenance_power',
    'Personal and family maintenance',
    'to keep up my customary standard of living and that of the people I support, including their housing, food, education and medical care.',
    '213',
  ),
  power(
    '3K',
    'has_government_benefits_power',
    'Benefits from governmental programs or civil or military service',
    'to apply for, collect and manage Social Security, Medicare, Medicaid, veterans and other government benefits.',
    '214',
  ),
  power(
    '3L',
    'has_retirement_plans_power',
    'Retirement plans',
    'to contribute to, roll over, withdraw from and choose the form of payment of my retirement plans and accounts.',
    '215',
  ),
  power(
    '3M',
    'has_tax_power',
    'Taxes',
    'to prepare, sign and file tax returns, pay taxes and deal with every taxing authority for me.',
    '216',
  ),
  power(
    '3N',
    'has_digital_assets_power',
    'Digital assets',
    'to access, manage, copy and close my digital accounts and the content of my electronic communications.',
    '201 as amended by the Revised Uniform Fiduciary Access to Digital Assets Act',
  ),
  power(
    '3O',
    'has_healthcare_bills_power',
    'Health care bills',
    'to pay, dispute and settle bills for my health care, and to deal with insurers about them.',
    null,
  ),
  power(
    '3P',
    'has_fiduciary_power',
    'Fiduciary powers',
    'to exercise fiduciary powers I hold, as far as the instrument giving them allows.',
    '201(a)(6)',
  ),
  power(
    '3Q',
    'has_delegation_power',
    'Delegation of authority',
    'to delegate authority granted under this power of attorney to another person.',
    '201(a)(5)',
  ),
  power(
    '3S',
    'has_real_estate_management_power',
    'Management of real estate to be recorded',
    'to sign and record deeds and other instruments about real estate in the public records, for which this document may be recorded.',
    null,
  ),
];

/** The gift, profit and compensation steps that follow the powers (sections 3T-3X). */
export const DFPOA_GIFT_SECTIONS = ['3T', '3U', '3V', '3W', '3X'] as const;
