import { documentEventName, type DocumentKind, type WebAnalyticsEventName } from '@bequest/sdk/app';
import { useBequest } from '@bequest/sdk/react';
import { useCallback } from 'react';
import { anonymousId, mayBeSignedIn, trackingAllowed } from './tracking';

/**
 * Reports an act only the browser sees (ADR 0028): nothing while the browser refuses tracking or
 * opted out; a signed-in person by their session (the signed-in hint says there may be one),
 * anyone else by the browser's random id. A
 * failure to report changes nothing on the page.
 */
export const useTrack = () => {
  const bequest = useBequest();
  return useCallback(
    (name: WebAnalyticsEventName, properties: Record<string, string | number | boolean> = {}) => {
      if (!trackingAllowed()) return;
      void bequest.recordAnalyticsEvent({
        body: { name, properties, ...(!mayBeSignedIn() && { anonymousId: anonymousId() }) },
      });
    },
    [bequest],
  );
};

/** A document's act the browser sees: continue, edit or learn more. */
export const webDocumentEvent = (
  kind: DocumentKind,
  action: 'continue' | 'edit' | 'learn_more',
): WebAnalyticsEventName => documentEventName(kind, action) as WebAnalyticsEventName;
