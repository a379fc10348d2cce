import { reportApiFailure, reportError, reportUncaughtErrors, startSending } from './report-error';

describe('the page’s error reports (issue 31)', () => {
  it('keeps what comes before the service starts, then sends it first, with the API’s request id', () => {
    const sent: [unknown, object][] = [];
    const early = new Error('early');
    reportError(early);
    reportApiFailure('getCurrentUser', {
      status: 500,
      error: { code: 'UNEXPECTED', message: 'Something went wrong', requestId: 'req-7' },
    });
    // A refusal and an outage are not errors of the product.
    reportApiFailure('logIn', { status: 401, error: { code: 'AUTH.INVALID', message: 'No' } });
    reportApiFailure('getCurrentUser', {
      status: 503,
      error: { code: 'SERVICE.UNAVAILABLE', message: 'Later' },
    });
    startSending((error, tags) => sent.push([error, tags]));
    reportUncaughtErrors(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught') }));

    expect(sent.map(([error, tags]) => [(error as Error).message, tags])).toEqual([
      ['early', {}],
      ['getCurrentUser answered 500 UNEXPECTED', { route: 'getCurrentUser', requestId: 'req-7' }],
      ['uncaught', {}],
    ]);
  });
});
