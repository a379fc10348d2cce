import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * "Current page: {title}" for screen readers after each navigation (platform-core.md 2.15),
 * with focus moved to the main content so keyboard users start at the top of the new page.
 */
export const PageAnnouncer = () => {
  const location = useLocation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setMessage(`Current page: ${document.title}`);
      document.getElementById('main')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {message}
    </p>
  );
};
