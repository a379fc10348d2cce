import { checkAnswer } from './contract-answers';

const health = { method: 'GET', path: '/v2/health', contentType: 'application/json' };

describe('checkAnswer', () => {
  it('passes an answer its route’s response schema parses', () => {
    expect(() => checkAnswer({ ...health, status: 200, body: { status: 'ok' } })).not.toThrow();
  });

  it('refuses an answer the schema refuses, or with a field the schema does not know', () => {
    expect(() => checkAnswer({ ...health, status: 200, body: { status: 'down' } })).toThrow(
      /getHealth answered 200 outside its contract/,
    );
    expect(() =>
      checkAnswer({ ...health, status: 200, body: { status: 'ok', uptime: 1 } }),
    ).toThrow('getHealth answered 200 with fields its contract lacks: getHealth.uptime');
  });

  it('finds the route by method and path, its parameters filled in', () => {
    const sent = {
      method: 'POST',
      path: '/email/estate_plan/abc',
      contentType: 'application/json',
    };
    expect(() => checkAnswer({ ...sent, status: 200, body: { success: true } })).not.toThrow();
    expect(() => checkAnswer({ ...sent, status: 200, body: {} })).toThrow(/emailEstatePlanByPost/);
  });

  it('refuses a PDF route’s answer that is not a PDF', () => {
    const will = { method: 'GET', path: '/will.pdf', body: {} };
    expect(() =>
      checkAnswer({ ...will, status: 200, contentType: 'application/pdf' }),
    ).not.toThrow();
    expect(() => checkAnswer({ ...will, status: 200, contentType: 'application/json' })).toThrow(
      'downloadWill answered 200 with application/json, not a PDF',
    );
  });

  it('passes errors, and paths outside the contract', () => {
    expect(() => checkAnswer({ ...health, status: 503, body: { status: 'down' } })).not.toThrow();
    expect(() =>
      checkAnswer({ ...health, path: '/v2/health/ready', status: 200, body: { status: 'ready' } }),
    ).not.toThrow();
  });
});
