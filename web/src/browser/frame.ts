import type { PagePlacement } from '@bequest/sdk/app';
import { useBrowserFact } from './browser-fact';

/**
 * Whether `view` is shown inside a frame, not as the top window (platform-core.md 2.1). A parent
 * on another origin may refuse even the comparison: only a frame does that, so it counts as one.
 */
export const isInFrame = (view: { readonly self: unknown; readonly top: unknown }): boolean => {
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
};

// A page does not move in or out of its frame: asked once, on first use.
let placement: PagePlacement | undefined;

/** Where this app is shown: in the top window or inside another site's frame (ADR 0011). */
export const pagePlacement = (): PagePlacement => (placement ??= { inFrame: isInFrame(window) });

const TOP_WINDOW: PagePlacement = { inFrame: false };
const IN_FRAME: PagePlacement = { inFrame: true };

/** Where this app is shown; a prerendered page is rendered as in the top window (ADR 0017). */
export const usePagePlacement = (): PagePlacement =>
  useBrowserFact(() => pagePlacement().inFrame, false) ? IN_FRAME : TOP_WINDOW;
