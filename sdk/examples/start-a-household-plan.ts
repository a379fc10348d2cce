/**
 * A partner firm's server starts a household's plan for a client, reads what the account page
 * would show, and requests the printed documents: the SDK's complete example.
 *
 *   BEQUEST_URL=http://willow.localhost:3000 npx tsx examples/start-a-household-plan.ts
 */
import { createBequestClient } from '@bequest/sdk';
import {
  estatePlanRows,
  progressLabel,
  requiredDocuments,
  resolveHouseholdPackages,
  rowCtaLabel,
} from '@bequest/sdk/rules';

/**
 * Starts the plan of Rosa and Luis Diaz, married, with a joint trust, for the client at `email`,
 * on the firm's own address (`baseUrl`, which names the tenant; its households must be on);
 * answers the client's session token, or null when the start was refused (the reason printed).
 * `fetch` is for a proxy in between.
 */
export const startAHouseholdPlan = async ({
  baseUrl,
  email = `client-${Date.now()}@example.com`,
  log = console.log,
  fetch,
}: {
  readonly baseUrl: string;
  readonly email?: string;
  readonly log?: (line: string) => void;
  readonly fetch?: typeof globalThis.fetch;
}): Promise<string | null> => {
  let token: string | null = null;
  const bequest = createBequestClient({ baseUrl, token: () => token, ...(fetch ? { fetch } : {}) });

  // Resolve the household's packages with the same rule the server uses (platform-core.md 4.7).
  const packages = resolveHouseholdPackages({
    plan: 'trust',
    ownerMaritalStatus: 'MARRIED',
    hasMultipleProfiles: true,
    owner: { incapacityOptIn: true, customPlan: null },
    partner: { incapacityOptIn: true, customPlan: null },
  });

  const started = await bequest.getStarted({
    body: {
      email,
      owner: {
        fullName: { first: 'Rosa', middle: '', last: 'Diaz' },
        birthDate: '04/02/1968',
        maritalStatus: 'MARRIED',
        address1: '12 Elm St',
        city: 'Portland',
        administrativeArea: 'OR',
        postalCode: '97201',
      },
      secondHouseholdMember: {
        fullName: { first: 'Luis', middle: '', last: 'Diaz' },
        birthDate: '09/14/1966',
      },
      isJointTrustPlanSelected: packages.isJointTrust,
      ownerPackageType: packages.owner,
      partnerPackageType: packages.partner,
      termsAccepted: true,
    },
  });
  if (started.isErr()) {
    const { status, error } = started.error;
    log(`${status} ${error.code}: ${error.message} ${JSON.stringify(error.fields ?? {})}`);
    return null;
  }
  token = started.value.token;

  const me = await bequest.getCurrentUser();
  if (me.isErr()) throw new Error(me.error.error.message);
  const owner = me.value.activeProfile;
  log(`${owner.fullName.first} needs: ${requiredDocuments(packages.owner!, false).join(', ')}`);
  for (const row of estatePlanRows(owner, {
    hasRltAccess: true,
    beneficiaryPlan: false,
    documentDownload: true,
    documentEmails: true,
  }))
    log(`${row.name}: ${progressLabel(row.progress)} → ${rowCtaLabel(row.progress)} (${row.path})`);
  return token;
};

if (require.main === module)
  void startAHouseholdPlan({ baseUrl: process.env.BEQUEST_URL ?? 'http://willow.localhost:3000' });
