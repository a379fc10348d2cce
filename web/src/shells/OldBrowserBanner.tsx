import { unsupportedBrowserMessage, unsupportedBrowserName } from '@bequest/sdk/app';
import { useState } from 'react';
import { useBrowserFact } from '../browser/browser-fact';

const DISMISSED = 'old-browser-warning-dismissed';

/** The warning for Internet Explorer, legacy Edge and Opera Mini (platform-core.md 2.15). */
export const OldBrowserBanner = () => {
  const browserName = useBrowserFact(
    () => (sessionStorage.getItem(DISMISSED) ? null : unsupportedBrowserName(navigator.userAgent)),
    null,
  );
  const [dismissed, setDismissed] = useState(false);
  if (!browserName || dismissed) return null;
  return (
    <div className="old-browser" role="alert">
      <p>{unsupportedBrowserMessage(browserName)}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          sessionStorage.setItem(DISMISSED, 'true');
          setDismissed(true);
        }}
      >
        Continue anyway
      </button>
    </div>
  );
};
