import { beforeEach, describe, expect, it } from '@jest/globals';
import type { ReceivingDetailsBook } from '../../ports/stock-gifts.port';
import { secondsAfter, T0 } from './fixed-time';
import { RECEIVING } from './sample-gifts';

/** What ReceivingDetailsBook promises, for a book that starts empty on each `setUp`. */
export const receivingDetailsContract = (setUp: () => Promise<ReceivingDetailsBook>): void =>
  describe('ReceivingDetailsBook contract', () => {
    let book: ReceivingDetailsBook;
    beforeEach(async () => {
      book = await setUp();
    });

    it('answers the details saved for an EIN, and none for another', async () => {
      await book.save('94-1156365', RECEIVING, T0);
      expect(await book.byEin('94-1156365')).toEqual(RECEIVING);
      expect(await book.byEin('12-3456789')).toBeNull();
    });

    it('answers the details saved last', async () => {
      await book.save('94-1156365', RECEIVING, T0);
      const moved = { ...RECEIVING, dtcNumber: '0226' };
      await book.save('94-1156365', moved, secondsAfter(60));
      expect(await book.byEin('94-1156365')).toEqual(moved);
    });
  });
