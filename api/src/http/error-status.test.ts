import { COMMON_ERROR_CODES, CONTRACT, failuresOf } from '@bequest/sdk/contract';
import { ERROR_STATUS } from './error-status';

describe('ERROR_STATUS', () => {
  const statusOf: Readonly<Record<string, number>> = ERROR_STATUS;

  it('answers each error of the contract with the status its route documents', () => {
    const routeErrors = Object.entries(CONTRACT).flatMap(([name, route]) =>
      route.errors.map((error) => ({ name, ...error })),
    );
    expect(routeErrors.map(({ name, code }) => ({ name, code, status: statusOf[code] }))).toEqual(
      routeErrors,
    );
  });

  it('answers each failure the OpenAPI document lists with the status it lists it under', () => {
    const failures = Object.values(CONTRACT)
      .flatMap(failuresOf)
      .filter(({ code }) => code !== COMMON_ERROR_CODES.unexpected);
    expect(failures.map(({ code }) => ({ code, status: statusOf[code] }))).toEqual(failures);
  });
});
