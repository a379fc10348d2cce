import { CONTRACT } from './contract';
import type { RouteAddress } from './route-address';
import { ROUTE_ADDRESSES } from './route-addresses';
import { staffRoutes } from './staff.routes';

const spelledOut = ({
  method,
  path,
  prefixed = true,
  produces = 'json',
  idempotent = false,
}: RouteAddress) => ({ method, path, prefixed, produces, idempotent });

describe('ROUTE_ADDRESSES', () => {
  it("gives every consumer route the method, path, prefix, format and idempotency of the contract's route", () => {
    const fromContract = Object.fromEntries(
      Object.entries(CONTRACT)
        .filter(([name]) => !Object.hasOwn(staffRoutes, name))
        .map(([name, route]) => [name, spelledOut(route)]),
    );
    const fromTable = Object.fromEntries(
      Object.entries(ROUTE_ADDRESSES).map(([name, address]) => [name, spelledOut(address)]),
    );
    expect(fromTable).toEqual(fromContract);
  });
});
