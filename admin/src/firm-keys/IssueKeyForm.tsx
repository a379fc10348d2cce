import type { IssuedFirmApiKeyView } from '@bequest/sdk';
import {
  FIRM_SCOPE_DESCRIPTIONS,
  FIRM_SCOPES,
  SEEDED_TENANT_IDS,
  type FirmScope,
} from '@bequest/sdk/app';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { StaffDataProvider } from '../data-provider';

type Fields = Partial<Record<'tenantId' | 'label' | 'scopes', string>>;

/** Issue a firm a key: the tenant, a label saying what it is for, and its scopes. */
export const IssueKeyForm = ({
  onIssued,
}: {
  readonly onIssued: (issued: IssuedFirmApiKeyView) => void;
}) => {
  const data = useDataProvider<StaffDataProvider>();
  const refresh = useRefresh();
  const [tenantId, setTenantId] = useState<string>(SEEDED_TENANT_IDS[0]);
  const [label, setLabel] = useState('');
  const [scopes, setScopes] = useState<FirmScope[]>(['clients:read']);
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const issued = await data.issueFirmApiKey({ tenantId, label, scopes });
      setErrors({});
      setFailure(null);
      setLabel('');
      onIssued(issued);
      refresh();
    } catch (error) {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setErrors({
        tenantId: fields.tenantId,
        label: fields.label,
        scopes: Object.entries(fields).find(([name]) => name.startsWith('scopes'))?.[1],
      });
      setFailure(Object.keys(fields).length === 0 ? (error as Error).message : null);
    }
  };

  const toggle = (scope: FirmScope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((kept) => kept !== scope)));

  return (
    <Box
      component="form"
      aria-label="Issue an API key"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 560, my: 2 }}
      noValidate
    >
      <TextField
        select
        label="Firm (tenant)"
        value={tenantId}
        onChange={(event) => setTenantId(event.target.value)}
        error={Boolean(errors.tenantId)}
        helperText={errors.tenantId}
      >
        {SEEDED_TENANT_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {id}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Label"
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        error={Boolean(errors.label)}
        helperText={errors.label ?? 'What the firm uses it for, such as "CRM sync".'}
        required
      />
      <FormControl component="fieldset" error={Boolean(errors.scopes)}>
        <FormLabel component="legend">Scopes</FormLabel>
        <FormGroup>
          {FIRM_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
              }
              label={`${scope}: ${FIRM_SCOPE_DESCRIPTIONS[scope]}`}
            />
          ))}
        </FormGroup>
        {errors.scopes && <FormHelperText>{errors.scopes}</FormHelperText>}
      </FormControl>
      <Box>
        <Button type="submit" variant="contained">
          Issue key
        </Button>
      </Box>
      <div role="status">{failure && <FormHelperText error>{failure}</FormHelperText>}</div>
    </Box>
  );
};
