import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { EndpointWithSecret } from './webhook-data';

/**
 * An endpoint's signing secret, shown this once (when the endpoint is added or its secret
 * rotated): the console cannot show it again, so the firm must be given it now.
 */
export const ShownSecret = ({
  shown,
  onDone,
}: {
  readonly shown: EndpointWithSecret;
  readonly onDone: () => void;
}) => {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby="shown-secret-heading"
      sx={{ display: 'grid', gap: 2, maxWidth: 720, my: 2 }}
    >
      <Typography
        id="shown-secret-heading"
        variant="h6"
        component="h2"
        sx={{ overflowWrap: 'anywhere' }}
      >
        Signing secret for {shown.endpoint.url}
      </Typography>
      <Alert severity="warning">
        Copy this secret now and give it to the firm securely: its endpoint verifies each request
        with it. It is shown only once.
      </Alert>
      <TextField
        label="Signing secret"
        value={shown.secret}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        fullWidth
        onFocus={(event) => event.target.select()}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button variant="outlined" onClick={onDone}>
          I have copied it
        </Button>
      </Box>
      <div role="status">
        {copied === true && <Alert severity="success">Copied to the clipboard.</Alert>}
        {copied === false && (
          <Alert severity="error">
            The browser did not allow copying: select the secret and copy it by hand.
          </Alert>
        )}
      </div>
    </Box>
  );
};
