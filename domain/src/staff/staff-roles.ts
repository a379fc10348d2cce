/**
 * The staff roles (issue 24), each a value of the `staff_role` claim the company's OpenID
 * provider puts in a staff member's ID token. A role grants only its own staff routes; the
 * contract names the roles of each (ADR 0022).
 */
export const STAFF_ROLES = ['support', 'partner_manager', 'fulfilment', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How a role is named to staff and, on the account settings page, to the person. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  support: 'Support',
  partner_manager: 'Partner manager',
  fulfilment: 'Fulfillment',
  admin: 'Administrator',
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
