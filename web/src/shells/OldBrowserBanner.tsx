import { unsupportedBrowserMessage, unsupportedBrowserName } from '@bequest/sdk';
import { useState } from 'react';

const DISMISSED = 'old-browser-warning-dismissed';

/** The warning for Internet Explorer, legacy Edge and Opera Mini (platform-core.md 2.15). */
export const OldBrowserBanner = () => {
  const [browserName, setBrowserName] = useState(() =>
    sessionStorage.getItem(DISMISSED) ? null : unsupportedBrowserName(navigator.userAgent),
  );
  if (!browserName) return null;
  return (
    <div className="old-browser" role="alert">
      <p>{unsupportedBrowserMessage(browserName)}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          sessionStorage.setItem(DISMISSED, 'true');
          setBrowserName(null);
        }}
      >
        Continue anyway
      </button>
    </div>
  );
};
