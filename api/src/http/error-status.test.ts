import { CONTRACT } from '@bequest/sdk/contract';
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
});
