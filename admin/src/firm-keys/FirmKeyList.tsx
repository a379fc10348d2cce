import type { FirmApiKeyView, IssuedFirmApiKeyView } from '@bequest/sdk';
import { FIRM_KEY_DEFAULT_GRACE_HOURS } from '@bequest/sdk/app';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DateField,
  Datagrid,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TextInput,
  useDataProvider,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { useSmallScreen } from '../use-small-screen';
import { IssuedKey } from './IssuedKey';
import { IssueKeyForm } from './IssueKeyForm';

const filters = [
  <TextInput key="tenantId" source="tenantId" label="Tenant id" alwaysOn resettable />,
];

type Message = { readonly ok: boolean; readonly text: string } | null;

/** Rotate and revoke, on a key that still works. */
const KeyActions = ({
  onRotated,
  onMessage,
}: {
  readonly onRotated: (issued: IssuedFirmApiKeyView) => void;
  readonly onMessage: (message: Message) => void;
}) => {
  const key = useRecordContext<FirmApiKeyView>();
  const data = useDataProvider<StaffDataProvider>();
  const refresh = useRefresh();
  if (!key || key.status === 'revoked') return null;
  const act = async (step: () => Promise<string>) => {
    try {
      onMessage({ ok: true, text: await step() });
    } catch (error) {
      onMessage({ ok: false, text: (error as Error).message });
    }
    refresh();
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {key.status === 'active' && key.replacedBy === null && (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Rotate ${key.label} (${key.id})`}
          onClick={(event) => {
            event.stopPropagation();
            void act(async () => {
              const rotated = await data.rotateFirmApiKey(key.id);
              onRotated(rotated);
              return `Rotated: the old key works until ${new Date(rotated.previous.revokedAt ?? '').toLocaleString('en-US')}.`;
            });
          }}
        >
          Rotate
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={`Revoke ${key.label} (${key.id})`}
        onClick={(event) => {
          event.stopPropagation();
          void act(async () => {
            await data.revokeFirmApiKey(key.id);
            return `Revoked ${key.label} (${key.id}): it no longer works.`;
          });
        }}
      >
        Revoke
      </Button>
    </Box>
  );
};

/**
 * The firms' API keys (issue 25): issue one for a tenant (shown once, with a copy button), and
 * rotate or revoke the keys listed. A rotated key keeps working for its grace,
 * FIRM_KEY_DEFAULT_GRACE_HOURS, so the firm can deploy the new one first.
 */
export const FirmKeyList = () => {
  const small = useSmallScreen();
  const [issued, setIssued] = useState<IssuedFirmApiKeyView | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const actions = (
    <FunctionField<FirmApiKeyView>
      label="Actions"
      render={() => <KeyActions onRotated={setIssued} onMessage={setMessage} />}
    />
  );
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Firm API keys
      </Typography>
      <Typography sx={{ maxWidth: 720 }}>
        A partner firm calls the firm API with its own key. Rotating issues a new key and keeps the
        old one working for {FIRM_KEY_DEFAULT_GRACE_HOURS} hours; revoking stops a key at once.
      </Typography>
      {issued ? (
        <IssuedKey issued={issued} onDone={() => setIssued(null)} />
      ) : (
        <IssueKeyForm onIssued={setIssued} />
      )}
      <ActionMessage message={message} />
      <List
        filters={filters}
        exporter={false}
        title="Firm API keys"
        resource="firm-api-keys"
        empty={<Typography sx={{ my: 2 }}>No keys issued yet.</Typography>}
      >
        {small ? (
          <SimpleList<FirmApiKeyView>
            primaryText={(key) => `${key.label} · ${key.tenantId}`}
            secondaryText={(key) => `${key.prefix} · ${key.status} · ${key.scopes.join(', ')}`}
            tertiaryText={() => <KeyActions onRotated={setIssued} onMessage={setMessage} />}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="label" sortable={false} />
            <TextField source="tenantId" label="Tenant" sortable={false} />
            <TextField source="prefix" label="Key" sortable={false} />
            <FunctionField<FirmApiKeyView> label="Scopes" render={(key) => key.scopes.join(', ')} />
            <TextField source="status" sortable={false} />
            <DateField source="createdAt" label="Created" showTime sortable={false} />
            <DateField
              source="lastUsedAt"
              label="Last used"
              showTime
              emptyText="never"
              sortable={false}
            />
            <DateField
              source="revokedAt"
              label="Stops working"
              showTime
              emptyText="–"
              sortable={false}
            />
            {actions}
          </Datagrid>
        )}
      </List>
    </Box>
  );
};
