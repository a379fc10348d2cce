// Written by resourcesSource() (sdk/src/contract/resources-source.ts) from the contract:
// do not edit. `RESOURCES_WRITE=1 npx jest src/client/resources.generated.test.ts` writes it.
import type { BequestClient } from './client-types';

/** Each resource of the client: its methods, each the name of the route it calls. */
export const RESOURCE_METHODS = {
  tenant: {
    getHealth: 'getHealth',
    get: 'getTenant',
  },
  account: {
    getStarted: 'getStarted',
    getStartedWithPassword: 'getStartedWithPassword',
    signUp: 'signUp',
    signUpKeepingDocuments: 'signUpKeepingDocuments',
    logIn: 'logIn',
    logOut: 'logOut',
    startSingleSignOn: 'startSingleSignOn',
    completeSingleSignOn: 'completeSingleSignOn',
    sendVerificationEmail: 'sendVerificationEmail',
    verifyEmail: 'verifyEmail',
    requestPasswordReset: 'requestPasswordReset',
    resetPassword: 'resetPassword',
    setPassword: 'setPassword',
    logPasswordDismissal: 'logPasswordDismissal',
    switchProfile: 'switchProfile',
    getCurrentUser: 'getCurrentUser',
  },
  profiles: {
    create: 'createProfile',
    update: 'updateProfile',
    stopContactSharing: 'stopContactSharing',
    getGiftProgramDetails: 'getGiftProgramDetails',
    updateHousehold: 'updateHousehold',
    savePackageType: 'savePackageType',
    acceptTerms: 'acceptTerms',
    updateAttorneyConsult: 'updateAttorneyConsult',
    attorneyConsultLearnMore: 'attorneyConsultLearnMore',
    listPackageEvents: 'listPackageEvents',
    skipStrategistCall: 'skipStrategistCall',
    sendDocumentsToStrategist: 'sendDocumentsToStrategist',
    requestPrintAndMail: 'requestPrintAndMail',
  },
  documents: {
    get: 'getDocument',
    create: 'createDocument',
    update: 'updateDocument',
    notifyNominees: 'notifyNominees',
    spouseHasWill: 'spouseHasWill',
    toggleFinalized: 'toggleDocumentFinalized',
    markSigned: 'markDocumentSigned',
    clearSigning: 'clearDocumentSigning',
    downloadSigningGuide: 'downloadSigningGuide',
    downloadWill: 'downloadWill',
    downloadTrust: 'downloadTrust',
    downloadAhcd: 'downloadAhcd',
    downloadAhcdFromPdfService: 'downloadAhcdFromPdfService',
    downloadDfpoa: 'downloadDfpoa',
    emailEstatePlan: 'emailEstatePlan',
    emailEstatePlanByPost: 'emailEstatePlanByPost',
    emailMirrorEstatePlan: 'emailMirrorEstatePlan',
    emailMirrorEstatePlanByPost: 'emailMirrorEstatePlanByPost',
    emailAhcd: 'emailAhcd',
    emailAhcdByPost: 'emailAhcdByPost',
    emailDfpoa: 'emailDfpoa',
    emailDfpoaByPost: 'emailDfpoaByPost',
  },
  documentReviews: {
    list: 'listDocumentReviews',
    dismiss: 'dismissDocumentReview',
    getYearlyReview: 'getYearlyReview',
    answerYearlyReview: 'answerYearlyReview',
  },
  beneficiaryPlan: {
    get: 'getBeneficiaryPlan',
    update: 'updateBeneficiaryPlan',
    createAsset: 'createAsset',
    getAsset: 'getAsset',
    updateAsset: 'updateAsset',
    deleteAsset: 'deleteAsset',
    finalizeAsset: 'finalizeAsset',
    replaceBeneficiaries: 'replaceBeneficiaries',
    download: 'downloadBeneficiaryPlan',
    email: 'emailBeneficiaryPlan',
    emailByPost: 'emailBeneficiaryPlanByPost',
  },
  trustFunding: {
    get: 'getTrustFunding',
    updateFundingStep: 'updateFundingStep',
    setFundingReminders: 'setFundingReminders',
  },
  fiduciarySharing: {
    share: 'shareWithFiduciary',
    list: 'listFiduciaryShares',
    revoke: 'revokeFiduciaryShare',
    requestSharedDocumentCode: 'requestSharedDocumentCode',
    openSharedDocument: 'openSharedDocument',
  },
  printMail: {
    list: 'listMyPrintMailRequests',
  },
  attorneyConsults: {
    list: 'listMyAttorneyConsultRequests',
  },
  strategistCalls: {
    list: 'listMyStrategistCalls',
  },
  gifts: {
    checkQcd: 'checkQcd',
    estimateShareGift: 'estimateShareGift',
    confirmGift: 'confirmGift',
  },
  stockGifts: {
    start: 'startStockGift',
    list: 'listStockGifts',
    get: 'getStockGift',
    saveStockDonation: 'saveStockDonation',
    saveStockBrokerage: 'saveStockBrokerage',
    saveStockAdvisor: 'saveStockAdvisor',
    sign: 'signStockGift',
    resendLink: 'resendStockGiftLink',
    cancel: 'cancelStockGift',
    getReceipt: 'getStockGiftReceipt',
    confirmReceipt: 'confirmStockGiftReceipt',
    stockGiftLetter: 'stockGiftLetter',
    stockGiftTaxAcknowledgement: 'stockGiftTaxAcknowledgement',
  },
  qcds: {
    start: 'startQcd',
    list: 'listQcds',
    get: 'getQcd',
    save: 'saveQcd',
    saveRmd: 'saveQcdRmd',
    submit: 'submitQcd',
    cancel: 'cancelQcd',
    qcdLetter: 'qcdLetter',
  },
  dafGrants: {
    start: 'startDafGrant',
    list: 'listDafGrants',
    get: 'getDafGrant',
    save: 'saveDafGrant',
    submit: 'submitDafGrant',
    cancel: 'cancelDafGrant',
    dafGrantLetter: 'dafGrantLetter',
  },
  smartGiving: {
    list: 'listSmartGivingPages',
    get: 'getSmartGivingPage',
  },
  reference: {
    getPartnerCustomUrl: 'getPartnerCustomUrl',
    searchNonprofits: 'searchNonprofits',
    getMarketingStats: 'getMarketingStats',
    saveTraffic: 'saveTraffic',
  },
  experiments: {
    get: 'getExperimentArms',
    logExposure: 'logExperimentExposure',
  },
  analytics: {
    recordEvent: 'recordAnalyticsEvent',
    getOptOut: 'getAnalyticsOptOut',
    setOptOut: 'setAnalyticsOptOut',
  },
  clients: {
    list: 'listFirmClients',
    listDocuments: 'listFirmClientDocuments',
    downloadDocument: 'downloadFirmClientDocument',
  },
} as const;

/** The tenant (firm or brand) of the host called, and the API’s health. */
export interface TenantResource {
  /**
   * Whether the API answers.
   *
   * `GET /v2/health`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.tenant.getHealth();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getHealth: BequestClient['getHealth'];
  /**
   * The tenant of the request's host, the configuration a client may see, the feature flags in effect, the remote-notary link and where the browser reports its errors.
   *
   * `GET /v2/tenant`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `TENANT.INVALID_HOSTNAME`, 404 `TENANT.NO_VALID_TENANT`, 404 `TENANT.UNKNOWN_TENANT_ID`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.tenant.get();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getTenant'];
}

/** Signing up, in and out, e-mail verification, passwords and the signed-in person. */
export interface AccountResource {
  /**
   * Get started: a new account without a password yet (code 208), individual or household. An e-mail another account holds answers the same: the new account keeps it without holding it, and the holder is e-mailed instead.
   *
   * `POST /v2/auth/get-started`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 403 `AUTH.START_NOT_ALLOWED`, 422 `PROFILE.UNDER_AGE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.account.getStarted({ body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getStarted: BequestClient['getStarted'];
  /**
   * Get started for a repeat will user, with a password: a known e-mail logs in, a new one is created (isNewUser)
   *
   * `POST /v2/auth/get-started/repeat-will-user`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.INVALID_CREDENTIALS`, 403 `AUTH.START_NOT_ALLOWED`, 422 `PROFILE.UNDER_AGE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.account.getStartedWithPassword({ body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getStartedWithPassword: BequestClient['getStartedWithPassword'];
  /**
   * Sign up with a password: the e-mailed link verifies the address and signs the person in. The answer is the same for an address that already has an account, whose owner is e-mailed instead.
   *
   * `POST /v2/auth/sign-up`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 403 `AUTH.SIGNUP_CLOSED`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.signUp({ body: { email: 'person@example.org', password: 'correct horse battery staple', fullName: 'text', preferredName: 'text', termsAccepted: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly signUp: BequestClient['signUp'];
  /**
   * Sign up from a session that got started without an account: the started account takes the address, password and terms, so its documents stay; the e-mailed link verifies the address. An address that has another account is answered the same, its owner e-mailed, and nothing moves.
   *
   * `POST /v2/auth/sign-up/keeping-documents`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 403 `AUTH.SIGNUP_CLOSED`, 409 `AUTH.ALREADY_REGISTERED`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.signUpKeepingDocuments({ body: { email: 'person@example.org', password: 'correct horse battery staple', fullName: 'text', preferredName: 'text', termsAccepted: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly signUpKeepingDocuments: BequestClient['signUpKeepingDocuments'];
  /**
   * Log in: 200 verified, 207 unverified, 208 no password yet (a link is e-mailed)
   *
   * `POST /v2/auth/log-in`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.INVALID_CREDENTIALS`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.logIn({ body: { email: 'person@example.org', password: 'correct horse battery staple' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly logIn: BequestClient['logIn'];
  /**
   * Log out: the token cookie is expired; under single sign-on, the provider's logout address to visit next.
   *
   * `POST /v2/auth/log-out`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.logOut();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly logOut: BequestClient['logOut'];
  /**
   * Start a sign-in at the tenant's OpenID provider (code flow with PKCE): the address to send the person to.
   *
   * `POST /v2/auth/sso/authorize`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `SSO.NOT_CONFIGURED`, 503 `SSO.PROVIDER_UNAVAILABLE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.startSingleSignOn({ body: { returnPath: '/account' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly startSingleSignOn: BequestClient['startSingleSignOn'];
  /**
   * Finish a sign-in with the provider's answer: the state is checked and used up, the code redeemed, the ID token verified.
   *
   * `POST /v2/auth/sso/callback`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `SSO.NOT_CONFIGURED`, 503 `SSO.PROVIDER_UNAVAILABLE`, 401 `SSO.INVALID_STATE`, 401 `SSO.CODE_REJECTED`, 401 `SSO.TOKEN_INVALID`, 401 `SSO.UNKNOWN_ISSUER`, 401 `SSO.PROVIDER_ERROR`, 409 `SSO.EMAIL_IN_USE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.completeSingleSignOn({ body: { callbackQuery: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly completeSingleSignOn: BequestClient['completeSingleSignOn'];
  /**
   * E-mail a verification link to an unverified account.
   *
   * `POST /v2/auth/verification-email`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.sendVerificationEmail({ body: { email: 'person@example.org', redirectPath: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly sendVerificationEmail: BequestClient['sendVerificationEmail'];
  /**
   * Confirm the e-mail address with the code of the link, and sign in.
   *
   * `POST /v2/auth/verify-email`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 410 `AUTH.LINK_EXPIRED`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.verifyEmail({ body: { code: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly verifyEmail: BequestClient['verifyEmail'];
  /**
   * E-mail a password reset link (the answer never says whether the account exists)
   *
   * `POST /v2/auth/password-reset-request`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.requestPasswordReset({ body: { email: 'person@example.org', redirectPath: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly requestPasswordReset: BequestClient['requestPasswordReset'];
  /**
   * Choose a new password with the code of the link, and sign in.
   *
   * `POST /v2/auth/password-reset`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 410 `AUTH.LINK_EXPIRED`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.resetPassword({ body: { password: 'correct horse battery staple', confirmPassword: 'correct horse battery staple', code: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly resetPassword: BequestClient['resetPassword'];
  /**
   * Set password (criteria of platform-core.md 5); other sessions end.
   *
   * `PUT /v2/auth/password`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `AUTH.INCORRECT_PASSWORD`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.setPassword({ body: { password: 'correct horse battery staple', confirmPassword: 'correct horse battery staple', currentPassword: 'correct horse battery staple' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly setPassword: BequestClient['setPassword'];
  /**
   * Log that password creation was closed without a password (platform-core.md 4.15)
   *
   * `POST /v2/auth/password/dismissals`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.logPasswordDismissal({ body: { origin: 'initial_modal' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly logPasswordDismissal: BequestClient['logPasswordDismissal'];
  /**
   * Set profile id in token: a new token for another profile of the account.
   *
   * `PUT /v2/session/profile`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.switchProfile({ body: { profileId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly switchProfile: BequestClient['switchProfile'];
  /**
   * The current user, its profiles and derived flags.
   *
   * `GET /v2/me`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.account.getCurrentUser();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getCurrentUser: BequestClient['getCurrentUser'];
}

/** The person’s profiles: their details, household, plan (package type), terms and the account page’s steps. */
export interface ProfilesResource {
  /**
   * Create profile; a full name already in the account is refused.
   *
   * `POST /v2/profiles`, called by a person's session. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 409 `PROFILE.DUPLICATE_NAME`, 403 `PROFILE.NOT_ALLOWED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.create({ body: { fullName: 'text', preferredName: 'text', country: 'US', flags: {}, termsAccepted: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly create: BequestClient['createProfile'];
  /**
   * Update profile fields, naming the version that was edited.
   *
   * `PATCH /v2/profiles/:profileId`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `REQUEST.STALE_WRITE`, 422 `PROFILE.UNDER_AGE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.profiles.update({ params: { profileId: 'text' }, body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly update: BequestClient['updateProfile'];
  /**
   * Withdraw a nonprofit's permission to receive the profile's contact details (orgsAllowedToGetContactDetails)
   *
   * `DELETE /v2/profiles/:profileId/contact-sharing/:organizationId`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.stopContactSharing({ params: { profileId: 'text', organizationId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly stopContactSharing: BequestClient['stopContactSharing'];
  /**
   * The gift programs of a profile of the account: one entry per nonprofit the person gives to, with its EIN and legal name, each gift to it (kind stock_gift, qcd or daf; id; state; last change) and the state and time of the gift that changed last (ADR 0019)
   *
   * `GET /v2/profiles/:profileId/gift-program-details`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.getGiftProgramDetails({ params: { profileId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getGiftProgramDetails: BequestClient['getGiftProgramDetails'];
  /**
   * Update household: the owner, the second member and the joint-trust flag.
   *
   * `PUT /v2/household`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 409 `REQUEST.STALE_WRITE`, 422 `PROFILE.UNDER_AGE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.profiles.updateHousehold({ body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly updateHousehold: BequestClient['updateHousehold'];
  /**
   * Save the chosen package type on the active profile.
   *
   * `PUT /v2/me/package-type`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.savePackageType({ body: { version: 1, estatePlanPackageType: 'will_based', clientProductType: 'self_directed' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly savePackageType: BequestClient['savePackageType'];
  /**
   * Accept the current terms for the active profile or another of the account's profiles (the household's second member), and optionally share contact details with a partner.
   *
   * `PUT /v2/me/terms`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.acceptTerms({ body: { version: 1, profileId: 'text', shareInfoWithOrgId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly acceptTerms: BequestClient['acceptTerms'];
  /**
   * Record an attorney consultation request, or "Not Interested".
   *
   * `PUT /v2/me/attorney-consult`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 409 `REQUEST.STALE_WRITE`, 403 `ATTORNEY_CONSULT.NOT_ELIGIBLE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.updateAttorneyConsult({ body: { answer: 'requested', pageRoute: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly updateAttorneyConsult: BequestClient['updateAttorneyConsult'];
  /**
   * Log that the consultation banner’s "Learn More" was clicked.
   *
   * `POST /v2/me/attorney-consult/learn-more`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.attorneyConsultLearnMore({ body: {} });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly attorneyConsultLearnMore: BequestClient['attorneyConsultLearnMore'];
  /**
   * The active profile's product package events, newest first.
   *
   * `GET /v2/me/package-events`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.listPackageEvents();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly listPackageEvents: BequestClient['listPackageEvents'];
  /**
   * Skip the strategist call.
   *
   * `POST /v2/me/package-events/skip-strategist-call`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 409 `PACKAGE.NONE`, 422 `PACKAGE.INVALID_DETAILS`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.skipStrategistCall();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly skipStrategistCall: BequestClient['skipStrategistCall'];
  /**
   * Send the documents to the strategist after the scheduling page opened.
   *
   * `POST /v2/me/package-events/strategist-call`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 409 `PACKAGE.NONE`, 422 `PACKAGE.INVALID_DETAILS`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.sendDocumentsToStrategist();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly sendDocumentsToStrategist: BequestClient['sendDocumentsToStrategist'];
  /**
   * Request the documents by mail to an address.
   *
   * `POST /v2/me/package-events/print-and-mail`, called by a person's session. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 409 `PACKAGE.NONE`, 422 `PACKAGE.INVALID_DETAILS`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.profiles.requestPrintAndMail({ body: { mailingAddress: { address1: 'text', address2: 'text', city: 'text', administrativeArea: 'text', postalCode: 'text', country: 'US' }, confirmed: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly requestPrintAndMail: BequestClient['requestPrintAndMail'];
}

/** The active profile’s documents (will, trust, health care directive, power of attorney): answers, finalizing, signing, files and e-mails. */
export interface DocumentsResource {
  /**
   * A document of the active profile (404 when it has none)
   *
   * `GET /v2/me/documents/:kind`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.get({ params: { kind: 'will' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getDocument'];
  /**
   * Start a document; a trust may be joint, a plan carries its referral.
   *
   * `POST /v2/me/documents/:kind`, called by a person's session. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 409 `DOCUMENT.EXISTS`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.create({ params: { kind: 'will' }, body: { refOrgId: 'text', referrer: 'BEQUEST_PARTNER', isJoint: true, maritalStatus: 'SINGLE', spouse: { fullName: { first: 'text', middle: 'text', last: 'text' } } } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly create: BequestClient['createDocument'];
  /**
   * Change answers and complete a section (forward only); the DFPOA rules of documents.md 5.4-5.5 apply.
   *
   * `PATCH /v2/me/documents/:kind`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.update({ params: { kind: 'will' }, body: { version: 1, changes: {}, completeSection: 'text', reset: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly update: BequestClient['updateDocument'];
  /**
   * Tell the chosen nominees of a finished will or trust by e-mail (documents.md 2.7; tenant nomineeSharing)
   *
   * `POST /v2/me/documents/:kind/nominee-notifications`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `NOMINEE_SHARING.OFF`, 409 `NOMINEE_SHARING.NOT_FINISHED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.notifyNominees({ params: { kind: 'will' }, body: { nomineeIds: ['text'] } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly notifyNominees: BequestClient['notifyNominees'];
  /**
   * Whether the spouse, a profile of the same account, has a will (documents.md 7.1)
   *
   * `GET /v2/me/household/:spouseProfileId/will`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.spouseHasWill({ params: { spouseProfileId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly spouseHasWill: BequestClient['spouseHasWill'];
  /**
   * Mark the document signed or notarized, or undo it (documents.md 4.7)
   *
   * `POST /v2/me/documents/:kind/finalization`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.toggleFinalized({ params: { kind: 'will' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly toggleFinalized: BequestClient['toggleDocumentFinalized'];
  /**
   * Mark the document signed on a day, with its witnesses and notary, as the state’s rule asks (issue 19)
   *
   * `PUT /v2/me/documents/:kind/signing`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.markSigned({ params: { kind: 'will' }, body: { signedOn: 'text', witnesses: [], notary: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly markSigned: BequestClient['markDocumentSigned'];
  /**
   * Forget the signing recorded; the document is no longer finalized.
   *
   * `DELETE /v2/me/documents/:kind/signing`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.clearSigning({ params: { kind: 'will' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly clearSigning: BequestClient['clearDocumentSigning'];
  /**
   * How to sign the document in the profile’s state, as a one-page PDF (issue 19)
   *
   * `GET /v2/me/documents/:kind/signing-guide.pdf`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.downloadSigningGuide({ params: { kind: 'will' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly downloadSigningGuide: BequestClient['downloadSigningGuide'];
  /**
   * The Last Will & Testament as a PDF; mirror=true gives the spouse’s mirror will.
   *
   * `GET /will.pdf`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.DOWNLOAD_DISABLED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.downloadWill();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly downloadWill: BequestClient['downloadWill'];
  /**
   * The Revocable Living Trust with its Pour-Over Wills as a PDF.
   *
   * `GET /rlt.pdf`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.DOWNLOAD_DISABLED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.downloadTrust();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly downloadTrust: BequestClient['downloadTrust'];
  /**
   * The Advance Healthcare Directive as a PDF (the profile needs a state)
   *
   * `GET /advance-healthcare-directive.pdf`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.DOWNLOAD_DISABLED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.downloadAhcd();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly downloadAhcd: BequestClient['downloadAhcd'];
  /**
   * The Advance Healthcare Directive as a PDF, at the PDF service’s path (documents.md 7.4)
   *
   * `GET /pdf/advance_health_care_directives`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.DOWNLOAD_DISABLED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.downloadAhcdFromPdfService();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly downloadAhcdFromPdfService: BequestClient['downloadAhcdFromPdfService'];
  /**
   * The Durable Financial Power of Attorney as a PDF.
   *
   * `GET /pdf/dfpoa`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.DOWNLOAD_DISABLED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.downloadDfpoa();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly downloadDfpoa: BequestClient['downloadDfpoa'];
  /**
   * E-mail the will or trust to the verified account address, as an attachment.
   *
   * `GET /email/estate_plan/:id`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailEstatePlan({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailEstatePlan: BequestClient['emailEstatePlan'];
  /**
   * E-mail the will or trust to the verified account address, as an attachment (by POST)
   *
   * `POST /email/estate_plan/:id`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailEstatePlanByPost({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailEstatePlanByPost: BequestClient['emailEstatePlanByPost'];
  /**
   * E-mail the spouse’s mirror will of the plan as an attachment.
   *
   * `GET /email/estate_plan/:id/mirror`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailMirrorEstatePlan({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailMirrorEstatePlan: BequestClient['emailMirrorEstatePlan'];
  /**
   * E-mail the spouse’s mirror will of the plan as an attachment (by POST)
   *
   * `POST /email/estate_plan/:id/mirror`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailMirrorEstatePlanByPost({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailMirrorEstatePlanByPost: BequestClient['emailMirrorEstatePlanByPost'];
  /**
   * E-mail the Advance Healthcare Directive as an attachment.
   *
   * `GET /email/advance-healthcare-directive`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailAhcd();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailAhcd: BequestClient['emailAhcd'];
  /**
   * E-mail the Advance Healthcare Directive as an attachment (by POST)
   *
   * `POST /email/advance-healthcare-directive`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailAhcdByPost();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailAhcdByPost: BequestClient['emailAhcdByPost'];
  /**
   * E-mail the Durable Financial Power of Attorney as an attachment.
   *
   * `GET /email/financial-power-of-attorney`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailDfpoa();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailDfpoa: BequestClient['emailDfpoa'];
  /**
   * E-mail the Durable Financial Power of Attorney as an attachment (by POST)
   *
   * `POST /email/financial-power-of-attorney`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documents.emailDfpoaByPost();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailDfpoaByPost: BequestClient['emailDfpoaByPost'];
}

/** Documents to review after a life event, and the yearly review. */
export interface DocumentReviewsResource {
  /**
   * The signed-in person's finished documents to review after a move, a marriage or its end: the reason and what to update, oldest first.
   *
   * `GET /v2/me/document-reviews`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documentReviews.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listDocumentReviews'];
  /**
   * I've reviewed this: the flag leaves the person's list.
   *
   * `POST /v2/me/document-reviews/:reviewId/dismissal`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documentReviews.dismiss({ params: { reviewId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly dismiss: BequestClient['dismissDocumentReview'];
  /**
   * Whether the signed-in person's yearly review of their finished documents is due, with its questions.
   *
   * `GET /v2/me/yearly-review`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documentReviews.getYearlyReview();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getYearlyReview: BequestClient['getYearlyReview'];
  /**
   * Answer the yearly review: each yes flags the finished documents it touches; the review is due again in a year.
   *
   * `PUT /v2/me/yearly-review`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.documentReviews.answerYearlyReview({ body: { answers: {} } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly answerYearlyReview: BequestClient['answerYearlyReview'];
}

/** The beneficiary plan: the assets, their beneficiaries and the plan’s PDF. */
export interface BeneficiaryPlanResource {
  /**
   * The beneficiary plan with its assets (404 when none is started)
   *
   * `GET /v2/me/beneficiary-plan`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `BENEFICIARY_PLAN.OFF`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.get();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getBeneficiaryPlan'];
  /**
   * Answer the opt-in: may the nonprofits named (and partnerOrgId) know who the person is (giving 4.7)
   *
   * `PATCH /v2/me/beneficiary-plan`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `BENEFICIARY_PLAN.OFF`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.update({ body: { hasPermissionToShareInfo: true, partnerOrgId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly update: BequestClient['updateBeneficiaryPlan'];
  /**
   * Add a non-probate asset; the first starts the plan with the referring partner.
   *
   * `POST /v2/me/beneficiary-plan/assets`, called by a person's session. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 403 `BENEFICIARY_PLAN.OFF`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.createAsset({ body: {} });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly createAsset: BequestClient['createAsset'];
  /**
   * One asset of the plan.
   *
   * `GET /v2/me/beneficiary-plan/assets/:assetId`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `BENEFICIARY_PLAN.OFF`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.getAsset({ params: { assetId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getAsset: BequestClient['getAsset'];
  /**
   * Change an asset’s details; the form’s rules of giving 5.1 apply.
   *
   * `PUT /v2/me/beneficiary-plan/assets/:assetId`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `BENEFICIARY_PLAN.OFF`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.updateAsset({ params: { assetId: 'text' }, body: {} });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly updateAsset: BequestClient['updateAsset'];
  /**
   * Remove an asset; answers the plan.
   *
   * `DELETE /v2/me/beneficiary-plan/assets/:assetId`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `BENEFICIARY_PLAN.OFF`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.deleteAsset({ params: { assetId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly deleteAsset: BequestClient['deleteAsset'];
  /**
   * The institution has the beneficiaries: the asset is up to date.
   *
   * `POST /v2/me/beneficiary-plan/assets/:assetId/finalization`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `BENEFICIARY_PLAN.OFF`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.finalizeAsset({ params: { assetId: 'text' }, body: { status: 'UPDATED' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly finalizeAsset: BequestClient['finalizeAsset'];
  /**
   * Replace an asset’s beneficiaries; each level must total exactly 100%.
   *
   * `PUT /v2/me/beneficiary-plan/assets/:assetId/beneficiaries`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `BENEFICIARY_PLAN.OFF`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.beneficiaryPlan.replaceBeneficiaries({ params: { assetId: 'text' }, body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly replaceBeneficiaries: BequestClient['replaceBeneficiaries'];
  /**
   * The Beneficiary Plan summary as a PDF.
   *
   * `GET /beneficiary-plan.pdf`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.DOWNLOAD_DISABLED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.download();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly download: BequestClient['downloadBeneficiaryPlan'];
  /**
   * E-mail the Beneficiary Plan summary as an attachment.
   *
   * `GET /email/beneficiary-plan`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.email();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly email: BequestClient['emailBeneficiaryPlan'];
  /**
   * E-mail the Beneficiary Plan summary as an attachment (by POST)
   *
   * `POST /email/beneficiary-plan`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 403 `DOCUMENT.EMAILS_DISABLED`, 403 `DOCUMENT.VERIFY_EMAIL`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.beneficiaryPlan.emailByPost();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly emailByPost: BequestClient['emailBeneficiaryPlanByPost'];
}

/** Funding the living trust: its steps and reminders. */
export interface TrustFundingResource {
  /**
   * The finished trust's funding steps: a deed, a re-registration, a POD/TOD designation or a beneficiary form per asset, each with its status (issue 29)
   *
   * `GET /v2/me/trust-funding`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 409 `TRUST_FUNDING.NOT_FINISHED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.trustFunding.get();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getTrustFunding'];
  /**
   * Mark a funding step not started, in progress, or done on a day (issue 29)
   *
   * `PUT /v2/me/trust-funding/steps/:stepKey`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `TRUST_FUNDING.NOT_FINISHED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.trustFunding.updateFundingStep({ params: { stepKey: 'text' }, body: { status: 'not_started', doneOn: null } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly updateFundingStep: BequestClient['updateFundingStep'];
  /**
   * Turn the funding reminder e-mails off, or on again; they stop by themselves once every step is done (issue 29)
   *
   * `PUT /v2/me/trust-funding/reminders`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `TRUST_FUNDING.NOT_FINISHED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.trustFunding.setFundingReminders({ body: { remindersOn: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly setFundingReminders: BequestClient['setFundingReminders'];
}

/** Documents shared with fiduciaries, and their opening by code. */
export interface FiduciarySharingResource {
  /**
   * Give one nominee of a finished will or trust read-only access to its PDF until a day at most a year away, and e-mail them the link (issue 29)
   *
   * `POST /v2/me/documents/:kind/fiduciary-shares`, called by a person's session. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 404 `REQUEST.NOT_FOUND`, 403 `NOMINEE_SHARING.OFF`, 409 `NOMINEE_SHARING.NOT_FINISHED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.fiduciarySharing.share({ params: { kind: 'will' }, body: { nomineeId: 'text', expiresOn: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly share: BequestClient['shareWithFiduciary'];
  /**
   * The active profile's shares, each with its state and every opening (issue 29)
   *
   * `GET /v2/me/fiduciary-shares`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.fiduciarySharing.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listFiduciaryShares'];
  /**
   * End a share now: its link opens nothing from then on (issue 29)
   *
   * `POST /v2/me/fiduciary-shares/:shareId/revocation`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.fiduciarySharing.revoke({ params: { shareId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly revoke: BequestClient['revokeFiduciaryShare'];
  /**
   * E-mail a one-time code to the address a document was shared with, for the holder of the share's link (issue 29)
   *
   * `POST /v2/shared-documents/code`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `REQUEST.NOT_FOUND`, 410 `FIDUCIARY_SHARE.GONE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.fiduciarySharing.requestSharedDocumentCode({ body: { key: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly requestSharedDocumentCode: BequestClient['requestSharedDocumentCode'];
  /**
   * The shared document's PDF, for the holder of the link with the code e-mailed to the shared address; each opening is logged (issue 29)
   *
   * `POST /v2/shared-documents/document.pdf`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `REQUEST.NOT_FOUND`, 410 `FIDUCIARY_SHARE.GONE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.fiduciarySharing.openSharedDocument({ body: { key: 'text', code: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly openSharedDocument: BequestClient['openSharedDocument'];
}

/** The person’s print-and-mail requests. */
export interface PrintMailResource {
  /**
   * The signed-in person's print-and-mail requests and where each is, newest first.
   *
   * `GET /v2/me/print-mail-requests`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.printMail.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listMyPrintMailRequests'];
}

/** The person’s attorney-consult requests. */
export interface AttorneyConsultsResource {
  /**
   * The signed-in person's attorney-consult requests and where each is, newest first.
   *
   * `GET /v2/me/attorney-consult-requests`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.attorneyConsults.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listMyAttorneyConsultRequests'];
}

/** The person’s strategist calls. */
export interface StrategistCallsResource {
  /**
   * The signed-in person's strategist calls and where each is, newest first.
   *
   * `GET /v2/me/strategist-calls`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.strategistCalls.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listMyStrategistCalls'];
}

/** Checks and estimates before a gift, and a gift’s confirmation. */
export interface GiftsResource {
  /**
   * A planned qualified charitable distribution checked: the charity by EIN in the IRS master file, the rules of 26 U.S.C. § 408(d)(8) field by field, and, given the IRA's prior year-end balance, the year's RMD and how much of it the gift meets.
   *
   * `POST /v2/qcd/check`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.gifts.checkQcd({ body: { birthDate: '1951-04-01', distributionDate: '2026-03-15', amount: '5000', givenEarlierInYear: '0', recipientEin: '12-3456789', priorYearEndBalance: '250000', splitInterest: null } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly checkQcd: BequestClient['checkQcd'];
  /**
   * The donor's estimate of a gift of shares: the day's high and low from the quote service, averaged, times the shares; `unquoted` when there is no quote (the donor types the price)
   *
   * `GET /v2/stock-gifts/estimate`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.gifts.estimateShareGift({ query: { symbol: 'text', shares: 'text', date: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly estimateShareGift: BequestClient['estimateShareGift'];
  /**
   * A donor tells a nonprofit it is already in their will (giving 2.8); the amounts are read by FW_CONDITIONAL_GIFT_INTENT_FIELDS.
   *
   * `POST /v2/gift-confirmations`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `REQUEST.NOT_FOUND`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.gifts.confirmGift({ body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly confirmGift: BequestClient['confirmGift'];
}

/** Gifts of securities: the steps, the signed letter, the receipt. */
export interface StockGiftsResource {
  /**
   * Start a gift of securities to a nonprofit of the IRS master file that receives them: signed in, or as a guest when FW_GUEST_STOCK_GIFT is on (the answer carries the guest key, also e-mailed as a link)
   *
   * `POST /v2/stock-gifts`, called by anyone. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 403 `GIFT.GUESTS_CLOSED`, 404 `REQUEST.NOT_FOUND`, 422 `GIFT.NOT_RECEIVING`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.start({ body: { recipientEin: '94-1156365', donor: { fullName: 'Ada Lovelace', email: 'ada@example.org', address: { line1: '1 Main St', line2: '', city: 'Springfield', state: 'IL', postalCode: '62701' } }, sharesContactDetails: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly start: BequestClient['startStockGift'];
  /**
   * The active profile’s gifts of securities, newest first (/account/stocks)
   *
   * `GET /v2/stock-gifts`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listStockGifts'];
  /**
   * A gift of securities the session or guest key reaches.
   *
   * `GET /v2/stock-gifts/:id`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.get({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getStockGift'];
  /**
   * The donation step: each security (ticker; shares or a dollar amount) and how the shares will move.
   *
   * `PUT /v2/stock-gifts/:id/donation`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.saveStockDonation({ params: { id: 'text' }, body: { lots: [{ ticker: 'VTI', quantity: { kind: 'shares', shares: '10' } }], transferMethod: 'MANUAL' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly saveStockDonation: BequestClient['saveStockDonation'];
  /**
   * The brokerage step: the delivering firm, the account holder, and the account number, kept only masked.
   *
   * `PUT /v2/stock-gifts/:id/brokerage`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.saveStockBrokerage({ params: { id: 'text' }, body: { firm: 'Vanguard', accountHolder: 'Ada Lovelace', accountNumber: '5555 4444 3333' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly saveStockBrokerage: BequestClient['saveStockBrokerage'];
  /**
   * The advisor who receives the signed transfer instructions, with the donor’s consent.
   *
   * `PUT /v2/stock-gifts/:id/advisor`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.saveStockAdvisor({ params: { id: 'text' }, body: { name: 'Sam Lee', email: 'sam@example.org', consentToShare: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly saveStockAdvisor: BequestClient['saveStockAdvisor'];
  /**
   * Sign the letter of authorization by typing the donor’s full name, which submits the gift and e-mails the donor, the advisor and the nonprofit.
   *
   * `POST /v2/stock-gifts/:id/sign`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 403 `GIFT.EMAIL_UNCONFIRMED`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.sign({ params: { id: 'text' }, body: { typedName: 'text', consent: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly sign: BequestClient['signStockGift'];
  /**
   * E-mail the donor the link to their gift again, with a new key; opening it confirms the address, which signing needs (the account-verification step-up)
   *
   * `POST /v2/stock-gifts/:id/confirmation-email`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.resendLink({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly resendLink: BequestClient['resendStockGiftLink'];
  /**
   * Cancel a gift the nonprofit has not confirmed yet.
   *
   * `POST /v2/stock-gifts/:id/cancel`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.cancel({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly cancel: BequestClient['cancelStockGift'];
  /**
   * What the nonprofit needs to confirm the shares arrived, read with the receipt key of the link it was e-mailed (X-Gift-Key): the securities, the gift’s state, and the donor’s name only with their consent.
   *
   * `GET /v2/stock-gifts/:id/receipt`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.getReceipt({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getReceipt: BequestClient['getStockGiftReceipt'];
  /**
   * The nonprofit confirms the day the shares arrived and how many of each, with the receipt key of the link it was e-mailed (X-Gift-Key); the donor is e-mailed its acknowledgement.
   *
   * `POST /v2/stock-gifts/:id/receipt`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.confirmReceipt({ params: { id: 'text' }, body: { receivedOn: 'text', shares: ['text'] } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly confirmReceipt: BequestClient['confirmStockGiftReceipt'];
  /**
   * The letter of authorization the donor signed, as a PDF (giving 7.3)
   *
   * `GET /stock-gift/:id.pdf`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.stockGiftLetter({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly stockGiftLetter: BequestClient['stockGiftLetter'];
  /**
   * The nonprofit’s acknowledgement of the gift, once it confirmed receipt, as a PDF (giving 7.3)
   *
   * `GET /stock-gift/:id/tax-acknowledgement.pdf`, called by a person's session or a gift's link key (`giftKey`).
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.stockGifts.stockGiftTaxAcknowledgement({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly stockGiftTaxAcknowledgement: BequestClient['stockGiftTaxAcknowledgement'];
}

/** Qualified charitable distributions from an IRA: the steps and the letter. */
export interface QcdsResource {
  /**
   * Start a qualified charitable distribution on the active profile: the custodian and IRA, the owner, the amount and day, and the charity by EIN in the IRS master file.
   *
   * `POST /v2/qcds`, called by a person's session. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.qcds.start({ body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly start: BequestClient['startQcd'];
  /**
   * The active profile’s qualified charitable distributions, newest first (/account/qcd)
   *
   * `GET /v2/qcds`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.qcds.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listQcds'];
  /**
   * A qualified charitable distribution of the signed-in owner.
   *
   * `GET /v2/qcds/:id`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.qcds.get({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getQcd'];
  /**
   * Change a draft’s answers, all at once; the RMD step’s balance stays unless the answers send one.
   *
   * `PUT /v2/qcds/:id`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.qcds.save({ params: { id: 'text' }, body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly save: BequestClient['saveQcd'];
  /**
   * The RMD step: the IRA’s balance on December 31 of the year before (null clears it); the answer carries the year’s estimated RMD and how much of it the distribution meets.
   *
   * `PUT /v2/qcds/:id/rmd`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.qcds.saveRmd({ params: { id: 'text' }, body: { priorYearEndBalance: '250000' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly saveRmd: BequestClient['saveQcdRmd'];
  /**
   * Submit a draft that would be a qualified charitable distribution under 26 U.S.C. § 408(d)(8) (else 422 names each answer at fault); the owner is e-mailed the letter of instruction to the custodian.
   *
   * `POST /v2/qcds/:id/submit`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 422 `QCD.NOT_QUALIFIED`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.qcds.submit({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly submit: BequestClient['submitQcd'];
  /**
   * Cancel a draft, or a submitted distribution the owner will not send.
   *
   * `POST /v2/qcds/:id/cancel`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.qcds.cancel({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly cancel: BequestClient['cancelQcd'];
  /**
   * The letter of instruction to the IRA custodian of a submitted distribution, as a PDF (giving 7.3)
   *
   * `GET /qualified-charitable-distribution/:id.pdf`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.qcds.qcdLetter({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly qcdLetter: BequestClient['qcdLetter'];
}

/** Grant recommendations from a donor-advised fund: the steps and the letter. */
export interface DafGrantsResource {
  /**
   * Start a grant recommendation on the active profile: the sponsor and fund, the amount and schedule (recurring only under FW_RECURRING_DAF_GRANTS), the charity by EIN in the IRS master file, and the grant rules acknowledged.
   *
   * `POST /v2/daf-grants`, called by a person's session. A create: it sends an `Idempotency-Key` and is retried safely.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 422 `REQUEST.IDEMPOTENCY_KEY_REUSED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.dafGrants.start({ body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly start: BequestClient['startDafGrant'];
  /**
   * The active profile’s grant recommendations, newest first (/account/daf)
   *
   * `GET /v2/daf-grants`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.dafGrants.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listDafGrants'];
  /**
   * A grant recommendation of the signed-in donor (/daf/:partner/:dafId/confirm and /summary)
   *
   * `GET /v2/daf-grants/:id`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.dafGrants.get({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getDafGrant'];
  /**
   * Change a draft’s answers, all at once.
   *
   * `PUT /v2/daf-grants/:id`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * // body: the route's fields, as the method's parameter types them
   * const answer = await bequest.dafGrants.save({ params: { id: 'text' }, body });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly save: BequestClient['saveDafGrant'];
  /**
   * Confirm a draft (/daf/:partner/:dafId/confirm), which submits it; the donor is e-mailed the grant recommendation to send to the sponsor.
   *
   * `POST /v2/daf-grants/:id/submit`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.dafGrants.submit({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly submit: BequestClient['submitDafGrant'];
  /**
   * Withdraw a draft, or a submitted recommendation.
   *
   * `POST /v2/daf-grants/:id/cancel`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 409 `REQUEST.STALE_WRITE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.dafGrants.cancel({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly cancel: BequestClient['cancelDafGrant'];
  /**
   * The grant recommendation of a submitted grant, as a PDF.
   *
   * `GET /daf-grant/:id.pdf`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 404 `REQUEST.NOT_FOUND`, 409 `GIFT.TRANSITION_REFUSED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.dafGrants.dafGrantLetter({ params: { id: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly dafGrantLetter: BequestClient['dafGrantLetter'];
}

/** Nonprofits’ smart giving pages. */
export interface SmartGivingResource {
  /**
   * The nonprofits with a smart giving page, by name (giving 2.9)
   *
   * `GET /v2/smartgiving`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.smartGiving.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listSmartGivingPages'];
  /**
   * A nonprofit's smart giving page: its name, logo, color, story and the ways to give it offers, each with the path of its flow; sets the partner_org_id cookie for a month, as a partner page does.
   *
   * `GET /v2/smartgiving/:urlName`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.smartGiving.get({ params: { urlName: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getSmartGivingPage'];
}

/** Partners’ addresses, the nonprofit search, the home page’s figures and visits. */
export interface ReferenceResource {
  /**
   * A partner custom URL by urlName (which also sets the partner_org_id cookie for a month) or organizationId.
   *
   * `GET /v2/partners/custom-url`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.reference.getPartnerCustomUrl({ query: { product: 'will' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getPartnerCustomUrl: BequestClient['getPartnerCustomUrl'];
  /**
   * Charities to name as beneficiaries, or to give shares to, whose name contains the text (or of the EIN typed), partners first; public, for a guest’s stock gift.
   *
   * `GET /v2/nonprofits`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.reference.searchNonprofits({ query: { text: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly searchNonprofits: BequestClient['searchNonprofits'];
  /**
   * Marketing stats for comma-separated field names (AMOUNT_RAISED, PARTNER_COUNT, WILLS_CREATED, and PRESS_MENTIONS: the home page media mentions)
   *
   * `GET /v2/marketing-stats`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.reference.getMarketingStats({ query: { fieldNames: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getMarketingStats: BequestClient['getMarketingStats'];
  /**
   * Record a visit: source WEB and the tracking data.
   *
   * `POST /v2/traffic`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.reference.saveTraffic({ body: { source: 'WEB', trackingData: {} } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly saveTraffic: BequestClient['saveTraffic'];
}

/** The person’s experiment arms and exposures. */
export interface ExperimentsResource {
  /**
   * The current person's arm of each experiment with the parameter it carries (null: not in it); reading exposes nobody.
   *
   * `GET /v2/me/experiments`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.experiments.get();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly get: BequestClient['getExperimentArms'];
  /**
   * Log that the current person was shown what their arm decides: the first exposure to an experiment is kept, a later one changes nothing.
   *
   * `POST /v2/me/experiments/:experiment/exposure`, called by a person's session.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `AUTH.UNAUTHENTICATED`, 403 `AUTH.CSRF`, 409 `EXPERIMENT.NOT_ENROLLED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.experiments.logExposure({ params: { experiment: 'FW_TRUST_ALL_STATES' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly logExposure: BequestClient['logExperimentExposure'];
}

/** Product analytics events and the do-not-sell choice. */
export interface AnalyticsResource {
  /**
   * Record an act only the browser sees (continue, edit, learn more, a partner page visited); nothing is kept under Do Not Track, Global Privacy Control or a do-not-sell choice.
   *
   * `POST /v2/analytics/events`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.analytics.recordEvent({ body: { name: 'will_continue', anonymousId: '6f1c2a9e-4b7d-4e0a-9c3b-2d5e8f7a1b0c', properties: { document: 'WILL' } } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly recordEvent: BequestClient['recordAnalyticsEvent'];
  /**
   * Whether this browser (or the signed-in person) chose not to be tracked on the do-not-sell page, or the browser's privacy signal says so.
   *
   * `GET /v2/analytics/opt-out`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.analytics.getOptOut();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly getOptOut: BequestClient['getAnalyticsOptOut'];
  /**
   * The do-not-sell page's choice: kept in this browser's cookie, and on the account when signed in.
   *
   * `PUT /v2/analytics/opt-out`, called by anyone.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 413 `REQUEST.TOO_LARGE`, 415 `REQUEST.UNSUPPORTED_MEDIA_TYPE`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await bequest.analytics.setOptOut({ body: { optedOut: true } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly setOptOut: BequestClient['setAnalyticsOptOut'];
}

/** A partner firm’s clients, their progress and finished documents, with the firm’s API key (createFirmClient). */
export interface ClientsResource {
  /**
   * The firm's clients with the progress of each document of their plan, a page at a time: pass the answer's nextCursor as cursor for the next page.
   *
   * `GET /v2/firm/clients`, called by a firm's API key with the `clients:read` scope.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `FIRM.UNAUTHENTICATED`, 403 `FIRM.SCOPE_MISSING`, 429 `REQUEST.RATE_LIMITED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await firm.clients.list();
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly list: BequestClient['listFirmClients'];
  /**
   * One client's documents and where each stands.
   *
   * `GET /v2/firm/clients/:clientId/documents`, called by a firm's API key with the `documents:read` scope.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `FIRM.UNAUTHENTICATED`, 403 `FIRM.SCOPE_MISSING`, 429 `REQUEST.RATE_LIMITED`, 404 `REQUEST.NOT_FOUND`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await firm.clients.listDocuments({ params: { clientId: 'text' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly listDocuments: BequestClient['listFirmClientDocuments'];
  /**
   * A client's finished document as a PDF (will, rlt, ahcd or dfpoa): one not started is not found, one not finished is refused.
   *
   * `GET /v2/firm/clients/:clientId/documents/:kind/file`, called by a firm's API key with the `documents:read` scope.
   *
   * Answers Ok with the route's response, or Err with one of: 400 `REQUEST.INVALID`, 401 `FIRM.UNAUTHENTICATED`, 403 `FIRM.SCOPE_MISSING`, 429 `REQUEST.RATE_LIMITED`, 404 `REQUEST.NOT_FOUND`, 409 `DOCUMENT.NOT_FINISHED`, 500 `UNEXPECTED`, 503 `SERVICE.UNAVAILABLE`.
   *
   * @example
   * ```ts
   * const answer = await firm.clients.downloadDocument({ params: { clientId: 'text', kind: 'will' } });
   * if (answer.isErr()) throw new Error(answer.error.error.message);
   * console.log(answer.value);
   * ```
   */
  readonly downloadDocument: BequestClient['downloadFirmClientDocument'];
}

/** The client's resources: `bequest.documents.get(…)` calls the `getDocument` route. */
export interface BequestResources {
  /** The tenant (firm or brand) of the host called, and the API’s health. */
  readonly tenant: TenantResource;
  /** Signing up, in and out, e-mail verification, passwords and the signed-in person. */
  readonly account: AccountResource;
  /** The person’s profiles: their details, household, plan (package type), terms and the account page’s steps. */
  readonly profiles: ProfilesResource;
  /** The active profile’s documents (will, trust, health care directive, power of attorney): answers, finalizing, signing, files and e-mails. */
  readonly documents: DocumentsResource;
  /** Documents to review after a life event, and the yearly review. */
  readonly documentReviews: DocumentReviewsResource;
  /** The beneficiary plan: the assets, their beneficiaries and the plan’s PDF. */
  readonly beneficiaryPlan: BeneficiaryPlanResource;
  /** Funding the living trust: its steps and reminders. */
  readonly trustFunding: TrustFundingResource;
  /** Documents shared with fiduciaries, and their opening by code. */
  readonly fiduciarySharing: FiduciarySharingResource;
  /** The person’s print-and-mail requests. */
  readonly printMail: PrintMailResource;
  /** The person’s attorney-consult requests. */
  readonly attorneyConsults: AttorneyConsultsResource;
  /** The person’s strategist calls. */
  readonly strategistCalls: StrategistCallsResource;
  /** Checks and estimates before a gift, and a gift’s confirmation. */
  readonly gifts: GiftsResource;
  /** Gifts of securities: the steps, the signed letter, the receipt. */
  readonly stockGifts: StockGiftsResource;
  /** Qualified charitable distributions from an IRA: the steps and the letter. */
  readonly qcds: QcdsResource;
  /** Grant recommendations from a donor-advised fund: the steps and the letter. */
  readonly dafGrants: DafGrantsResource;
  /** Nonprofits’ smart giving pages. */
  readonly smartGiving: SmartGivingResource;
  /** Partners’ addresses, the nonprofit search, the home page’s figures and visits. */
  readonly reference: ReferenceResource;
  /** The person’s experiment arms and exposures. */
  readonly experiments: ExperimentsResource;
  /** Product analytics events and the do-not-sell choice. */
  readonly analytics: AnalyticsResource;
}

/** A firm's client's resources: `firm.clients.list(…)` calls `listFirmClients`. */
export interface FirmResources {
  /** A partner firm’s clients, their progress and finished documents, with the firm’s API key (createFirmClient). */
  readonly clients: ClientsResource;
}
