import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';

/**
 * A secret the server keeps only sealed or hashed, shown this once so it can be handed on now:
 * a firm's new API key, an endpoint's signing secret. The copy button uses the clipboard; the
 * field can be selected by hand too.
 */
export const ShownOnce = ({
  heading,
  warning,
  label,
  noun,
  value,
  onDone,
}: {
  readonly heading: string;
  readonly warning: string;
  /** The field's label, e.g. "API key". */
  readonly label: string;
  /** What the buttons and messages call it, e.g. "key". */
  readonly noun: string;
  readonly value: string;
  readonly onDone: () => void;
}) => {
  const headingId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 2, maxWidth: 720, my: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Alert severity="warning">{warning}</Alert>
      <TextField
        label={label}
        value={value}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        fullWidth
        onFocus={(event) => event.target.select()}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void copy()}>
          Copy {noun}
        </Button>
        <Button variant="outlined" onClick={onDone}>
          I have copied it
        </Button>
      </Box>
      <div role="status">
        {copied === true && <Alert severity="success">Copied to the clipboard.</Alert>}
        {copied === false && (
          <Alert severity="error">
            The browser did not allow copying: select the {noun} and copy it by hand.
          </Alert>
        )}
      </div>
    </Box>
  );
};
