import { EstatePlanSchema, type UsStateCode } from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';

/**
 * A married Californian with two children, as a new user would enter them: the family the
 * lawyer's review of issue 18 was made with.
 */
const name = (first: string, last = 'Lopez', middle = '') => ({
  fullName: { first, middle, last },
});

export const maria = (state: UsStateCode = 'CA'): RenderedPerson => ({
  ...name('Maria', 'Lopez', 'Elena'),
  state,
  county: 'Los Angeles',
  address: {
    line1: '1200 Ocean Avenue',
    line2: 'Apt 4',
    city: 'Santa Monica',
    postalCode: '90401',
  },
});

export const daniel = (state: UsStateCode = 'CA'): RenderedPerson => ({
  ...maria(state),
  ...name('Daniel'),
});

export const lopezWill = EstatePlanSchema.parse({
  randId: 'lopez-will',
  planType: 'WILL',
  maritalStatus: 'MARRIED',
  spouse: name('Daniel'),
  executors: [name('Daniel'), name('Ana', 'Reyes')],
  children: [
    { ...name('Sofia'), birthDate: '2018-03-02' },
    { ...name('Mateo'), birthDate: '2021-07-19' },
  ],
  guardians: [name('Ana', 'Reyes')],
  custodians: [name('Ana', 'Reyes'), name('Jorge', 'Reyes')],
  specificGifts: [
    {
      description: 'My grandmother’s ring',
      recipientName: 'Sofia Lopez',
      backupRecipientName: 'Mateo Lopez',
    },
  ],
  funeralWishes: { disposition: 'burial', instructions: 'a simple service at St. Monica' },
  hasNoContestClause: true,
  residuaryBeneficiaries: [
    { level: 'NUMBER_1', name: 'Daniel Lopez', allocationPercent: 90 },
    { level: 'NUMBER_1', name: 'Harbor Food Bank', charitableGiftId: 'g1', allocationPercent: 10 },
    { level: 'NUMBER_2', name: 'Sofia Lopez', allocationPercent: 50 },
    { level: 'NUMBER_2', name: 'Mateo Lopez', allocationPercent: 50 },
  ],
});

export const lopezTrust = EstatePlanSchema.parse({
  ...lopezWill,
  randId: 'lopez-trust',
  planType: 'RLT',
  isJoint: true,
  successorTrustees: [name('Ana', 'Reyes'), name('Jorge', 'Reyes')],
  assetTypes: ['home', 'bank_accounts', 'retirement_accounts'],
  residuaryBeneficiaries: [
    { level: 'NUMBER_1', name: 'Sofia Lopez', allocationPercent: 50 },
    { level: 'NUMBER_1', name: 'Mateo Lopez', allocationPercent: 50 },
  ],
});
