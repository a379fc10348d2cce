import { useCancelStockGift } from '@bequest/sdk/react';
import { CancelGiftQuestion } from '../giving/CancelGiftQuestion';
import { useGiftFlow } from './stock-gift-flow';

/** Cancelling a gift the nonprofit has not confirmed yet (cancelStockGift), asked twice. */
export const CancelGift = () => {
  const { gift, giftKey, saved, failed } = useGiftFlow();
  const cancelStockGift = useCancelStockGift();
  return (
    <CancelGiftQuestion
      question={`Cancel your gift to ${gift.recipient.legalName}?${gift.status === 'SUBMITTED' ? ' If you already sent the letter, please also ask your brokerage not to act on it.' : ''}`}
      cancel={() => cancelStockGift.mutateAsync({ params: { id: gift.id }, giftKey })}
      cancelled={saved}
      failed={(failure) => failed(failure)}
    />
  );
};
