import { scrubErrorEvent, withoutPersonalText } from '.';

describe('error reports without personal data (issue 31)', () => {
  it.each([
    ['Profile of Ana Li (ana.li@example.com) failed', 'Profile of [name] ([email]) failed'],
    ['birth date 01/15/1980 is invalid', 'birth date [date] is invalid'],
    ['born 1980-01-15', 'born [date]'],
    ['Cannot save "Ana" for you', 'Cannot save [text] for you'],
    [
      "Cannot read properties of undefined (reading 'id')",
      'Cannot read properties of undefined (reading [text])',
    ],
    ['GET /v2/me?email=ana%40example.com#x', 'GET /v2/me?[query]'],
    [
      'https://bequest.example/reset?code=abc failed',
      'https://bequest.example/reset?[query] failed',
    ],
    ['Mary Ann O’Neil-Smith signed', '[name] signed'],
    ['Jean-Luc M. Picard', '[name]'],
    ['relation "account" does not exist', 'relation [text] does not exist'],
    ['Unexpected error in the will renderer', 'Unexpected error in the will renderer'],
  ])('%s → %s', (text, kept) => {
    expect(withoutPersonalText(text)).toBe(kept);
  });

  it('keeps the event’s shape and what ties it to its log, and drops the rest', () => {
    const scrubbed = scrubErrorEvent({
      event_id: 'e1',
      level: 'error',
      message: 'Saving Ana Li failed',
      transaction: '/will.pdf?email=ana@example.com',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'ana@example.com born 01/15/1980',
            stacktrace: {
              frames: [
                {
                  filename: '/app/dist/will.js',
                  function: 'save',
                  lineno: 3,
                  vars: { name: 'Ana' },
                },
              ],
            },
          },
        ],
      },
      request: {
        method: 'POST',
        url: 'http://localhost/v2/me?token=x',
        data: { email: 'ana@example.com' },
        cookies: { token: 'secret' },
        headers: { cookie: 'token=secret' },
      },
      user: { email: 'ana@example.com', ip_address: '10.0.0.1' },
      breadcrumbs: [{ message: 'typed Ana Li' }],
      extra: { profile: { birthDate: '1980-01-15' } },
      contexts: { runtime: { name: 'node' }, state: { name: 'Ana' } },
      tags: { requestId: 'req-1', route: '/v2/me', email: 'ana@example.com' },
    });
    expect(scrubbed).toEqual({
      event_id: 'e1',
      level: 'error',
      message: '[name] failed',
      transaction: '/will.pdf?[query]',
      exception: {
        values: [
          {
            type: 'Error',
            value: '[email] born [date]',
            stacktrace: {
              frames: [{ filename: '/app/dist/will.js', function: 'save', lineno: 3 }],
            },
          },
        ],
      },
      request: { method: 'POST', url: 'http://localhost/v2/me?[query]' },
      contexts: { runtime: { name: 'node' } },
      tags: { requestId: 'req-1', route: '/v2/me' },
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/ana|Ana|1980|secret|10\.0\.0\.1/);
  });
});
