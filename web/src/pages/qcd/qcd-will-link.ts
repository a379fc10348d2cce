import { WILL_FLOW } from '@bequest/sdk/app';

/** The will's step that names who inherits, where a charity's share is added. */
const RESIDUARY_PATH = `${WILL_FLOW.base}${WILL_FLOW.steps.find((step) => step.kind === 'residuary')!.path}`;

/**
 * The will wizard, opened to add `charity` to the will (giving 2.6 legacy step): its residuary
 * step, which offers the charity's share ready to fill in; a person with no will starts it first.
 */
export const willWithCharityHref = (charity: string) =>
  `${RESIDUARY_PATH}?charity=${encodeURIComponent(charity)}`;
