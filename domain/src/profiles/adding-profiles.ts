/**
 * Whether an account may have more profiles (platform-core.md 2.12, 2.13): where its tenant
 * allows several, and once its e-mail address is verified. The server and every screen that
 * offers "Add new profile" follow this one rule.
 */
export const mayAddProfiles = (
  configuration: { readonly multipleProfiles: boolean },
  isEmailConfirmed: boolean,
): boolean => configuration.multipleProfiles && isEmailConfirmed;
