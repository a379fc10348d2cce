import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRedirect } from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { PersonActionName, StaffDataProvider } from '../data-provider';

type Message = { readonly ok: boolean; readonly text: string };

/** The actions that need only the reason, each a button, in the order support reaches for them. */
const SIMPLE_ACTIONS: readonly { readonly name: PersonActionName; readonly label: string }[] = [
  { name: 'sendPersonPasswordReset', label: 'Send password reset link' },
  { name: 'resendPersonVerification', label: 'Resend e-mail verification' },
  { name: 'endPersonSessions', label: 'End all sessions' },
  { name: 'unlockPersonSignIn', label: 'Lift sign-in waits' },
];

/** The first field the server refused, or why it refused. */
const refusalOf = (error: unknown): string => {
  const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
  return (fields && Object.values(fields)[0]) || (error as Error).message;
};

/**
 * What support does for a person on request (issue 24): each action asks for its own reason,
 * which the audit log keeps and the person reads; merging names the other account, and deleting
 * asks to be confirmed.
 */
export const PersonActions = ({ accountId }: { readonly accountId: string }) => {
  const data = useDataProvider<StaffDataProvider>();
  const redirect = useRedirect();
  const [reason, setReason] = useState('');
  const [mergedAccountId, setMergedAccountId] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const run = async (act: () => Promise<{ readonly message: string }>, after?: () => void) => {
    try {
      setMessage({ ok: true, text: (await act()).message });
      after?.();
    } catch (error) {
      setMessage({ ok: false, text: refusalOf(error) });
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby="person-actions"
      sx={{ mt: 4, display: 'grid', gap: 2 }}
    >
      <Typography id="person-actions" component="h2" variant="h6">
        Act on the person’s request
      </Typography>
      <TextField
        label="Reason for this action"
        helperText="Required for each action. The person will see it, e.g. the ticket and what they asked."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        required
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {SIMPLE_ACTIONS.map(({ name, label }) => (
          <Button
            key={name}
            variant="outlined"
            onClick={() => void run(() => data.actOnPerson(name, accountId, { reason }))}
          >
            {label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label="Account id to merge into this one"
          value={mergedAccountId}
          onChange={(event) => setMergedAccountId(event.target.value)}
          size="small"
        />
        <Button
          variant="outlined"
          onClick={() => void run(() => data.mergePeople(accountId, { reason, mergedAccountId }))}
        >
          Merge accounts
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <label>
          <input
            type="checkbox"
            checked={confirmDelete}
            onChange={(event) => setConfirmDelete(event.target.checked)}
          />{' '}
          The person asked for their account to be deleted
        </label>
        <Button
          variant="outlined"
          color="error"
          disabled={!confirmDelete}
          onClick={() =>
            void run(
              () => data.deletePerson(accountId, { reason }),
              () => redirect('list', 'people'),
            )
          }
        >
          Delete account
        </Button>
      </Box>
      <ActionMessage message={message} />
    </Box>
  );
};
