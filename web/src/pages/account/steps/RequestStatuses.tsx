import {
  useAttorneyConsultRequests,
  usePrintMailRequests,
  useStrategistCalls,
} from '@bequest/sdk/react';

/** "Status of your call: Documents sent…." */
export const statusLine = (of: string, label: string) => `Status of your ${of}: ${label}.`;

const Status = ({ of, label }: { readonly of: string; readonly label?: string }) =>
  label ? <p className="step-status">{statusLine(of, label)}</p> : null;

/** Where the person's newest print-and-mail request is: requested, printed, mailed, delivered. */
export const PrintMailRequestStatus = () => (
  <Status of="request" label={usePrintMailRequests().data?.[0]?.statusLabel} />
);

/** Where the person's newest strategist call is (scheduled, documents sent, held), if any. */
export const useStrategistCallStatus = (): string | null => {
  const label = useStrategistCalls().data?.[0]?.statusLabel;
  return label ? statusLine('call', label) : null;
};

/** Where the person's attorney consultation is: requested, referred to an attorney, contacted. */
export const AttorneyConsultStatus = () => (
  <Status of="attorney consultation" label={useAttorneyConsultRequests().data?.[0]?.statusLabel} />
);
