import type { StaffRole } from '@bequest/domain';
import { staffRolesOf } from '../contract/route';
import { staffRoutes, type StaffRouteName } from '../contract/staff.routes';
import { createBequestClient, type BequestClient } from './bequest-client';
import type { BequestClientOptions } from './send-call';

/** The typed client of the staff resources (ADR 0022): the console's only way to the product. */
export type StaffClient = Pick<BequestClient, StaffRouteName>;

/**
 * The staff client for the console on the API's origin: the staff session cookie goes along with
 * every call (it is sent to /v2/staff only), with the header every staff call must carry.
 *
 * @example
 * const staff = createStaffClient({ baseUrl: window.location.origin, credentials: 'same-origin' });
 * const page = await staff.listStoredCopies({ query: { email: 'pat@example.org', page: 1 } });
 * if (page.isOk()) console.log(page.value.total);
 */
export const createStaffClient = (options: BequestClientOptions): StaffClient => {
  const client = createBequestClient(options);
  return Object.fromEntries(
    Object.keys(staffRoutes).map((name) => [name, client[name as StaffRouteName]]),
  ) as unknown as StaffClient;
};

/** Whether a staff member in `role` may call the route: what the server checks, for the console's menus. */
export const staffMayCall = (name: StaffRouteName, role: StaffRole): boolean => {
  const roles = staffRolesOf(staffRoutes[name]);
  return roles === null || roles.includes(role);
};
