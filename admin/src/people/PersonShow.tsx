import { type PersonRecord } from '@bequest/sdk';
import { DOCUMENT_DISPLAY_NAMES, progressLabel, type DocumentProductType } from '@bequest/sdk/app';
import {
  Box,
  Button,
  Card,
  CardContent,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  BooleanField,
  DateField,
  Labeled,
  NumberField,
  RecordContextProvider,
  TextField,
  Title,
  useGetOne,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { PersonActions } from './PersonActions';

/** The reason form: a person's record opens only once support says why (ADR 0022). */
const ReasonForm = ({
  onReason,
  error,
}: {
  readonly onReason: (reason: string) => void;
  readonly error: string | null;
}) => {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReason(reason);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography>
        Opening a person’s record is written to the audit log with your name, and the person sees
        when staff looked at their account and why.
      </Typography>
      <MuiTextField
        label="Reason for opening this record"
        helperText={
          error ?? 'The person will see this reason, e.g. the ticket and what they asked.'
        }
        error={error !== null}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        required
      />
      <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
        Open record
      </Button>
    </Box>
  );
};

/**
 * Whether this account holds its address or only typed it (ADR 0004): a typed account's
 * sign-in, resets and verification go to the account that holds the address.
 */
export const addressRole = (holdsEmail: boolean) =>
  holdsEmail
    ? 'Holds this address'
    : 'Typed this address, held by another account: sign-in and resets go there';

const PersonDetails = ({ person }: { readonly person: PersonRecord }) => (
  <RecordContextProvider value={person}>
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}
    >
      <Labeled label="E-mail">
        <TextField source="email" />
      </Labeled>
      <Labeled label="Address">
        <Typography variant="body2">{addressRole(person.holdsEmail)}</Typography>
      </Labeled>
      <Labeled label="Account id">
        <TextField source="id" sx={{ wordBreak: 'break-all' }} />
      </Labeled>
      <Labeled label="Tenant">
        <TextField source="tenantId" />
      </Labeled>
      <Labeled label="Joined">
        <DateField source="createdAt" />
      </Labeled>
      <Labeled label="E-mail confirmed">
        <BooleanField source="isEmailConfirmed" />
      </Labeled>
      <Labeled label="Sign-ins">
        <NumberField source="signInCount" />
      </Labeled>
      <Labeled label="Stored copies">
        <NumberField source="storedCopies" />
      </Labeled>
    </Box>
    <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
      Profiles and documents
    </Typography>
    {person.profiles.map((profile) => (
      <Box key={profile.id} component="section" sx={{ mt: 2 }}>
        <Typography component="h3" variant="subtitle1">
          {profile.name || 'No name yet'}
          {profile.isAccountOwner ? ' (account owner)' : ''}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {profile.documents.map((document) => (
            <li key={document.kind}>
              {DOCUMENT_DISPLAY_NAMES[document.kind as DocumentProductType] ?? document.kind}:{' '}
              {progressLabel(document.progress) ?? 'Not shown'}
            </li>
          ))}
        </Box>
      </Box>
    ))}
  </RecordContextProvider>
);

/** A person's record, read-only, opened with a reason the audit log keeps. */
export const PersonShow = () => {
  const { id = '' } = useParams();
  const [reason, setReason] = useState<string | null>(null);
  const { data, error, isPending } = useGetOne<PersonRecord>(
    'people',
    { id, meta: { reason } },
    { enabled: reason !== null, retry: false },
  );
  const refused = (error as { body?: { fields?: Record<string, string> } } | null)?.body?.fields
    ?.reason;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={data ? `Person: ${data.name || data.email}` : 'Open a person’s record'} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {data ? data.name || data.email : 'Open a person’s record'}
        </Typography>
        {data && !error ? (
          <>
            <PersonDetails person={data} />
            <PersonActions accountId={data.id} />
          </>
        ) : (
          <ReasonForm
            onReason={setReason}
            error={refused ?? (error ? (error as Error).message : null)}
          />
        )}
        {reason !== null && isPending && !error && <Typography>Opening…</Typography>}
      </CardContent>
    </Card>
  );
};
