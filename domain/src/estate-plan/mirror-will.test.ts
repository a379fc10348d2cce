import { EstatePlanSchema } from './estate-plan';
import { mirrorWill } from './mirror-will';

const rosa = { first: 'Rosa', middle: '', last: 'Diaz' };
const luis = { first: 'Luis', middle: '', last: 'Diaz' };

describe('the mirror will (documents.md 3.1, 7.5)', () => {
  const plan = EstatePlanSchema.parse({
    randId: 'w1',
    planType: 'WILL',
    hasMirror: true,
    spouse: { fullName: luis },
    executors: [{ fullName: luis }, { fullName: { first: 'Elena', last: 'Ruiz' } }],
    residuaryBeneficiaries: [
      { level: 'NUMBER_1', name: 'Luis Diaz', allocationPercent: 90 },
      { level: 'NUMBER_1', name: 'Harbor Food Bank', allocationPercent: 10 },
    ],
    specificGifts: [{ description: 'my piano', recipientName: 'Luis Diaz' }],
  });

  it('is the spouse’s will, giving to the owner what the owner gave to the spouse', () => {
    const mirror = mirrorWill(plan, rosa);
    expect(mirror?.testator).toEqual(luis);
    expect(mirror?.plan.spouse).toEqual({ fullName: rosa });
    expect(mirror?.plan.executors.map((e) => e.fullName.first)).toEqual(['Rosa', 'Elena']);
    expect(mirror?.plan.residuaryBeneficiaries.map((b) => b.name)).toEqual([
      'Rosa Diaz',
      'Harbor Food Bank',
    ]);
    expect(mirror?.plan.specificGifts[0]?.portions[0]?.recipientName).toBe('Rosa Diaz');
  });

  it('does not exist without hasMirror or a spouse', () => {
    expect(mirrorWill({ ...plan, hasMirror: false }, rosa)).toBeNull();
    expect(mirrorWill({ ...plan, spouse: null }, rosa)).toBeNull();
  });
});
