/**
 * A partner firm's server starts a household's plan for a client, reads what the account page
 * would show, and requests the printed documents: the SDK's complete example.
 *
 *   BEQUEST_URL=http://localhost:3000 npx tsx examples/start-a-household-plan.ts
 */
import { createBequestClient } from '@bequest/sdk';
import {
  estatePlanRows,
  progressLabel,
  requiredDocuments,
  resolveHouseholdPackages,
  rowCtaLabel,
} from '@bequest/sdk/rules';

const main = async () => {
  const baseUrl = process.env.BEQUEST_URL ?? 'http://localhost:3000';
  let token: string | null = null;
  const bequest = createBequestClient({ baseUrl, token: () => token });

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
      email: `client-${Date.now()}@example.com`,
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
    console.error(started.error.status, started.error.error.code, started.error.error.fields ?? '');
    return;
  }
  token = started.value.token;

  const me = await bequest.getCurrentUser();
  if (me.isErr()) throw new Error(me.error.error.message);
  const owner = me.value.activeProfile;
  console.log(
    `${owner.fullName.first} needs: ${requiredDocuments(packages.owner!, false).join(', ')}`,
  );
  for (const row of estatePlanRows(owner, {
    hasRltAccess: true,
    beneficiaryPlan: false,
    documentDownload: true,
    documentEmails: true,
  }))
    console.log(
      `${row.name}: ${progressLabel(row.progress)} → ${rowCtaLabel(row.progress)} (${row.path})`,
    );
};

void main();
