import { PostgresReceivingDetails } from '@bequest/adapters';
import { loadSampleOrganizations } from '@bequest/adapters/testing';
import type { TestApp } from './test-app';

/** Where the sample charity receives shares, as staff would set it. */
export const SAMPLE_RECEIVING_DETAILS = {
  receivingFirm: 'Charles Schwab',
  dtcNumber: '0164',
  accountNumber: '1234-5678',
  accountName: 'San Francisco Food Bank Gift Account',
  contact: { name: 'Ana Ruiz', email: 'gifts@sffoodbank.example', phone: '415-555-0100' },
};

/**
 * The San Francisco Food Bank in the test app's directory, set up to receive gifts of stock
 * (ADR 0019): what a stock gift's tests start from.
 */
export const seedStockGiftRecipient = async (testApp: Pick<TestApp, 'orm'>) => {
  await loadSampleOrganizations(testApp.orm.em);
  await new PostgresReceivingDetails(testApp.orm.em).save(
    '94-1156365',
    SAMPLE_RECEIVING_DETAILS,
    new Date(),
  );
};
