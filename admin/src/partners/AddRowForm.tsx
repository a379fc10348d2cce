import { Box, Button, FormHelperText, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useRefresh } from 'react-admin';

/**
 * A one-line form that adds a row to a resource: its fields' messages come from the server, under
 * the fields they name.
 */
export const AddRowForm = ({
  resource,
  label,
  fields,
  submitLabel,
}: {
  readonly resource: string;
  readonly label: string;
  readonly fields: readonly { readonly source: string; readonly label: string }[];
  readonly submitLabel: string;
}) => {
  const [create] = useCreate();
  const refresh = useRefresh();
  const empty = Object.fromEntries(fields.map((field) => [field.source, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create(resource, { data: values }, { returnPromise: true });
      setValues(empty);
      setErrors({});
      setFailure(null);
      refresh();
    } catch (error) {
      const found = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setErrors(found);
      setFailure(Object.keys(found).length === 0 ? (error as Error).message : null);
    }
  };

  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', my: 2 }}
    >
      {fields.map((field) => (
        <TextField
          key={field.source}
          label={field.label}
          value={values[field.source]}
          onChange={(event) => setValues({ ...values, [field.source]: event.target.value })}
          error={Boolean(errors[field.source])}
          helperText={errors[field.source]}
          size="small"
        />
      ))}
      <Button type="submit" variant="contained">
        {submitLabel}
      </Button>
      <div role="status">{failure && <FormHelperText error>{failure}</FormHelperText>}</div>
    </Box>
  );
};
