import type { AttorneyDraftedPlanView, AttorneyNetworkMemberView } from '@bequest/sdk';
import type { AttorneyDraftedPlanStep } from '@bequest/sdk/app';
import { Box, Button, TextField as Input, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
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

const nameOf = (member: AttorneyNetworkMemberView) =>
  member.firm ? `${member.name}, ${member.firm}` : member.name;

/** The active attorneys licensed in the plan's state, to choose the match from. */
const MatchForm = ({
  plan,
  onMatch,
}: {
  readonly plan: AttorneyDraftedPlanView;
  readonly onMatch: (attorneyId: string) => void;
}) => {
  const data = useDataProvider<StaffDataProvider>();
  const [attorneys, setAttorneys] = useState<readonly AttorneyNetworkMemberView[] | null>(null);
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    void data
      .listAttorneyNetwork({ ...(plan.state ? { state: plan.state } : {}), active: 'true' })
      .then(setAttorneys, () => setAttorneys([]));
  }, [data, plan.state]);
  if (attorneys === null) return <Typography>Loading the attorney network…</Typography>;
  if (attorneys.length === 0)
    return (
      <Typography>
        No active attorney of the network takes plans in {plan.stateName ?? 'any state'} yet: add
        one under Attorney network.
      </Typography>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMatch(chosen);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Input
        select
        label={`Attorney licensed in ${plan.stateName ?? 'any state'}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        required
      >
        <option value="">Choose an attorney</option>
        {attorneys.map((member) => (
          <option key={member.id} value={member.id}>
            {nameOf(member)}
          </option>
        ))}
      </Input>
      <Box>
        <Button type="submit" variant="contained">
          Match (e-mails the person)
        </Button>
      </Box>
    </Box>
  );
};

/** The next steps a plan can take: matching chooses the attorney, closing asks the reason. */
const StatusActions = () => {
  const plan = useRecordContext<AttorneyDraftedPlanView>();
  const data = useDataProvider<StaffDataProvider>();
  const { message, mark: markStep } = useQueueStep(['attorneyId', 'reason']);
  if (!plan) return null;
  const mark = (step: AttorneyDraftedPlanStep, details = {}) =>
    markStep(
      () => data.markAttorneyDraftedPlan(plan.id, step, details),
      (marked) => `The plan is now ${marked.status}.`,
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, mt: 1 }}>
      {plan.nextSteps.length === 0 && <Typography>This plan is {plan.status}.</Typography>}
      {plan.nextSteps.includes('matched') && (
        <MatchForm plan={plan} onMatch={(attorneyId) => void mark('matched', { attorneyId })} />
      )}
      {plan.nextSteps.includes('drafted') && (
        <Box>
          <Button variant="contained" onClick={() => void mark('drafted')}>
            Mark drafted
          </Button>
        </Box>
      )}
      {plan.nextSteps.includes('finalized') && (
        <Box>
          <Button variant="contained" onClick={() => void mark('finalized')}>
            Mark finalized
          </Button>
        </Box>
      )}
      {plan.nextSteps.includes('closed') && (
        <ReasonForm
          label="Reason for closing"
          action="Close plan"
          ends
          onSubmit={(reason) => void mark('closed', { reason })}
        />
      )}
      <ActionMessage message={message} />
    </Box>
  );
};

/** An attorney-drafted plan: the person's contact details, the attorney matched, its steps. */
export const AttorneyDraftedShow = () => (
  <Show title="Attorney-drafted plan" actions={false}>
    <SimpleShowLayout>
      <TextField source="status" />
      <BooleanField source="overdue" />
      <DateField source="overdueAt" label="Overdue from" showTime emptyText="–" />
      <TextField source="stateName" label="State" emptyText="–" />
      <TextField source="contact.name" label="Name" emptyText="–" />
      <TextField source="contact.email" label="E-mail" />
      <TextField source="contact.phone" label="Phone" emptyText="–" />
      <TextField source="tenantId" label="Tenant" />
      <DateField source="requestedAt" label="Requested" showTime />
      <TextField source="attorney.name" label="Attorney" emptyText="–" />
      <TextField source="attorney.firm" label="Firm" emptyText="–" />
      <TextField source="attorney.email" label="Attorney’s e-mail" emptyText="–" />
      <DateField source="matchedAt" label="Matched" showTime emptyText="–" />
      <DateField source="draftedAt" label="Drafted" showTime emptyText="–" />
      <DateField source="finalizedAt" label="Finalized" showTime emptyText="–" />
      <DateField source="closedAt" label="Closed" showTime emptyText="–" />
      <TextField source="closeReason" label="Why it was closed" emptyText="–" />
      <Labeled label="Actions" fullWidth>
        <StatusActions />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
