import { staffMayCall, type StrategistCallView } from '@bequest/sdk';
import type { StaffRole, StrategistCallStep } from '@bequest/sdk/app';
import { Box, Button, Typography } from '@mui/material';
import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { ReasonForm } from '../ReasonForm';
import { useQueueStep } from '../use-queue-step';

/** The next steps a call can take, each offered to the roles whose route takes it. */
const StatusActions = () => {
  const call = useRecordContext<StrategistCallView>();
  const data = useDataProvider<StaffDataProvider>();
  // The documents are fulfilment's step, the call support's: each sees only the buttons of its role.
  const { permissions: role } = usePermissions<StaffRole>();
  const maySend = role !== undefined && staffMayCall('sendStrategistDocuments', role);
  const mayMark = role !== undefined && staffMayCall('markStrategistCall', role);
  const { message, mark: markStep } = useQueueStep();
  if (!call) return null;
  const mark = (step: StrategistCallStep, reason?: string) =>
    markStep(
      () => data.markStrategistCall(call.id, step, reason),
      (marked) => `The call is now ${marked.status.replace('_', ' ')}.`,
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, mt: 1 }}>
      {call.nextSteps.length === 0 && <Typography>This call is closed.</Typography>}
      {maySend && call.nextSteps.includes('documents_sent') && (
        <Box>
          <Button variant="contained" onClick={() => void mark('documents_sent')}>
            Mark documents sent (e-mails the person)
          </Button>
        </Box>
      )}
      {mayMark && call.nextSteps.includes('held') && (
        <Box>
          <Button variant="contained" onClick={() => void mark('held')}>
            Mark call held
          </Button>
        </Box>
      )}
      {mayMark && call.nextSteps.includes('cancelled') && (
        <ReasonForm
          label="Reason for cancelling"
          action="Cancel call"
          ends
          onSubmit={(reason) => void mark('cancelled', reason)}
        />
      )}
      <ActionMessage message={message} />
    </Box>
  );
};

/** A strategist call: whose, the documents the strategist receives, and its next step. */
export const StrategistCallShow = () => (
  <Show title="Strategist call" actions={false}>
    <SimpleShowLayout>
      <TextField source="status" />
      <BooleanField source="overdue" />
      <DateField source="overdueAt" label="Documents due" showTime />
      <TextField source="person" emptyText="–" />
      <TextField source="email" label="E-mail" />
      <TextField source="tenantId" label="Tenant" />
      <FunctionField<StrategistCallView>
        label="Documents for the strategist"
        render={(call) => call.documents.map((document) => document.title).join(', ')}
      />
      <DateField source="scheduledAt" label="Scheduled" showTime />
      <DateField source="documentsSentAt" label="Documents sent" showTime emptyText="–" />
      <DateField source="heldAt" label="Held" showTime emptyText="–" />
      <DateField source="cancelledAt" label="Cancelled" showTime emptyText="–" />
      <TextField source="cancelReason" label="Why it was cancelled" emptyText="–" />
      <Labeled label="Actions" fullWidth>
        <StatusActions />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
