import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** What the form reads of a zod schema: its kind and the parts a field needs. */
interface SchemaDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly innerType?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly entries?: Readonly<Record<string, string>>;
  readonly values?: readonly unknown[];
}

const defOf = (schema: z.ZodType): SchemaDef => {
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  return def.type === 'object' ? { ...def, shape: (schema as z.ZodObject).shape } : def;
};

/** The schema under its wrappers (defaults, optional) and whether it may be null. */
const unwrapped = (schema: z.ZodType): { schema: z.ZodType; nullable: boolean } => {
  const def = defOf(schema);
  if (def.type === 'default' || def.type === 'optional' || def.type === 'prefault')
    return unwrapped(def.innerType!);
  if (def.type === 'nullable') return { schema: unwrapped(def.innerType!).schema, nullable: true };
  return { schema, nullable: false };
};

/** "tenantDisplayName" as "Tenant display name". */
const labelOf = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The option of an `enabled` switch's union that matches the value (or `enabled`). */
const switchedOption = (options: readonly z.ZodType[], enabled: boolean) =>
  options.find((option) => {
    const flag = defOf(option).shape?.enabled;
    return flag && defOf(flag).values?.[0] === enabled;
  });

/** A group of fields under its title, with a message about the group as a whole. */
const Group = ({
  title,
  error,
  children,
}: {
  readonly title: string;
  readonly error: string | undefined;
  readonly children: ReactNode;
}) => (
  <Box
    component="fieldset"
    sx={{
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      display: 'grid',
      gap: 1.5,
      p: 2,
      minWidth: 0,
    }}
  >
    <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
      {title}
    </Typography>
    {error && <Typography color="error">{error}</Typography>}
    {children}
  </Box>
);

export type Setter = (path: readonly string[], value: unknown) => void;

interface FieldProps {
  readonly schema: z.ZodType;
  readonly value: unknown;
  readonly path: readonly string[];
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: Setter;
  readonly readOnly: boolean;
}

/**
 * A tenant's configuration as a form drawn from the domain's schema (issue 24): a switch for each
 * yes/no, a list for each choice, a text field for each text, a group for each object; the server
 * validates with the same schema and its message shows under the field it names.
 */
export const ConfigurationField = ({
  schema,
  value,
  path,
  errors,
  onChange,
  readOnly,
}: FieldProps) => {
  const { schema: inner, nullable } = unwrapped(schema);
  const def = defOf(inner);
  const key = path.at(-1) ?? '';
  const error = errors[['configuration', ...path].join('.')];
  const common = { label: labelOf(key), disabled: readOnly, size: 'small' as const };
  if (def.type === 'boolean')
    return (
      <FormControlLabel
        control={
          <Checkbox
            checked={value === true}
            disabled={readOnly}
            onChange={(event) => onChange(path, event.target.checked)}
          />
        }
        label={labelOf(key)}
      />
    );
  if (def.type === 'enum')
    return (
      <TextField
        {...common}
        select
        value={String(value ?? '')}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => onChange(path, event.target.value)}
      >
        {Object.values(def.entries ?? {}).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  if (def.type === 'literal')
    return (
      <FormControlLabel
        control={
          <Checkbox
            checked={value === def.values?.[0]}
            disabled={readOnly}
            onChange={(event) => onChange(path, event.target.checked ? def.values?.[0] : null)}
          />
        }
        label={`${labelOf(key)} (${String(def.values?.[0])})`}
      />
    );
  if (def.type === 'union' && def.options) {
    const enabled = (value as { enabled?: boolean } | null)?.enabled === true;
    const shape = defOf(switchedOption(def.options, enabled) ?? def.options[0]!).shape ?? {};
    return (
      <Group title={labelOf(key)} error={error}>
        <FormControlLabel
          control={
            <Checkbox
              checked={enabled}
              disabled={readOnly}
              onChange={(event) =>
                onChange(path, { ...(value as object), enabled: event.target.checked })
              }
            />
          }
          label="Enabled"
        />
        {Object.entries(shape)
          .filter(([name]) => name !== 'enabled')
          .map(([name, field]) => (
            <ConfigurationField
              key={name}
              schema={field}
              value={(value as Record<string, unknown> | null)?.[name]}
              path={[...path, name]}
              errors={errors}
              onChange={onChange}
              readOnly={readOnly}
            />
          ))}
      </Group>
    );
  }
  if (def.type === 'object' && def.shape)
    return (
      <Group title={labelOf(key || 'configuration')} error={error}>
        {Object.entries(def.shape).map(([name, field]) => (
          <ConfigurationField
            key={name}
            schema={field}
            value={(value as Record<string, unknown> | null)?.[name]}
            path={[...path, name]}
            errors={errors}
            onChange={onChange}
            readOnly={readOnly}
          />
        ))}
      </Group>
    );
  return (
    <TextField
      {...common}
      value={value === null || value === undefined ? '' : String(value)}
      error={Boolean(error)}
      helperText={error ?? (nullable ? 'Leave empty for none' : undefined)}
      onChange={(event) =>
        onChange(path, nullable && event.target.value === '' ? null : event.target.value)
      }
    />
  );
};
