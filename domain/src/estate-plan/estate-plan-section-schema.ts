import { z } from 'zod';
import { ESTATE_PLAN_REFERRERS, ESTATE_PLAN_SECTIONS } from './estate-plan-section';

// Kept apart from estate-plan-section.ts, whose section orders the web app's first load reads
// without zod (issue 21).
export const EstatePlanSectionSchema = z.enum(ESTATE_PLAN_SECTIONS);
export const EstatePlanReferrerSchema = z.enum(ESTATE_PLAN_REFERRERS);
