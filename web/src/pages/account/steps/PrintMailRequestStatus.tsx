import { usePrintMailRequests } from '@bequest/sdk/react';

/** Where the person's newest print-and-mail request is: requested, printed, mailed, delivered. */
export const PrintMailRequestStatus = () => {
  const newest = usePrintMailRequests().data?.[0];
  if (!newest) return null;
  return <p className="step-status">Status of your request: {newest.statusLabel}.</p>;
};
