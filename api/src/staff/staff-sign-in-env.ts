import type { StaffSignInSettings } from '@bequest/application';

/**
 * The company's OpenID provider for staff (ADR 0022): STAFF_OIDC_ISSUER and STAFF_OIDC_CLIENT_ID,
 * with STAFF_OIDC_CLIENT_SECRET for a confidential client; none when the issuer is not set.
 */
export const staffSignInFromEnv = (env: NodeJS.ProcessEnv): StaffSignInSettings => {
  const issuer = env.STAFF_OIDC_ISSUER;
  if (!issuer) return null;
  const clientId = env.STAFF_OIDC_CLIENT_ID;
  if (!clientId) throw new Error('STAFF_OIDC_ISSUER is set without STAFF_OIDC_CLIENT_ID');
  return { issuer, clientId, clientSecret: env.STAFF_OIDC_CLIENT_SECRET ?? null };
};
