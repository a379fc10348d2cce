import type { ProductPackageEvent } from '@bequest/domain';
import type { FirmWebhookEventInput } from '../ports/firm-webhooks.port';
import type { Requester } from '../shared/requester';

/**
 * The firm's `strategist_call.status_changed` webhook for the requester's strategist-call step:
 * the call scheduled (with its queued call's id) or the step skipped.
 */
export const strategistCallStatusChanged = (
  requester: Requester,
  event: ProductPackageEvent,
  callId: string | null,
  status: 'scheduled' | 'skipped',
): FirmWebhookEventInput => {
  const changedAt = new Date(event.createdAt);
  return {
    tenantId: requester.tenantId,
    eventId: `strategist_call.status_changed:${callId ?? `${requester.activeProfileId}:${event.createdAt}`}:${status}`,
    type: 'strategist_call.status_changed',
    data: {
      clientId: requester.accountId,
      profileId: requester.activeProfileId,
      callId,
      status,
      reason: null,
      changedAt: changedAt.toISOString(),
    },
    occurredAt: changedAt,
  };
};
