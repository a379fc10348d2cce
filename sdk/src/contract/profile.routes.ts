import { AttorneyConsultMetadataSchema, ProductPackageEventSchema } from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';
import {
  AcceptTermsBodySchema,
  AttorneyConsultBodySchema,
  CreateProfileBodySchema,
  CurrentUserViewSchema,
  PrintAndMailBodySchema,
  ProfileIdParamsSchema,
  ProfileViewSchema,
  SavePackageTypeBodySchema,
  UpdateHouseholdBodySchema,
  UpdateProfileBodySchema,
} from './schemas';

const NOT_FOUND = { status: 404, code: 'REQUEST.NOT_FOUND' } as const;
const STALE = { status: 409, code: 'REQUEST.STALE_WRITE' } as const;
const PACKAGE_ERRORS = [
  { status: 409, code: 'PACKAGE.NONE' },
  { status: 422, code: 'PACKAGE.INVALID_DETAILS' },
] as const;

/** Profiles, the household, plans and product package events (platform-core.md 4.9-4.14, 7). */
export const profileRoutes = {
  createProfile: route({
    method: 'POST',
    path: '/profiles',
    summary: 'Create profile; a full name already in the account is refused',
    auth: 'session',
    idempotent: true,
    body: CreateProfileBodySchema,
    response: ProfileViewSchema,
    errors: [
      { status: 409, code: 'PROFILE.DUPLICATE_NAME' },
      { status: 403, code: 'PROFILE.NOT_ALLOWED' },
    ],
  }),
  updateProfile: route({
    method: 'PATCH',
    path: '/profiles/:profileId',
    summary: 'Update profile fields, naming the version that was edited',
    auth: 'session',
    params: ProfileIdParamsSchema,
    body: UpdateProfileBodySchema,
    response: ProfileViewSchema,
    errors: [NOT_FOUND, STALE, { status: 422, code: 'PROFILE.UNDER_AGE' }],
  }),
  stopContactSharing: route({
    method: 'DELETE',
    path: '/profiles/:profileId/contact-sharing/:organizationId',
    summary:
      "Withdraw a nonprofit's permission to receive the profile's contact details (orgsAllowedToGetContactDetails)",
    auth: 'session',
    params: ProfileIdParamsSchema.extend({ organizationId: z.string().min(1).max(100) }),
    response: ProfileViewSchema,
    errors: [NOT_FOUND, STALE],
  }),
  getGiftProgramDetails: route({
    method: 'GET',
    path: '/profiles/:profileId/gift-program-details',
    summary:
      'The gift programs of a profile of the account: one entry per nonprofit the person gives to, with its EIN and legal name, each gift to it (kind stock_gift, qcd or daf; id; state; last change) and the state and time of the gift that changed last (ADR 0019)',
    auth: 'session',
    params: ProfileIdParamsSchema,
    response: z.array(z.record(z.string(), z.unknown())),
    errors: [NOT_FOUND],
  }),
  updateHousehold: route({
    method: 'PUT',
    path: '/household',
    summary: 'Update household: the owner, the second member and the joint-trust flag',
    auth: 'session',
    body: UpdateHouseholdBodySchema,
    response: CurrentUserViewSchema,
    errors: [STALE, { status: 422, code: 'PROFILE.UNDER_AGE' }],
  }),
  savePackageType: route({
    method: 'PUT',
    path: '/me/package-type',
    summary: 'Save the chosen package type on the active profile',
    auth: 'session',
    body: SavePackageTypeBodySchema,
    response: ProfileViewSchema,
    errors: [STALE],
  }),
  acceptTerms: route({
    method: 'PUT',
    path: '/me/terms',
    summary:
      "Accept the current terms for the active profile or another of the account's profiles (the household's second member), and optionally share contact details with a partner",
    auth: 'session',
    body: AcceptTermsBodySchema,
    response: ProfileViewSchema,
    errors: [NOT_FOUND, STALE],
  }),
  updateAttorneyConsult: route({
    method: 'PUT',
    path: '/me/attorney-consult',
    summary: 'Record an attorney consultation request, or "Not Interested"',
    auth: 'session',
    body: AttorneyConsultBodySchema,
    response: AttorneyConsultMetadataSchema,
    errors: [STALE, { status: 403, code: 'ATTORNEY_CONSULT.NOT_ELIGIBLE' }],
  }),
  attorneyConsultLearnMore: route({
    method: 'POST',
    path: '/me/attorney-consult/learn-more',
    summary: 'Log that the consultation banner’s "Learn More" was clicked',
    auth: 'session',
    body: AttorneyConsultBodySchema.pick({ pageRoute: true }).default({}),
    response: z.object({ logged: z.literal(true) }),
  }),
  listPackageEvents: route({
    method: 'GET',
    path: '/me/package-events',
    summary: "The active profile's product package events, newest first",
    auth: 'session',
    response: z.array(ProductPackageEventSchema),
  }),
  skipStrategistCall: route({
    method: 'POST',
    path: '/me/package-events/skip-strategist-call',
    summary: 'Skip the strategist call',
    auth: 'session',
    response: ProductPackageEventSchema,
    errors: [...PACKAGE_ERRORS],
  }),
  sendDocumentsToStrategist: route({
    method: 'POST',
    path: '/me/package-events/strategist-call',
    summary: 'Send the documents to the strategist after the scheduling page opened',
    auth: 'session',
    response: ProductPackageEventSchema,
    errors: [...PACKAGE_ERRORS],
  }),
  requestPrintAndMail: route({
    method: 'POST',
    path: '/me/package-events/print-and-mail',
    summary: 'Request the documents by mail to an address',
    auth: 'session',
    idempotent: true,
    body: PrintAndMailBodySchema,
    response: ProductPackageEventSchema,
    errors: [...PACKAGE_ERRORS],
  }),
} as const;
