import type { ClientProductType } from './estate-plan-package-type';

/**
 * The client product type in effect (platform-core.md 4.7): self_directed when the client-counsel
 * flag is off, or when it is on with nothing saved and a plan chosen; otherwise the saved value,
 * or null while the person still has to choose.
 */
export const effectiveClientProductType = (input: {
  readonly clientCounselFlag: boolean;
  readonly saved: ClientProductType | null;
  readonly hasPlan: boolean;
}): ClientProductType | null => {
  if (!input.clientCounselFlag) return 'self_directed';
  if (input.saved) return input.saved;
  return input.hasPlan ? 'self_directed' : null;
};
