import {
  AssetDraftSchema,
  BeneficiaryPlanSchema,
  NonProbateAssetSchema,
  NonProbateBeneficiarySchema,
  NonProbatePlanSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { byPost } from './by-post';
import { DocumentFileQuerySchema, DocumentFileSchema } from './document-file.routes';
import { route } from './route';

/** The plan with its assets in the page's order, and whether it is complete (giving 2.2, 4.5). */
export const BeneficiaryPlanViewSchema = BeneficiaryPlanSchema.extend({ isComplete: z.boolean() });
/** An asset with its plan embedded (giving 4.2). */
export const AssetViewSchema = NonProbateAssetSchema.extend({
  nonProbatePlan: NonProbatePlanSchema,
});

const AssetParamsSchema = z.object({ assetId: z.string().min(1).max(100) });

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const OFF = { status: 403, code: 'BENEFICIARY_PLAN.OFF' } as const;
const STALE = { status: 409, code: 'REQUEST.STALE_WRITE' } as const;

const emailBeneficiaryPlan = route({
  method: 'GET',
  path: '/email/beneficiary-plan',
  summary: 'E-mail the Beneficiary Plan summary as an attachment',
  auth: 'session',
  response: z.object({ success: z.literal(true) }),
  errors: [
    NOT_FOUND,
    { status: 403, code: 'DOCUMENT.EMAILS_DISABLED' },
    { status: 403, code: 'DOCUMENT.VERIFY_EMAIL' },
  ],
  prefixed: false,
});

/** The active profile's beneficiary plan (giving-and-beneficiaries.md 4.2-4.7, 7.1-7.2). */
export const beneficiaryPlanRoutes = {
  getBeneficiaryPlan: route({
    method: 'GET',
    path: '/me/beneficiary-plan',
    summary: 'The beneficiary plan with its assets (404 when none is started)',
    auth: 'session',
    response: BeneficiaryPlanViewSchema,
    errors: [NOT_FOUND, OFF],
  }),
  updateBeneficiaryPlan: route({
    method: 'PATCH',
    path: '/me/beneficiary-plan',
    summary:
      'Answer the opt-in: may the nonprofits named (and partnerOrgId) know who the person is (giving 4.7)',
    auth: 'session',
    body: z.object({
      hasPermissionToShareInfo: z.boolean(),
      partnerOrgId: z.string().min(1).max(100).nullish(),
    }),
    response: BeneficiaryPlanViewSchema,
    errors: [NOT_FOUND, OFF, STALE],
  }),
  createAsset: route({
    method: 'POST',
    path: '/me/beneficiary-plan/assets',
    summary: 'Add a non-probate asset; the first starts the plan with the referring partner',
    auth: 'session',
    idempotent: true,
    body: AssetDraftSchema.extend({ refOrgId: z.string().max(100).nullish() }).prefault({}),
    response: AssetViewSchema,
    errors: [OFF, STALE],
  }),
  getAsset: route({
    method: 'GET',
    path: '/me/beneficiary-plan/assets/:assetId',
    summary: 'One asset of the plan',
    auth: 'session',
    params: AssetParamsSchema,
    response: AssetViewSchema,
    errors: [NOT_FOUND, OFF],
  }),
  updateAsset: route({
    method: 'PUT',
    path: '/me/beneficiary-plan/assets/:assetId',
    summary: 'Change an asset’s details; the form’s rules of giving 5.1 apply',
    auth: 'session',
    params: AssetParamsSchema,
    body: AssetDraftSchema.prefault({}),
    response: AssetViewSchema,
    errors: [NOT_FOUND, OFF, STALE],
  }),
  deleteAsset: route({
    method: 'DELETE',
    path: '/me/beneficiary-plan/assets/:assetId',
    summary: 'Remove an asset; answers the plan',
    auth: 'session',
    params: AssetParamsSchema,
    response: BeneficiaryPlanViewSchema,
    errors: [NOT_FOUND, OFF, STALE],
  }),
  finalizeAsset: route({
    method: 'POST',
    path: '/me/beneficiary-plan/assets/:assetId/finalization',
    summary: 'The institution has the beneficiaries: the asset is up to date',
    auth: 'session',
    params: AssetParamsSchema,
    body: z
      .object({ status: z.string().min(1).max(50).default('UPDATED') })
      .default({ status: 'UPDATED' }),
    response: AssetViewSchema,
    errors: [NOT_FOUND, OFF, STALE],
  }),
  replaceBeneficiaries: route({
    method: 'PUT',
    path: '/me/beneficiary-plan/assets/:assetId/beneficiaries',
    summary: 'Replace an asset’s beneficiaries; each level must total exactly 100%',
    auth: 'session',
    params: AssetParamsSchema,
    body: z.object({ beneficiaries: z.array(NonProbateBeneficiarySchema).max(50) }),
    response: AssetViewSchema,
    errors: [NOT_FOUND, OFF, STALE],
  }),
  downloadBeneficiaryPlan: route({
    method: 'GET',
    path: '/beneficiary-plan.pdf',
    summary: 'The Beneficiary Plan summary as a PDF',
    auth: 'session',
    query: DocumentFileQuerySchema,
    response: DocumentFileSchema,
    errors: [NOT_FOUND, { status: 403, code: 'DOCUMENT.DOWNLOAD_DISABLED' }],
    prefixed: false,
    produces: 'pdf',
  }),
  emailBeneficiaryPlan,
  emailBeneficiaryPlanByPost: byPost(emailBeneficiaryPlan),
} as const;
