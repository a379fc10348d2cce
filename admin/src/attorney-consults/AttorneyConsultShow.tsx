import type { AttorneyConsultRequestView } from '@bequest/sdk';
import type { AttorneyConsultStep } from '@bequest/sdk/app';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { ReasonForm } from '../ReasonForm';

/** The next steps a request can take: referring names the attorney, closing asks the reason. */
const StatusActions = () => {
  const request = useRecordContext<AttorneyConsultRequestView>();
  const data = useDataProvider<StaffDataProvider>();
  const refresh = useRefresh();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!request) return null;
  const mark = async (step: AttorneyConsultStep, details = {}) => {
    try {
      const marked = await data.markAttorneyConsultRequest(request.id, step, details);
      setMessage({ ok: true, text: `The request is now ${marked.status}.` });
      refresh();
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      setMessage({
        ok: false,
        text: fields?.attorney ?? fields?.reason ?? (error as Error).message,
      });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, mt: 1 }}>
      {request.nextSteps.length === 0 && <Typography>This request is closed.</Typography>}
      {request.nextSteps.includes('referred') && (
        <ReasonForm
          label="Attorney or firm referred to"
          action="Refer (e-mails the person)"
          onSubmit={(attorney) => void mark('referred', { attorney })}
        />
      )}
      {request.nextSteps.includes('contacted') && (
        <Box>
          <Button variant="contained" onClick={() => void mark('contacted')}>
            Mark contacted
          </Button>
        </Box>
      )}
      {request.nextSteps.includes('closed') && (
        <ReasonForm
          label="Reason for closing"
          action="Close request"
          ends
          onSubmit={(reason) => void mark('closed', { reason })}
        />
      )}
      <ActionMessage message={message} />
    </Box>
  );
};

/** An attorney-consult request: the contact details the person allowed to share, and its steps. */
export const AttorneyConsultShow = () => (
  <Show title="Attorney-consult request" actions={false}>
    <SimpleShowLayout>
      <TextField source="status" />
      <BooleanField source="overdue" />
      <DateField source="overdueAt" label="Overdue from" showTime />
      <TextField source="stateName" label="State offered in" />
      <TextField source="contact.name" label="Name" emptyText="–" />
      <TextField source="contact.email" label="E-mail" />
      <TextField source="contact.phone" label="Phone" emptyText="–" />
      <TextField source="tenantId" label="Tenant" />
      <DateField source="requestedAt" label="Requested" showTime />
      <TextField source="attorney" label="Referred to" emptyText="–" />
      <DateField source="referredAt" label="Referred" showTime emptyText="–" />
      <DateField source="contactedAt" label="Contacted" showTime emptyText="–" />
      <DateField source="closedAt" label="Closed" showTime emptyText="–" />
      <TextField source="closeReason" label="Why it was closed" emptyText="–" />
      <Labeled label="Actions" fullWidth>
        <StatusActions />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
