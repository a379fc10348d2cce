import { GetStarted } from '../accounts/get-started.use-case';
import type { Requester } from '../shared/requester';
import { inMemoryContainer } from './container';

/**
 * A person who got started on the main brand in Texas, with the container and its ports; pass
 * another person's container to start a second person beside them.
 */
export const startedPerson = async (
  email = 'ana@example.com',
  { container, ports } = inMemoryContainer(),
) => {
  const grant = (
    await container.get(GetStarted).execute({
      tenantId: 'bequest',
      origin: 'http://localhost',
      email,
      owner: {
        fullName: { first: 'Ana', middle: '', last: 'Li' },
        administrativeArea: 'TX',
        postalCode: '73301',
      },
      termsAccepted: true,
      product: 'WILL',
    })
  )._unsafeUnwrap();
  const requester: Requester = {
    tenantId: 'bequest',
    accountId: grant.user.activeProfile.accountId!,
    activeProfileId: grant.user.activeProfile.randId,
  };
  return { container, ports, requester };
};
