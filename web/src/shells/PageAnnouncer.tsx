import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * "Current page: {title}" for screen readers after each navigation (platform-core.md 2.15),
 * with focus moved to the main content so keyboard users start at the top of the new page. The
 * first page keeps the browser's own focus: moving it then could take it from a field someone
 * has already started typing in.
 */
export const PageAnnouncer = () => {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
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
