import { CheckReadiness } from './check-readiness.use-case';

describe('readiness (issue 20)', () => {
  it('is ready when the database answers, and says what it waits for when it does not', async () => {
    const check = (answers: boolean) =>
      new CheckReadiness({ databaseAnswers: async () => answers }).execute();
    expect(await check(true)).toEqual({ ready: true, waitingFor: [] });
    expect(await check(false)).toEqual({ ready: false, waitingFor: ['database'] });
  });
});
