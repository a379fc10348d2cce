import { fieldErrorsOf } from '../validation/field-errors';
import { DonorAddressSchema, GiftDonorSchema } from './gift-parties';
import {
  electronicSignatureSchema,
  isGiftComplete,
  lotDescription,
  receiptSchema,
  ReceivingDetailsSchema,
  RECEIPT_MESSAGES,
  SIGNATURE_MESSAGES,
  STOCK_GIFT_STEPS_MESSAGES,
  stockGiftMissingSteps,
} from './stock-gift-record';
import { SecurityLotSchema } from './stock-gift';

describe('a stock gift as it is kept (issue 23)', () => {
  const brokerage = {
    firm: 'Vanguard',
    otherFirmName: '',
    accountHolder: 'Maria Lopez',
    accountNumber: '••••6789',
  } as const;

  it('asks for each step a gift still lacks, and for the advisor only on the advisor path', () => {
    expect(stockGiftMissingSteps({ donation: null, brokerage: null, advisor: null })).toEqual({
      donation: STOCK_GIFT_STEPS_MESSAGES.donation,
      brokerage: STOCK_GIFT_STEPS_MESSAGES.brokerage,
    });
    const donation = { lots: [], transferMethod: 'FINANCIAL_ADVISOR' } as const;
    expect(stockGiftMissingSteps({ donation, brokerage, advisor: null })).toEqual({
      advisor: STOCK_GIFT_STEPS_MESSAGES.advisor,
    });
    expect(
      stockGiftMissingSteps({
        donation: { ...donation, transferMethod: 'MANUAL' },
        brokerage,
        advisor: null,
      }),
    ).toEqual({});
  });

  it('takes the donor’s own name as a signature, however spaced or capitalized, with consent', () => {
    const schema = electronicSignatureSchema('Maria Elena Lopez');
    expect(schema.safeParse({ typedName: '  maria  elena LOPEZ ', consent: true }).success).toBe(
      true,
    );
    expect(
      fieldErrorsOf(schema.safeParse({ typedName: 'Maria Lopez', consent: false }).error!.issues),
    ).toEqual({ typedName: SIGNATURE_MESSAGES.typedName, consent: SIGNATURE_MESSAGES.consent });
  });

  it('takes a receipt day up to today only, and the shares of each security', () => {
    const schema = receiptSchema('2026-11-26', ['VTI', 'AAPL']);
    expect(schema.parse({ receivedOn: '2026-11-26', shares: ['10', '2.5'] })).toEqual({
      receivedOn: '2026-11-26',
      shares: [
        { ticker: 'VTI', shares: '10' },
        { ticker: 'AAPL', shares: '2.5' },
      ],
    });
    for (const receivedOn of ['2026-11-27', '2026-02-30', 'yesterday'])
      expect(
        fieldErrorsOf(schema.safeParse({ receivedOn, shares: ['1', '1'] }).error!.issues),
      ).toEqual({ receivedOn: RECEIPT_MESSAGES.receivedOn });
    expect(
      fieldErrorsOf(schema.safeParse({ receivedOn: '2026-11-26', shares: ['1'] }).error!.issues),
    ).toEqual({ shares: RECEIPT_MESSAGES.shares });
  });

  it('reads where a nonprofit receives shares, naming each field at fault', () => {
    const result = ReceivingDetailsSchema.safeParse({
      receivingFirm: 'Charles Schwab',
      dtcNumber: '164',
      accountNumber: '1234-5678',
      accountName: 'San Francisco Food Bank',
      contact: { name: 'Ana Ruiz', email: 'gifts@', phone: '415-555-0100' },
    });
    expect(Object.keys(fieldErrorsOf(result.error!.issues))).toEqual([
      'dtcNumber',
      'contact.email',
    ]);
  });

  it('reads a guest donor’s name, e-mail and US address', () => {
    const donor = GiftDonorSchema.parse({
      fullName: 'Maria Lopez',
      email: ' Maria@Example.com ',
      address: { line1: '1 Main St', city: 'Oakland', state: 'ca', postalCode: '94607' },
    });
    expect(donor.email).toBe('maria@example.com');
    expect(donor.address.state).toBe('CA');
    expect(
      Object.keys(
        fieldErrorsOf(
          DonorAddressSchema.safeParse({ line1: '', city: 'X', state: 'ZZ', postalCode: '1' })
            .error!.issues,
        ),
      ),
    ).toEqual(['line1', 'state', 'postalCode']);
  });

  it('describes each lot as the letters print it', () => {
    const shares = SecurityLotSchema.parse({
      ticker: 'vti',
      quantity: { kind: 'shares', shares: '1' },
    });
    const amount = SecurityLotSchema.parse({
      ticker: 'AAPL',
      quantity: { kind: 'amount', dollars: '$5,000.50' },
    });
    expect([lotDescription(shares), lotDescription(amount)]).toEqual([
      '1 share of VTI',
      '$5,000.50 of AAPL',
    ]);
  });

  it('counts a gift as made once submitted', () => {
    expect(
      (['DRAFT', 'SUBMITTED', 'CONFIRMED', 'CANCELLED'] as const).filter(isGiftComplete),
    ).toEqual(['SUBMITTED', 'CONFIRMED']);
  });
});
