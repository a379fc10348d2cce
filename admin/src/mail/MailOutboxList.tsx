import type { OutboxMessageView } from '@bequest/sdk';
import { staffMayCall } from '@bequest/sdk';
import type { StaffRole } from '@bequest/sdk/app';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DateField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useDataProvider,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { ReasonForm } from '../ReasonForm';
import { useSmallScreen } from '../use-small-screen';

const filters = [
  <TextInput key="to" source="to" label="Recipient" alwaysOn resettable />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={[
      { id: 'queued', name: 'Queued' },
      { id: 'sent', name: 'Sent' },
      { id: 'failed', name: 'Failed' },
    ]}
  />,
];

const ResendButton = ({ onChoose }: { readonly onChoose: (m: OutboxMessageView) => void }) => {
  const message = useRecordContext<OutboxMessageView>();
  if (!message) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={`Resend ${message.template} to ${message.to}`}
      onClick={(event) => {
        event.stopPropagation();
        onChoose(message);
      }}
    >
      Resend
    </Button>
  );
};

const statusOf = (message: OutboxMessageView) =>
  `${message.status}, ${message.attempts} attempt${message.attempts === 1 ? '' : 's'}${
    message.lastError ? `: ${message.lastError}` : ''
  }`;

/**
 * The mail outbox (issue 24): each message's status, attempts, last error and times, never its
 * content; an administrator sends one again with a reason, which the audit log keeps.
 */
export const MailOutboxList = () => {
  const small = useSmallScreen();
  const { permissions } = usePermissions<StaffRole>();
  const mayResend = permissions !== undefined && staffMayCall('resendOutboxMail', permissions);
  const data = useDataProvider<StaffDataProvider>();
  const refresh = useRefresh();
  const [chosen, setChosen] = useState<OutboxMessageView | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const resend = async (reason: string) => {
    if (!chosen) return;
    try {
      const resent = await data.resendOutboxMail(chosen.id, reason);
      setMessage({
        ok: true,
        text:
          resent.how === 'retried'
            ? `The queued ${chosen.template} to ${chosen.to} is being tried again now.`
            : `A copy of the ${chosen.template} to ${chosen.to} is queued.`,
      });
      setChosen(null);
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      setMessage({ ok: false, text: fields?.reason ?? (error as Error).message });
    }
    refresh();
  };

  const resendColumn = mayResend ? (
    <FunctionField label="Actions" render={() => <ResendButton onChoose={setChosen} />} />
  ) : null;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Mail outbox
      </Typography>
      {chosen && (
        <Box component="section" aria-label="Resend" sx={{ my: 2, maxWidth: 560 }}>
          <Typography sx={{ mb: 1 }}>
            Resend the {chosen.template} to {chosen.to}. The audit log keeps your reason.
          </Typography>
          <ReasonForm label="Reason" action="Resend" onSubmit={(reason) => void resend(reason)} />
        </Box>
      )}
      <ActionMessage message={message} />
      <List filters={filters} exporter={false} title="Mail outbox" resource="mail-outbox">
        {small ? (
          <SimpleList<OutboxMessageView>
            primaryText={(mail) => `${mail.template} to ${mail.to}`}
            secondaryText={statusOf}
            tertiaryText={() => (mayResend ? <ResendButton onChoose={setChosen} /> : null)}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="to" label="Recipient" sortable={false} />
            <TextField source="template" sortable={false} />
            <TextField source="tenantId" label="Tenant" sortable={false} />
            <TextField source="status" sortable={false} />
            <NumberField source="attempts" sortable={false} />
            <TextField source="lastError" label="Last error" emptyText="–" sortable={false} />
            <DateField source="createdAt" label="Queued" showTime sortable={false} />
            <DateField source="sentAt" label="Sent" showTime emptyText="–" sortable={false} />
            {resendColumn}
          </Datagrid>
        )}
      </List>
    </Box>
  );
};
