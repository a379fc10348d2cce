import { exemptOrganizationOf } from '../nonprofit-directory/exempt-organization';
import { charityEinsOf, charityOfRecordName, withCharitiesOfRecord } from './charities-of-record';
import { EstatePlanSchema } from './estate-plan';

const foodBank = exemptOrganizationOf({
  EIN: '941156365',
  NAME: 'SAN FRANCISCO FOOD BANK',
  ICO: '',
  STREET: '900 PENNSYLVANIA AVE',
  CITY: 'SAN FRANCISCO',
  STATE: 'CA',
  ZIP: '941073458',
  SUBSECTION: '03',
  DEDUCTIBILITY: '1',
  FOUNDATION: '15',
  NTEE_CD: 'K31',
})._unsafeUnwrap();

const plan = EstatePlanSchema.parse({
  randId: 'w1',
  planType: 'WILL',
  residuaryBeneficiaries: [
    { level: 'NUMBER_1', name: 'Ana Li', allocationPercent: 90 },
    {
      level: 'NUMBER_1',
      name: 'SF Food Bank',
      charitableGiftId: '94-1156365',
      allocationPercent: 10,
    },
    {
      level: 'NUMBER_2',
      name: 'Harbor Food Bank',
      charitableGiftId: 'org-harbor',
      allocationPercent: 100,
    },
  ],
  specificGifts: [
    {
      description: 'My piano',
      portions: [{ recipientName: 'Food bank', charitableGiftId: '94-1156365', percent: 100 }],
    },
  ],
});

describe('charities of the IRS master file in a will (issue 18)', () => {
  it('names one by its legal name, EIN and address', () => {
    expect(charityOfRecordName(foodBank)).toBe(
      'SAN FRANCISCO FOOD BANK (EIN 94-1156365), of 900 PENNSYLVANIA AVE, SAN FRANCISCO, CA 94107-3458',
    );
  });

  it('finds the EINs the gifts were chosen by, once each', () => {
    expect(charityEinsOf(plan)).toEqual(['94-1156365']);
  });

  it('names each gift and share to such a charity so, and leaves the others as typed', () => {
    const named = withCharitiesOfRecord(plan, [foodBank]);
    expect(named.residuaryBeneficiaries.map((share) => share.name)).toEqual([
      'Ana Li',
      charityOfRecordName(foodBank),
      'Harbor Food Bank',
    ]);
    expect(named.specificGifts[0]!.portions[0]!.recipientName).toBe(charityOfRecordName(foodBank));
    expect(withCharitiesOfRecord(plan, [])).toEqual(plan);
  });
});
