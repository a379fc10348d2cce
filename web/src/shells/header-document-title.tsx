import { headerDocumentTitlePlacement } from '@bequest/sdk/app';
import { useTenant } from '@bequest/sdk/react';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useFeatureFlags } from '../tenant/use-tenant';

/** The widths styles/layout.css calls wide: over 40 rem. */
const WIDE = '(min-width: 40.0625rem)';

const subscribeToWidth = (listener: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
/** Wide unless the browser says otherwise (a test DOM without media queries is wide). */
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;

/**
 * A wizard's document title (documents.md 2.6). With the updated UX it sits in the site header
 * (platform-core.md 2.13: "with the updated UX on desktop the header shows the document title";
 * ADR 0030): on wide screens, and with the second slice on phones too; elsewhere, and without the
 * updated UX, at the top of the page as before. One title at a time, never both.
 */
export const DocumentTitle = ({ title }: { readonly title: string }) => {
  const flags = useFeatureFlags();
  const branding = useTenant().data?.configuration.branding;
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  const [header, setHeader] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setHeader(document.querySelector<HTMLElement>('.site-header')), []);
  const placement = branding ? headerDocumentTitlePlacement(flags, branding) : 'hidden';
  const inHeader =
    header !== null && (placement === 'every-width' || (placement === 'wide-screens' && wide));
  if (!inHeader) return <p className="wizard-title">{title}</p>;
  return createPortal(
    <p className={`site-header__title site-header__title--${placement}`}>{title}</p>,
    header,
  );
};
