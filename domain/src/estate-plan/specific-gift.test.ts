import {
  giftLapseText,
  giftRecipientsText,
  SpecificGiftSchema,
  TRUST_GIFT_LAPSE,
  WILL_GIFT_LAPSE,
} from './specific-gift';

describe('specific gifts', () => {
  it('reads a gift saved to one recipient as one whole portion', () => {
    expect(
      SpecificGiftSchema.parse({ description: 'My piano', recipientName: 'Luis Diaz' }),
    ).toEqual({
      propertyId: 'my-piano',
      description: 'My piano',
      portions: [{ recipientName: 'Luis Diaz', charitableGiftId: null, percent: 100 }],
      backupRecipientName: null,
    });
  });

  it('says where a gift goes when its recipient is gone: the backup, else the residue', () => {
    const gift = SpecificGiftSchema.parse({ description: 'My piano', recipientName: 'Luis Diaz' });
    expect(giftLapseText(gift, WILL_GIFT_LAPSE)).toBe(
      'If Luis Diaz does not survive me, this gift becomes part of my residuary estate.',
    );
    expect(giftLapseText({ ...gift, backupRecipientName: 'Ana Diaz' }, TRUST_GIFT_LAPSE)).toBe(
      'If Luis Diaz is not living when it is distributed, this gift passes to Ana Diaz, or if Ana Diaz is not living then either, it becomes part of the remaining trust property.',
    );
  });

  it('says who receives it, in shares when the gift is split', () => {
    const gift = (portions: { recipientName: string; percent: number }[]) =>
      SpecificGiftSchema.parse({ propertyId: 'cabin', description: 'My cabin', portions });
    expect(giftRecipientsText(gift([{ recipientName: 'Marta Diaz', percent: 100 }]))).toBe(
      'to Marta Diaz',
    );
    expect(
      giftRecipientsText(
        gift([
          { recipientName: 'Marta Diaz', percent: 50 },
          { recipientName: 'Sofia Diaz', percent: 30 },
          { recipientName: 'River Conservancy', percent: 20 },
        ]),
      ),
    ).toBe('in shares: 50% to Marta Diaz, 30% to Sofia Diaz and 20% to River Conservancy');
  });
});
