import type { FirmWebhookDeliveryView, FirmWebhookEndpointView } from '@bequest/sdk';
import { Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { StaffDataProvider } from '../data-provider';

/** A time as staff in the US read it. */
export const shownTime = (at: string): string => new Date(at).toLocaleString('en-US');

const STATUS_WORDS: Record<FirmWebhookDeliveryView['status'], string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  failed: 'Failed (gave up)',
};

/** When it went, or when it goes next, or that it will not. */
const timing = (delivery: FirmWebhookDeliveryView): string => {
  if (delivery.deliveredAt) return `Delivered ${shownTime(delivery.deliveredAt)}`;
  if (delivery.nextAttemptAt) return `Next attempt ${shownTime(delivery.nextAttemptAt)}`;
  return 'No more attempts';
};

/**
 * An endpoint's delivery log, newest first (issue 25): each event's type and id, its status, the
 * attempts, the last answer and error, and its times. Never the event's body: the log names no
 * client.
 */
export const DeliveryLog = ({
  id,
  tenantId,
  endpoint,
}: {
  readonly id: string;
  readonly tenantId: string;
  readonly endpoint: FirmWebhookEndpointView;
}) => {
  const data = useDataProvider<StaffDataProvider>();
  const [deliveries, setDeliveries] = useState<readonly FirmWebhookDeliveryView[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    void data.listFirmWebhookDeliveries(tenantId, endpoint.id).then(setDeliveries, (error) => {
      setFailure((error as Error).message);
    });
  }, [data, tenantId, endpoint.id]);
  useEffect(load, [load]);
  return (
    <Box
      component="section"
      id={id}
      aria-label={`Delivery log of ${endpoint.url}`}
      sx={{ mt: 1, pl: { sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          Delivery log
        </Typography>
        <Button size="small" onClick={load}>
          Refresh the log
        </Button>
      </Box>
      {failure ? (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      ) : deliveries === null ? (
        <Typography role="status">Loading the log…</Typography>
      ) : deliveries.length === 0 ? (
        <Typography>No events sent to this endpoint yet.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 0, m: 0 }}>
          {deliveries.map((delivery) => (
            <Box
              component="li"
              key={delivery.id}
              sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {delivery.type} · {STATUS_WORDS[delivery.status]}
              </Typography>
              <Typography variant="body2">
                Attempts: {delivery.attempts} · Last answer:{' '}
                {delivery.lastStatus === null ? 'none' : `HTTP ${delivery.lastStatus}`}
                {delivery.lastError ? ` · Last error: ${delivery.lastError}` : ''}
              </Typography>
              <Typography variant="body2">
                Queued {shownTime(delivery.createdAt)} · {timing(delivery)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Event id: {delivery.eventId}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
