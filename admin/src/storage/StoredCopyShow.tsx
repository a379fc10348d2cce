import type { StoredCopyVerification } from '@bequest/sdk';
import { Box, Button, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  DateField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';

/** The SHA-256 of bytes, as hex, computed in the browser. */
const sha256Of = async (bytes: Uint8Array): Promise<string> =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** Saves bytes as a file the browser downloads. */
const saveFile = (bytes: Uint8Array, fileName: string) => {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * Download a copy (with the reason the audit log keeps), its bytes hashed in the browser against
 * the recorded SHA-256; and the server's own check of the stored bytes.
 */
const CopyActions = () => {
  const copy = useRecordContext<{ id: string; sha256: string }>();
  const data = useDataProvider<StaffDataProvider>();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!copy) return null;
  const download = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const file = await data.downloadStoredCopy(copy.id, reason);
      saveFile(file.content, file.fileName ?? `${copy.id}.pdf`);
      const hash = await sha256Of(file.content);
      setMessage(
        hash === copy.sha256
          ? { ok: true, text: 'Downloaded. Its SHA-256 matches the one recorded when it was kept.' }
          : { ok: false, text: `Downloaded, but its SHA-256 is ${hash}, not the one recorded.` },
      );
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      setMessage({ ok: false, text: fields?.reason ?? (error as Error).message });
    }
  };
  const verify = async () => {
    try {
      const result: StoredCopyVerification = await data.verifyStoredCopy(copy.id);
      setMessage(
        result.matches
          ? { ok: true, text: 'Verified: the stored bytes match the recorded SHA-256.' }
          : {
              ok: false,
              text: result.computedSha256
                ? `The stored bytes do not match: their SHA-256 is ${result.computedSha256}.`
                : 'The stored bytes are missing.',
            },
      );
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, mt: 2 }}>
      <Typography component="h2" variant="h6">
        Download or verify
      </Typography>
      <Box component="form" onSubmit={download} sx={{ display: 'grid', gap: 2 }}>
        <MuiTextField
          label="Reason for downloading"
          helperText="The person will see this reason."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            Download copy
          </Button>
          <Button type="button" variant="outlined" onClick={() => void verify()}>
            Verify stored bytes
          </Button>
        </Box>
      </Box>
      <ActionMessage message={message} />
    </Box>
  );
};

/** One stored copy: whose, which document and version, why, its hash and time. */
export const StoredCopyShow = () => (
  <Show title="Stored copy" actions={false}>
    <SimpleShowLayout>
      <TextField source="id" label="Copy id" />
      <TextField source="tenantId" label="Tenant" />
      <TextField source="person" emptyText="Guest" />
      <TextField source="email" label="E-mail" emptyText="–" />
      <TextField source="kind" label="Document" />
      <NumberField source="version" />
      <TextField source="purpose" />
      <TextField
        source="sha256"
        label="SHA-256"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
      />
      <NumberField source="bytes" />
      <DateField source="createdAt" label="Kept" showTime />
      <DateField source="keptUntil" label="Kept until" emptyText="Held" />
      <TextField source="keptBecause" label="Why" />
      <Labeled label="Actions" fullWidth>
        <CopyActions />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
