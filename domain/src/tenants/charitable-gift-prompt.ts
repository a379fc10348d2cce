import type { CharityTone } from './tenant-configuration';

/**
 * How the will and trust invite a charitable share, by the tenant's charityTone (ADR 0030): the
 * main brand asks plainly, a partner brand gently, an advisory firm only mentions that it can be
 * done, since the firm's own advisors talk about giving with their clients.
 */
export const CHARITABLE_GIFT_PROMPTS: Readonly<Record<CharityTone, string>> = {
  default:
    'You can leave a share to a charity: many people leave 10% or less and it costs their family little.',
  moderate:
    'If a cause matters to you, you can leave it a share: even a small percentage can do lasting good.',
  soft: 'You may also leave a share to a charity, if you wish.',
};
