import { isUnsupportedBrowser, UNSUPPORTED_BROWSER_MESSAGE } from '@bequest/sdk';
import { useState } from 'react';

const DISMISSED = 'old-browser-warning-dismissed';

/** The warning for Internet Explorer, legacy Edge and Opera Mini (platform-core.md 2.15). */
export const OldBrowserBanner = () => {
  const [shown, setShown] = useState(
    () => isUnsupportedBrowser(navigator.userAgent) && !sessionStorage.getItem(DISMISSED),
  );
  if (!shown) return null;
  return (
    <div className="old-browser" role="alert">
      <p>{UNSUPPORTED_BROWSER_MESSAGE}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          sessionStorage.setItem(DISMISSED, 'true');
          setShown(false);
        }}
      >
        Continue anyway
      </button>
    </div>
  );
};
