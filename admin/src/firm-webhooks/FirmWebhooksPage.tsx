import type { FirmWebhookEndpointView } from '@bequest/sdk';
import { SEEDED_TENANT_IDS } from '@bequest/sdk/app';
import { Box, Button, FormHelperText, MenuItem, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { DeliveryLog, shownTime } from './DeliveryLog';
import { ShownSecret } from './ShownSecret';
import type { EndpointWithSecret } from './webhook-data';

type Message = { readonly ok: boolean; readonly text: string } | null;

/** Add an endpoint for the tenant: its https address, the field at fault named. */
const AddEndpointForm = ({
  tenantId,
  onAdded,
}: {
  readonly tenantId: string;
  readonly onAdded: (added: EndpointWithSecret) => void;
}) => {
  const data = useDataProvider<StaffDataProvider>();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const added = await data.addFirmWebhookEndpoint(tenantId, url.trim());
      setUrl('');
      setError(null);
      setFailure(null);
      onAdded(added);
    } catch (caught) {
      const fields = (caught as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setError(fields.url ?? null);
      setFailure(fields.url ? null : (caught as Error).message);
    }
  };
  return (
    <Box
      component="form"
      aria-label="Add a webhook endpoint"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 560, my: 2 }}
      noValidate
    >
      <TextField
        label="Endpoint address"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'The firm’s https:// address that receives the events.'}
        required
        slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
      />
      <Box>
        <Button type="submit" variant="contained">
          Add endpoint
        </Button>
      </Box>
      <div role="status">{failure && <FormHelperText error>{failure}</FormHelperText>}</div>
    </Box>
  );
};

/** One endpoint: its address and state, rotate its secret, disable or enable it, its log. */
const EndpointItem = ({
  tenantId,
  endpoint,
  onRotated,
  onChanged,
  onMessage,
}: {
  readonly tenantId: string;
  readonly endpoint: FirmWebhookEndpointView;
  readonly onRotated: (rotated: EndpointWithSecret) => void;
  readonly onChanged: () => void;
  readonly onMessage: (message: Message) => void;
}) => {
  const data = useDataProvider<StaffDataProvider>();
  const [confirmRotation, setConfirmRotation] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const logId = `delivery-log-${endpoint.id}`;
  const act = async (step: () => Promise<string>) => {
    try {
      onMessage({ ok: true, text: await step() });
    } catch (error) {
      onMessage({ ok: false, text: (error as Error).message });
    }
    onChanged();
  };
  const disabled = endpoint.disabledAt !== null;
  return (
    <Box component="li" sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', py: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Typography>
      <Typography variant="body2">
        Added {shownTime(endpoint.createdAt)} ·{' '}
        {disabled ? `Disabled since ${shownTime(endpoint.disabledAt!)}` : 'Enabled'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-label={`Rotate the secret of ${endpoint.url}`}
          onClick={() => setConfirmRotation(true)}
        >
          Rotate secret
        </Button>
        <Button
          size="small"
          variant="outlined"
          color={disabled ? 'primary' : 'error'}
          aria-label={`${disabled ? 'Enable' : 'Disable'} ${endpoint.url}`}
          onClick={() =>
            void act(async () => {
              await data.switchFirmWebhookEndpoint(tenantId, endpoint.id, disabled);
              return disabled
                ? `Enabled ${endpoint.url}: waiting deliveries go out now.`
                : `Disabled ${endpoint.url}: nothing is sent to it until it is enabled.`;
            })
          }
        >
          {disabled ? 'Enable' : 'Disable'}
        </Button>
        <Button
          size="small"
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          onClick={() => setLogOpen(!logOpen)}
        >
          {logOpen ? 'Hide delivery log' : 'Show delivery log'}
        </Button>
      </Box>
      {confirmRotation && (
        <Box
          role="group"
          aria-label={`Confirm rotating the secret of ${endpoint.url}`}
          sx={{ mt: 1, display: 'grid', gap: 1 }}
        >
          <Typography variant="body2">
            The old secret stops signing at once: the firm must verify with the new one from the
            next request, retries included.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              onClick={() =>
                void act(async () => {
                  setConfirmRotation(false);
                  onRotated(await data.rotateFirmWebhookSecret(tenantId, endpoint.id));
                  return `Rotated the secret of ${endpoint.url}.`;
                })
              }
            >
              Rotate now
            </Button>
            <Button size="small" onClick={() => setConfirmRotation(false)}>
              Keep the secret
            </Button>
          </Box>
        </Box>
      )}
      {logOpen && <DeliveryLog id={logId} tenantId={tenantId} endpoint={endpoint} />}
    </Box>
  );
};

/**
 * The firms' webhook endpoints (issue 25): choose a firm (tenant), add an https endpoint (its
 * signing secret shown once), rotate an endpoint's secret (shown once), disable or enable it, and
 * read its delivery log. Partner managers and administrators; the server audits each call.
 */
export const FirmWebhooksPage = () => {
  const data = useDataProvider<StaffDataProvider>();
  const [tenantId, setTenantId] = useState<string>(SEEDED_TENANT_IDS[0]);
  const [endpoints, setEndpoints] = useState<readonly FirmWebhookEndpointView[] | null>(null);
  const [shown, setShown] = useState<EndpointWithSecret | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const reload = useCallback(() => {
    void data.listFirmWebhookEndpoints(tenantId).then(setEndpoints, (error: Error) => {
      setEndpoints([]);
      setMessage({ ok: false, text: error.message });
    });
  }, [data, tenantId]);
  useEffect(() => {
    setEndpoints(null);
    reload();
  }, [reload]);

  const showSecret = (given: EndpointWithSecret) => {
    setShown(given);
    reload();
  };
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Firm webhooks
      </Typography>
      <Typography sx={{ maxWidth: 720 }}>
        Bequest tells a partner firm’s endpoint when its clients finish plans and documents, signing
        each request with the endpoint’s secret. A disabled endpoint is sent nothing; deliveries
        already queued wait until it is enabled again.
      </Typography>
      <TextField
        select
        label="Firm (tenant)"
        value={tenantId}
        onChange={(event) => {
          setShown(null);
          setMessage(null);
          setTenantId(event.target.value);
        }}
        sx={{ my: 2, width: '100%', maxWidth: 560 }}
      >
        {SEEDED_TENANT_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {id}
          </MenuItem>
        ))}
      </TextField>
      {shown ? (
        <ShownSecret shown={shown} onDone={() => setShown(null)} />
      ) : (
        <AddEndpointForm tenantId={tenantId} onAdded={showSecret} />
      )}
      <ActionMessage message={message} />
      <Box component="section" aria-label={`Endpoints of ${tenantId}`}>
        {endpoints === null ? (
          <Typography role="status">Loading the endpoints…</Typography>
        ) : endpoints.length === 0 ? (
          <Typography sx={{ my: 2 }}>No webhook endpoints for {tenantId} yet.</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 0 }}>
            {endpoints.map((endpoint) => (
              <EndpointItem
                key={endpoint.id}
                tenantId={tenantId}
                endpoint={endpoint}
                onRotated={showSecret}
                onChanged={reload}
                onMessage={setMessage}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
};
