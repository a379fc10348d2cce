import { useTenant } from '@bequest/sdk/react';
import { useEffect } from 'react';
import { startSending } from './report-error';

/**
 * Starts sending the page's error reports once the tenant names where to (issue 31); renders
 * nothing. The service's code loads only then.
 */
export const ErrorReporting = () => {
  const settings = useTenant().data?.errorReporting;
  useEffect(() => {
    if (settings)
      void import('./sentry-sink').then(({ sentrySink }) => startSending(sentrySink(settings)));
  }, [settings]);
  return null;
};
