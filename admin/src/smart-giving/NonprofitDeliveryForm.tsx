import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { ActionMessage } from '../ActionMessage';
import { staff, valueOf } from '../staff-client';

type Fields = Partial<Record<'url' | 'contacts', string>>;

/** The first message the server gave for a field or one of its items (`contacts.0`). */
const fieldMessage = (fields: Record<string, string>, name: keyof Fields) =>
  Object.entries(fields).find(([field]) => field === name || field.startsWith(`${name}.`))?.[1];

/**
 * Where a nonprofit's consented deliveries go (issue 26, ADR 0032): its signed webhook endpoint
 * and the contacts its e-mail goes to, with the CSV of what it was sent. A new endpoint's signing
 * secret is shown once. Partner managers and administrators; every read and change is audited.
 */
export const NonprofitDeliveryForm = ({
  organizationId,
  displayName,
}: {
  readonly organizationId: string;
  readonly displayName: string;
}) => {
  const [url, setUrl] = useState('');
  const [contacts, setContacts] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let current = true;
    void valueOf(staff.getNonprofitDelivery({ params: { organizationId } })).then(
      (settings) => {
        if (!current) return;
        setUrl(settings.url ?? '');
        setContacts(settings.contacts.join('\n'));
      },
      (error: Error) => current && setMessage({ ok: false, text: error.message }),
    );
    return () => {
      current = false;
    };
  }, [organizationId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await valueOf(
        staff.setNonprofitDelivery({
          params: { organizationId },
          body: {
            url: url.trim() || null,
            contacts: contacts.split(/[\s,]+/).filter(Boolean),
          },
        }),
      );
      setErrors({});
      setContacts(saved.settings.contacts.join('\n'));
      setSecret(saved.secret);
      setMessage({ ok: true, text: `Saved where ${displayName}'s deliveries go.` });
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setErrors({ url: fieldMessage(fields, 'url'), contacts: fieldMessage(fields, 'contacts') });
      setMessage({
        ok: false,
        text:
          Object.keys(fields).length > 0
            ? 'Not saved: see the fields marked.'
            : (error as Error).message,
      });
    }
  };

  const download = async () => {
    const file = await valueOf(staff.exportNonprofitDeliveries({ query: { organizationId } }));
    const href = URL.createObjectURL(
      new Blob([new Uint8Array(file.content)], { type: 'text/csv' }),
    );
    const link = Object.assign(document.createElement('a'), {
      href,
      download: file.fileName ?? 'nonprofit-deliveries.csv',
    });
    link.click();
    URL.revokeObjectURL(href);
  };

  return (
    <Box
      component="section"
      aria-labelledby="nonprofit-delivery-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2" id="nonprofit-delivery-heading">
        Deliveries to {displayName}
      </Typography>
      <Typography>
        What donors chose reaches this nonprofit only with their consent: by e-mail to its contacts
        and, if set, as a signed webhook. Donors see each delivery on their Sharing page.
      </Typography>
      <Box
        component="form"
        aria-label="Deliveries to this nonprofit"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
        noValidate
      >
        <TextField
          label="Webhook endpoint"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(errors.url)}
          helperText={errors.url ?? 'https:// address; leave empty for e-mail only.'}
        />
        <TextField
          label="Contacts for the e-mail"
          multiline
          minRows={2}
          value={contacts}
          onChange={(event) => setContacts(event.target.value)}
          error={Boolean(errors.contacts)}
          helperText={errors.contacts ?? 'One e-mail address a line; at most 10.'}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            Set deliveries
          </Button>
          <Button type="button" onClick={() => void download()}>
            Download deliveries (CSV)
          </Button>
        </Box>
      </Box>
      <ActionMessage message={message} />
      {secret && (
        <TextField
          label="Signing secret (shown once: give it to the nonprofit)"
          value={secret}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          helperText="It checks each request with the SDK's verifyWebhook."
        />
      )}
    </Box>
  );
};
