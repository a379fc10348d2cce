import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';

/**
 * A step that needs words from staff (a reason to cancel or close, the attorney referred to): the
 * labelled field and the button that takes the step with what was typed.
 */
export const ReasonForm = ({
  label,
  action,
  ends = false,
  onSubmit,
}: {
  readonly label: string;
  readonly action: string;
  /** The step ends the request: its button reads as a warning. */
  readonly ends?: boolean;
  readonly onSubmit: (text: string) => void;
}) => {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
      />
      <Box>
        <Button
          type="submit"
          variant={ends ? 'outlined' : 'contained'}
          color={ends ? 'error' : 'primary'}
        >
          {action}
        </Button>
      </Box>
    </Box>
  );
};
