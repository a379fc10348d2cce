import type { AttorneyConsultRequestView } from '@bequest/sdk';
import type { AttorneyConsultStep } from '@bequest/sdk/app';
import { Box, Button, Typography } from '@mui/material';
import {
  BooleanField,
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { ReasonForm } from '../ReasonForm';
import { useQueueStep } from '../use-queue-step';

/** The next steps a request can take: referring names the attorney, closing asks the reason. */
const StatusActions = () => {
  const request = useRecordContext<AttorneyConsultRequestView>();
  const data = useDataProvider<StaffDataProvider>();
  const { message, mark: markStep } = useQueueStep(['attorney', 'reason']);
  if (!request) return null;
  const mark = (step: AttorneyConsultStep, details = {}) =>
    markStep(
      () => data.markAttorneyConsultRequest(request.id, step, details),
      (marked) => `The request is now ${marked.status}.`,
    );
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
