import { WIDGET_EMBED_PATH, WIDGET_HEIGHT_MESSAGE } from '@bequest/domain';
import type { NextFunction, Request, Response } from 'express';

/**
 * The embed script (issue 26, ADR 0029): put where its script tag is, it inserts the frame of the
 * nonprofit its `data-nonprofit` names, from the origin it was loaded from, and sizes the frame to
 * the height the widget posts, taking it only from that frame and that origin.
 */
const EMBED_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src).origin;
  var frame = document.createElement('iframe');
  frame.src = origin + '/widget/smartgiving/' + encodeURIComponent(script.getAttribute('data-nonprofit') || '');
  frame.title = script.getAttribute('data-title') || 'Ways to give';
  frame.style.width = '100%';
  frame.style.border = '0';
  frame.style.height = '480px';
  script.insertAdjacentElement('afterend', frame);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (data && data.type === '${WIDGET_HEIGHT_MESSAGE}' && typeof data.height === 'number')
      frame.style.height = Math.ceil(data.height) + 'px';
  });
})();
`;

/**
 * Serves the embed script at its versioned path while FW_SGS_WIDGET is on: loaded by other
 * sites, so its resource policy is cross-origin (helmet's same-origin would refuse it).
 */
export const widgetEmbedScript =
  (widgetOn: boolean) => (request: Request, response: Response, next: NextFunction) => {
    if (request.path !== WIDGET_EMBED_PATH || !widgetOn) return next();
    response
      .status(200)
      .type('text/javascript')
      .setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
      .setHeader('Cache-Control', 'public, max-age=300')
      .send(EMBED_SCRIPT);
  };
