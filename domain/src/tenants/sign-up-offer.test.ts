import { offersSignUp } from './sign-up-offer';
import { TENANT_CONFIGURATIONS } from './tenant-configurations';
import { SEEDED_TENANT_IDS, type SeededTenantId } from './tenant-id';

describe('platform-core.md 6, 9 sign-up is offered only where the tenant allows it', () => {
  it.each([
    { signup: true, sso: false, offered: true },
    { signup: false, sso: false, offered: false },
    { signup: true, sso: true, offered: false },
    { signup: false, sso: true, offered: false },
  ])('signup $signup, single sign-on $sso: offered $offered', ({ signup, sso, offered }) => {
    expect(offersSignUp({ signup, sso: { enabled: sso } })).toBe(offered);
  });

  const seeded: Record<SeededTenantId, boolean> = {
    bequest: true,
    willow: false,
    'acme-wealth': false,
    benefitco: false,
  };
  it.each(SEEDED_TENANT_IDS.map((tenantId) => [tenantId, seeded[tenantId]] as const))(
    '%s: offered %s',
    (tenantId, offered) => {
      expect(offersSignUp(TENANT_CONFIGURATIONS[tenantId])).toBe(offered);
    },
  );
});
