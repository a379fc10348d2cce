import { WIDGET_HEIGHT_MESSAGE } from '@bequest/sdk/app';
import { useEffect } from 'react';
import { pagePlacement } from '../../browser/frame';

/**
 * Inside a frame, tells the parent page the content's height whenever it changes, so the embed
 * script sizes the frame to it (issue 26). Posted to each origin the nonprofit listed, never to
 * "*": a page elsewhere that framed us anyway learns nothing.
 */
export const useWidgetHeight = (origins: readonly string[] | undefined) => {
  useEffect(() => {
    if (!origins?.length || !pagePlacement().inFrame) return;
    const post = () => {
      const height = document.documentElement.scrollHeight;
      for (const origin of origins)
        window.parent.postMessage({ type: WIDGET_HEIGHT_MESSAGE, height }, origin);
    };
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    post();
    return () => observer.disconnect();
  }, [origins]);
};
