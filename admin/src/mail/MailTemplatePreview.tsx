import type { MailPreviewView } from '@bequest/sdk';
import { MAIL_TEMPLATES, SEEDED_TENANT_IDS, type MailTemplate } from '@bequest/sdk/app';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { StaffDataProvider } from '../data-provider';

/**
 * A mail template in a tenant's branding with made-up values (issue 24), as its recipient would
 * read it: the plain text, and the HTML version's source as text (never rendered here: a frame
 * that runs no script also stops the accessibility check's from reading it).
 */
export const MailTemplatePreview = () => {
  const data = useDataProvider<StaffDataProvider>();
  const [template, setTemplate] = useState<MailTemplate>(MAIL_TEMPLATES[0]);
  const [tenantId, setTenantId] = useState<string>(SEEDED_TENANT_IDS[0]);
  const [preview, setPreview] = useState<MailPreviewView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const show = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setPreview(await data.previewMailTemplate(template, tenantId));
      setFailure(null);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <Box>
      <Title title="Mail templates" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Mail templates
      </Typography>
      <Box
        component="form"
        aria-label="Preview a template"
        onSubmit={(event) => void show(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', my: 2 }}
      >
        <TextField
          select
          label="Template"
          value={template}
          onChange={(event) => setTemplate(event.target.value as MailTemplate)}
          size="small"
        >
          {MAIL_TEMPLATES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Tenant"
          value={tenantId}
          onChange={(event) => setTenantId(event.target.value)}
          size="small"
        >
          {SEEDED_TENANT_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          Preview
        </Button>
      </Box>
      <div role="status">{failure && <Alert severity="error">{failure}</Alert>}</div>
      {preview && (
        <Box component="section" aria-label="Template preview" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {preview.subject}
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
            {preview.text}
          </Box>
          <details>
            <summary>The HTML version’s source</summary>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
              {preview.html}
            </Box>
          </details>
        </Box>
      )}
    </Box>
  );
};
