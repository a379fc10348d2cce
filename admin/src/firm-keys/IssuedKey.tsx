import type { IssuedFirmApiKeyView } from '@bequest/sdk';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';

/**
 * A key just issued or rotated in, shown this once: the server keeps only its hash, so the firm
 * must copy it now. The copy button uses the clipboard; the field can be selected by hand too.
 */
export const IssuedKey = ({
  issued,
  onDone,
}: {
  readonly issued: IssuedFirmApiKeyView;
  readonly onDone: () => void;
}) => {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.secretKey);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby="issued-key-heading"
      sx={{ display: 'grid', gap: 2, maxWidth: 720, my: 2 }}
    >
      <Typography id="issued-key-heading" variant="h6" component="h2">
        New key for {issued.key.tenantId}: {issued.key.label}
      </Typography>
      <Alert severity="warning">
        Copy this key now and give it to the firm securely. It is shown only once: Bequest keeps
        only a fingerprint of it.
      </Alert>
      <TextField
        label="API key"
        value={issued.secretKey}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        fullWidth
        onFocus={(event) => event.target.select()}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void copy()}>
          Copy key
        </Button>
        <Button variant="outlined" onClick={onDone}>
          I have copied it
        </Button>
      </Box>
      <div role="status">
        {copied === true && <Alert severity="success">Copied to the clipboard.</Alert>}
        {copied === false && (
          <Alert severity="error">
            The browser did not allow copying: select the key and copy it by hand.
          </Alert>
        )}
      </div>
    </Box>
  );
};
