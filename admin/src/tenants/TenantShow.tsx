import type { TenantSettingsView } from '@bequest/sdk';
import { TenantConfigurationSchema, type PublicTenantConfiguration } from '@bequest/sdk/app';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useDataProvider, useGetOne, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';
import { BrandingPreview } from './BrandingPreview';
import { ConfigurationField, type Setter } from './ConfigurationField';

const SECRETS = [
  ['ssoClientSecret', 'Single sign-on client secret'],
  ['emailServerPassword', 'E-mail server password'],
] as const;
type SecretName = (typeof SECRETS)[number][0];

const EditableSchema = TenantConfigurationSchema.omit({ secrets: true });

/** The value with `next` at `path`, every object on the way copied. */
const withValueAt = (value: unknown, path: readonly string[], next: unknown): unknown => {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string, ...string[]];
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, next) };
};

/** Secrets are write-only: shown as set or not, replaced or removed, never read. */
const SecretFields = ({
  tenant,
  secrets,
  onChange,
  readOnly,
}: {
  readonly tenant: TenantSettingsView;
  readonly secrets: Partial<Record<SecretName, string | null>>;
  readonly onChange: (secrets: Partial<Record<SecretName, string | null>>) => void;
  readonly readOnly: boolean;
}) => (
  <Box
    component="fieldset"
    sx={{
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      p: 2,
      display: 'grid',
      gap: 1.5,
      minWidth: 0,
    }}
  >
    <Typography component="legend" variant="subtitle2">
      Secrets (write-only)
    </Typography>
    {SECRETS.map(([name, label]) => (
      <Box key={name} sx={{ display: 'grid', gap: 0.5 }}>
        <Typography>
          {label}: {tenant.secrets[name] ? 'set' : 'not set'}
        </Typography>
        <TextField
          label={`New ${label.toLowerCase()}`}
          type="password"
          size="small"
          autoComplete="new-password"
          disabled={readOnly || secrets[name] === null}
          value={secrets[name] ?? ''}
          onChange={(event) => {
            const { [name]: _, ...rest } = secrets;
            onChange(event.target.value ? { ...rest, [name]: event.target.value } : rest);
          }}
        />
        {tenant.secrets[name] && (
          <FormControlLabel
            control={
              <Checkbox
                checked={secrets[name] === null}
                disabled={readOnly}
                onChange={(event) => {
                  const { [name]: _, ...rest } = secrets;
                  onChange(event.target.checked ? { ...rest, [name]: null } : rest);
                }}
              />
            }
            label="Remove it"
          />
        )}
      </Box>
    ))}
  </Box>
);

/**
 * A tenant's configuration (issue 24; platform-core.md 9): every key through the domain's schema,
 * the branding previewed as edited, secrets write-only. Administrators edit and give the reason;
 * partner managers read.
 */
export const TenantShow = () => {
  const { id = '' } = useParams();
  const data = useDataProvider<StaffDataProvider>();
  const { permissions } = usePermissions<string>();
  const readOnly = permissions !== 'admin';
  const { data: tenant, refetch } = useGetOne<TenantSettingsView & { id: string }>('tenants', {
    id,
  });
  const [configuration, setConfiguration] = useState<PublicTenantConfiguration | null>(null);
  const [secrets, setSecrets] = useState<Partial<Record<SecretName, string | null>>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (tenant) setConfiguration(tenant.configuration);
  }, [tenant]);
  if (!tenant || !configuration) return null;
  const set: Setter = (path, value) =>
    setConfiguration((current) => withValueAt(current, path, value) as PublicTenantConfiguration);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await data.editTenantConfiguration(tenant.tenantId, {
        version: tenant.version,
        configuration,
        secrets,
        reason,
      });
      setErrors({});
      setSecrets({});
      setMessage({ ok: true, text: 'Saved. The product uses it from the next request.' });
      await refetch();
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setErrors(fields);
      const [first] = Object.entries(fields);
      setMessage({
        ok: false,
        text: first ? `${first[0]}: ${first[1]}` : (error as Error).message,
      });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`Tenant: ${tenant.tenantId}`} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {tenant.configuration.branding.tenantDisplayName} ({tenant.tenantId})
        </Typography>
        <Typography gutterBottom>
          Edited away from the defaults: {tenant.editedFields.join(', ') || 'nothing'}
        </Typography>
        <Box component="form" onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
          <BrandingPreview branding={configuration.branding} />
          <ConfigurationField
            schema={EditableSchema}
            value={configuration}
            path={[]}
            errors={errors}
            onChange={set}
            readOnly={readOnly}
          />
          <SecretFields
            tenant={tenant}
            secrets={secrets}
            onChange={setSecrets}
            readOnly={readOnly}
          />
          {!readOnly && (
            <>
              <TextField
                label="Reason for this change"
                helperText={
                  errors.reason ??
                  'Kept in the audit log, e.g. the ticket or the partner’s request.'
                }
                error={Boolean(errors.reason)}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
              />
              <Box>
                <Button type="submit" variant="contained">
                  Save configuration
                </Button>
              </Box>
            </>
          )}
          <ActionMessage message={message} />
        </Box>
      </CardContent>
    </Card>
  );
};
