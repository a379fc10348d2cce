import type { NonprofitReceivingView } from '@bequest/sdk';
import type { ReceivingDetails } from '@bequest/sdk/app';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { StaffDataProvider } from '../data-provider';

const FIELDS = [
  ['receivingFirm', 'Receiving firm'],
  ['dtcNumber', 'DTC number'],
  ['accountNumber', 'Account number'],
  ['accountName', 'Account name'],
  ['contact.name', 'Contact name'],
  ['contact.email', 'Contact e-mail'],
  ['contact.phone', 'Contact phone'],
] as const;
type Field = (typeof FIELDS)[number][0];

const valuesOf = (details: ReceivingDetails | null): Record<Field, string> => ({
  receivingFirm: details?.receivingFirm ?? '',
  dtcNumber: details?.dtcNumber ?? '',
  accountNumber: details?.accountNumber ?? '',
  accountName: details?.accountName ?? '',
  'contact.name': details?.contact.name ?? '',
  'contact.email': details?.contact.email ?? '',
  'contact.phone': details?.contact.phone ?? '',
});

const fieldsOf = (error: unknown) =>
  (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};

/**
 * Where a nonprofit of the directory receives gifts of stock (ADR 0019): found by its EIN, set
 * with the receiving firm, DTC number, account and contact (audited).
 */
export const ReceivingDetailsForm = () => {
  const data = useDataProvider<StaffDataProvider>();
  const [ein, setEin] = useState('');
  const [nonprofit, setNonprofit] = useState<NonprofitReceivingView | null>(null);
  const [values, setValues] = useState(valuesOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const found = await data.getNonprofitReceiving(ein.trim());
      setNonprofit(found);
      setValues(valuesOf(found.details));
      setErrors({});
    } catch (error) {
      setNonprofit(null);
      const status = (error as { status?: number }).status;
      setMessage({
        ok: false,
        text:
          status === 404
            ? `No nonprofit of the directory has the EIN ${ein.trim()}.`
            : (fieldsOf(error).ein ?? (error as Error).message),
      });
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!nonprofit) return;
    try {
      const saved = await data.setNonprofitReceiving(nonprofit.ein, {
        receivingFirm: values.receivingFirm,
        dtcNumber: values.dtcNumber,
        accountNumber: values.accountNumber,
        accountName: values.accountName,
        contact: {
          name: values['contact.name'],
          email: values['contact.email'],
          phone: values['contact.phone'],
        },
      });
      setNonprofit(saved);
      setErrors({});
      setMessage({
        ok: true,
        text: `${saved.legalName} receives stock at ${saved.details?.receivingFirm ?? ''}.`,
      });
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors(fields);
      setMessage(
        Object.keys(fields).length === 0 ? { ok: false, text: (error as Error).message } : null,
      );
    }
  };

  return (
    <Box component="section" aria-labelledby="receiving-details" sx={{ my: 3 }}>
      <Typography variant="h6" component="h2" id="receiving-details">
        Receiving details for gifts of stock
      </Typography>
      <Box
        component="form"
        aria-label="Find a nonprofit by EIN"
        onSubmit={(event) => void find(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', my: 2 }}
      >
        <TextField
          label="EIN"
          value={ein}
          onChange={(event) => setEin(event.target.value)}
          size="small"
        />
        <Button type="submit" variant="outlined">
          Find
        </Button>
      </Box>
      {nonprofit && (
        <Box
          component="form"
          aria-label="Receiving details"
          onSubmit={(event) => void save(event)}
          noValidate
          sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
        >
          <Typography>
            {nonprofit.legalName} ({nonprofit.ein}), {nonprofit.location}
            {nonprofit.details ? '' : ': no receiving details yet.'}
          </Typography>
          {FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              error={Boolean(errors[field])}
              helperText={errors[field]}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained">
              Save receiving details
            </Button>
          </Box>
        </Box>
      )}
      <div role="status">
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      </div>
    </Box>
  );
};
