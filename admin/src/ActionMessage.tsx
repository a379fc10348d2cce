import { Alert } from '@mui/material';

/** What an action answered, said to screen readers as it changes. */
export const ActionMessage = ({
  message,
}: {
  readonly message: { readonly ok: boolean; readonly text: string } | null;
}) => (
  <div role="status">
    {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
  </div>
);
