import { WIDGET_HEIGHT_MESSAGE } from '@bequest/sdk/app';
import { useEffect, type RefObject } from 'react';
import { pagePlacement } from '../../browser/frame';

/** Room under the content, so its last line is not flush with the frame's edge. */
const BOTTOM_MARGIN = 24;

/**
 * Inside a frame, tells the parent page how tall `content` is, down to its bottom edge, whenever
 * it changes, so the embed script sizes the frame to it (issue 26); the document's own height
 * would never fall below the frame's. Posted to each origin the nonprofit listed, never to "*":
 * a page elsewhere that framed us anyway learns nothing.
 */
export const useWidgetHeight = (
  content: RefObject<HTMLElement | null>,
  origins: readonly string[] | undefined,
) => {
  useEffect(() => {
    const element = content.current;
    if (!element || !origins?.length || !pagePlacement().inFrame) return;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
      for (const origin of origins)
        window.parent.postMessage(
          { type: WIDGET_HEIGHT_MESSAGE, height: height + BOTTOM_MARGIN },
          origin,
        );
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content, origins]);
};
