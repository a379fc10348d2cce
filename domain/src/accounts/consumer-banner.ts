import { DOCUMENT_REGISTRY } from '../documents/document-registry';
import { productProgress, type ProductRecords } from '../products/document-progress';
import type { PlanType } from '../products/product-type';
import type { ProgressStatus } from '../products/progress-status';

export type ConsumerBanner =
  | { readonly type: 'start'; readonly path: '/will' }
  | { readonly type: 'finish'; readonly product: PlanType; readonly path: string }
  | {
      readonly type: 'notify_nominees';
      readonly path: '/will/nominee-sharing' | '/rlt/nominee-sharing';
    };

const START: ConsumerBanner = { type: 'start', path: '/will' };
const NOTIFY_WILL: ConsumerBanner = { type: 'notify_nominees', path: '/will/nominee-sharing' };
const NOTIFY_RLT: ConsumerBanner = { type: 'notify_nominees', path: '/rlt/nominee-sharing' };

const finish = (product: PlanType, records: ProductRecords): ConsumerBanner => {
  const { profileField, slug } = DOCUMENT_REGISTRY[product];
  return { type: 'finish', product, path: records[profileField]?.path || `/${slug}` };
};

const time = (timestamp: string | null | undefined): number =>
  timestamp ? Date.parse(timestamp) || 0 : 0;

/**
 * The consumer account banner (platform-core.md 4.5). Where the specification reads "the user
 * has RLT access" for the will-alone fallback, the rule here is the one its cases imply: the
 * will alone decides when the trust is not started or the user lacks trust access.
 */
export const consumerBanner = (
  records: ProductRecords,
  hasRltAccess: boolean,
): ConsumerBanner | null => {
  const will = productProgress('WILL', records);
  const rlt = productProgress('RLT', records);
  const is = (status: ProgressStatus, ...values: ProgressStatus[]) => values.includes(status);

  if (hasRltAccess && !is(will, 'NOT_STARTED') && !is(rlt, 'NOT_STARTED')) {
    if (is(will, 'INCOMPLETE') && is(rlt, 'INCOMPLETE')) {
      const rltIsLater =
        time(records.rlt?.lastSectionCompletedUpdatedAt) >
        time(records.will?.lastSectionCompletedUpdatedAt);
      return finish(rltIsLater ? 'RLT' : 'WILL', records);
    }
    if (is(will, 'FINISHED') && !is(rlt, 'FINISHED') && !records.will?.hasNotifiedNominee)
      return NOTIFY_WILL;
    if (is(rlt, 'FINISHED') && !is(will, 'FINISHED') && !records.rlt?.hasNotifiedNominee)
      return NOTIFY_RLT;
    return null;
  }
  if (hasRltAccess && is(will, 'INCOMPLETE') && is(rlt, 'NOT_STARTED'))
    return finish('WILL', records);
  if (hasRltAccess && is(rlt, 'INCOMPLETE') && is(will, 'NOT_STARTED'))
    return finish('RLT', records);
  if (is(will, 'NOT_STARTED') && is(rlt, 'NOT_STARTED')) return START;
  if (is(rlt, 'NOT_STARTED') || !hasRltAccess) {
    if (is(will, 'NOT_STARTED')) return START;
    if (is(will, 'INCOMPLETE')) return finish('WILL', records);
    if (is(will, 'FINISHED') && !records.will?.hasNotifiedNominee) return NOTIFY_WILL;
  }
  return null;
};
