import { isPersonFacingAction, PERSON_FACING_ACTIONS } from './staff-actions';
import { StaffReasonSchema } from './staff-reason';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES } from './staff-roles';

describe('staff roles, actions and reasons (issue 24)', () => {
  it('knows the four roles, each with its label, and nothing else', () => {
    expect(STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role])).toEqual([
      'Support',
      'Partner manager',
      'Fulfillment',
      'Administrator',
    ]);
    expect(STAFF_ROLES.every(isStaffRole)).toBe(true);
    for (const other of ['Admin', 'consumer', '', null, 3]) expect(isStaffRole(other)).toBe(false);
  });

  it('shows the person only the actions that concern their own account', () => {
    expect(Object.keys(PERSON_FACING_ACTIONS).every(isPersonFacingAction)).toBe(true);
    for (const action of ['people.search', 'storage.search', 'audit.list', 'staff.sign_in'])
      expect(isPersonFacingAction(action)).toBe(false);
  });

  it('requires a reason of 10 to 500 characters, trimmed', () => {
    expect(StaffReasonSchema.parse('  Ticket 4411: the person asked about their will  ')).toBe(
      'Ticket 4411: the person asked about their will',
    );
    for (const reason of [undefined, '', '   short   ', 'x'.repeat(501)])
      expect(StaffReasonSchema.safeParse(reason).success).toBe(false);
    expect(StaffReasonSchema.safeParse('short').error?.issues[0]?.message).toContain(
      'the person will see it',
    );
  });
});
