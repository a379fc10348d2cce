import { useQueryClient } from '@tanstack/react-query';
import { bequestKeys, useBequest } from '@bequest/sdk/react';
import { CancelGiftQuestion } from '../giving/CancelGiftQuestion';
import { useGiftFlow } from './stock-gift-flow';

/** Cancelling a gift the nonprofit has not confirmed yet (cancelStockGift), asked twice. */
export const CancelGift = () => {
  const { gift, giftKey, saved, failed } = useGiftFlow();
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return (
    <CancelGiftQuestion
      question={`Cancel your gift to ${gift.recipient.legalName}?${gift.status === 'SUBMITTED' ? ' If you already sent the letter, please also ask your brokerage not to act on it.' : ''}`}
      cancel={() => bequest.cancelStockGift({ params: { id: gift.id }, giftKey })}
      cancelled={(cancelled) => {
        if (!giftKey)
          void queryClient.invalidateQueries({ queryKey: bequestKeys.gifts.list('stock-gift') });
        saved(cancelled);
      }}
      failed={(failure) => failed(failure)}
    />
  );
};
