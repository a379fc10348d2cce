import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles';

export const StaffRoleSchema = z.enum(STAFF_ROLES);
