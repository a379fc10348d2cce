import type { PrintMailRequestView } from '@bequest/sdk';
import type { PrintMailStep } from '@bequest/sdk/app';
import { Box, Button, Typography } from '@mui/material';
import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  Link,
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

const STEP_LABELS: Readonly<Record<PrintMailStep, string>> = {
  printed: 'Mark printed',
  mailed: 'Mark mailed (e-mails the person)',
  delivered: 'Mark delivered',
  cancelled: 'Cancel request',
};

const addressOf = ({ mailingAddress: address }: PrintMailRequestView) =>
  [
    address.address1,
    address.address2,
    `${address.city}, ${address.administrativeArea} ${address.postalCode}`,
    address.country,
  ]
    .filter(Boolean)
    .join('\n');

/** The next steps a request can take, each a button; cancelling asks for the reason. */
const StatusActions = () => {
  const request = useRecordContext<PrintMailRequestView>();
  const data = useDataProvider<StaffDataProvider>();
  const { message, mark: markStep } = useQueueStep();
  if (!request) return null;
  const mark = (step: PrintMailStep, reason?: string) =>
    markStep(
      () => data.markPrintMailRequest(request.id, step, reason),
      (marked) => `The request is now ${marked.status}.`,
    );
  const forward = request.nextSteps.filter((step) => step !== 'cancelled');
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, mt: 1 }}>
      {request.nextSteps.length === 0 && <Typography>This request is closed.</Typography>}
      {forward.length > 0 && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {forward.map((step) => (
            <Button key={step} variant="contained" onClick={() => void mark(step)}>
              {STEP_LABELS[step]}
            </Button>
          ))}
        </Box>
      )}
      {request.nextSteps.includes('cancelled') && (
        <ReasonForm
          label="Reason for cancelling"
          action={STEP_LABELS.cancelled}
          ends
          onSubmit={(reason) => void mark('cancelled', reason)}
        />
      )}
      <ActionMessage message={message} />
    </Box>
  );
};

/** A print-and-mail request: whose, where to, the stored copies to print, and its next step. */
export const PrintMailShow = () => (
  <Show title="Print-and-mail request" actions={false}>
    <SimpleShowLayout>
      <TextField source="status" />
      <BooleanField source="overdue" />
      <DateField source="overdueAt" label="Overdue from" showTime />
      <TextField source="person" emptyText="–" />
      <TextField source="email" label="E-mail" />
      <TextField source="tenantId" label="Tenant" />
      <FunctionField<PrintMailRequestView>
        label="Mailing address"
        render={(request) => <span style={{ whiteSpace: 'pre-line' }}>{addressOf(request)}</span>}
      />
      <FunctionField<PrintMailRequestView>
        label="Documents to print"
        render={(request) => (
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {request.documents.map((document) => (
              <li key={document.kind}>
                {document.storedCopyId ? (
                  <Link to={`/storage-center/${document.storedCopyId}/show`}>{document.title}</Link>
                ) : (
                  `${document.title} (no stored copy)`
                )}
              </li>
            ))}
          </ul>
        )}
      />
      <DateField source="requestedAt" label="Requested" showTime />
      <DateField source="printedAt" label="Printed" showTime emptyText="–" />
      <DateField source="mailedAt" label="Mailed" showTime emptyText="–" />
      <DateField source="deliveredAt" label="Delivered" showTime emptyText="–" />
      <DateField source="cancelledAt" label="Cancelled" showTime emptyText="–" />
      <TextField source="cancelReason" label="Why it was cancelled" emptyText="–" />
      <Labeled label="Actions" fullWidth>
        <StatusActions />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
