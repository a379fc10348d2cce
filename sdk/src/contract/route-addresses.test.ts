import { CONTRACT } from './contract';
import type { RouteAddress } from './route-address';
import { ROUTE_ADDRESSES } from './route-addresses';

const spelledOut = ({ method, path, prefixed = true, produces = 'json' }: RouteAddress) => ({
  method,
  path,
  prefixed,
  produces,
});

describe('ROUTE_ADDRESSES', () => {
  it("gives every route the method, path, prefix and format of the contract's route", () => {
    const fromContract = Object.fromEntries(
      Object.entries(CONTRACT).map(([name, route]) => [name, spelledOut(route)]),
    );
    const fromTable = Object.fromEntries(
      Object.entries(ROUTE_ADDRESSES).map(([name, address]) => [name, spelledOut(address)]),
    );
    expect(fromTable).toEqual(fromContract);
  });
});
