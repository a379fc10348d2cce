import { headerDocumentTitlePlacement } from '@bequest/sdk/app';
import { useTenant } from '@bequest/sdk/react';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFeatureFlags } from '../tenant/use-tenant';

/**
 * The open document's title in the site header, with the updated UX (platform-core.md 2.13:
 * "with the updated UX on desktop the header shows the document title"; ADR 0030): a wizard
 * renders it into the header, placed beside the logo by styles/layout.css, on wide screens, and
 * with the second slice on phones too. It lives with the wizards, so a visitor's first load
 * carries none of it.
 */
export const HeaderDocumentTitle = ({ title }: { readonly title: string }) => {
  const flags = useFeatureFlags();
  const branding = useTenant().data?.configuration.branding;
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setSlot(document.querySelector<HTMLElement>('.site-header')), []);
  const placement = branding ? headerDocumentTitlePlacement(flags, branding) : 'hidden';
  if (!slot || placement === 'hidden') return null;
  return createPortal(
    <p className={`site-header__title site-header__title--${placement}`}>{title}</p>,
    slot,
  );
};
