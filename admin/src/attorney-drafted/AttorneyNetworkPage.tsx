import type { AttorneyNetworkMemberView } from '@bequest/sdk';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { ActionMessage } from '../ActionMessage';
import type { StaffDataProvider } from '../data-provider';

const EMPTY = { name: '', firm: '', email: '', phone: '', states: '' };
type Draft = typeof EMPTY;

/** The body the server validates: empty optional fields as null, states as codes. */
const memberOf = (draft: Draft, active: boolean) => ({
  name: draft.name,
  firm: draft.firm.trim() || null,
  email: draft.email.trim(),
  phone: draft.phone.trim() || null,
  states: draft.states
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean),
  active,
});

const FIELDS: readonly { readonly source: keyof Draft; readonly label: string }[] = [
  { source: 'name', label: 'Attorney’s name' },
  { source: 'firm', label: 'Firm' },
  { source: 'email', label: 'E-mail' },
  { source: 'phone', label: 'Phone' },
  { source: 'states', label: 'States (e.g. CA, NV)' },
];

/**
 * The attorney network (issue 24): the attorneys support matches attorney-drafted plans with,
 * each with the states where they take plans; an attorney who stops taking plans is marked
 * inactive, never removed, since the plans matched with them keep their name.
 */
export const AttorneyNetworkPage = () => {
  const data = useDataProvider<StaffDataProvider>();
  const [members, setMembers] = useState<readonly AttorneyNetworkMemberView[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const load = useCallback(
    () => data.listAttorneyNetwork({}).then(setMembers, () => setMembers([])),
    [data],
  );
  useEffect(() => void load(), [load]);

  const failed = (error: unknown) => {
    const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
    setErrors(fields);
    setMessage({ ok: false, text: Object.values(fields)[0] ?? (error as Error).message });
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const added = await data.addAttorneyNetworkMember(memberOf(draft, true));
      setDraft(EMPTY);
      setErrors({});
      setMessage({ ok: true, text: `${added.name} was added to the network.` });
      await load();
    } catch (error) {
      failed(error);
    }
  };
  const toggle = async (member: AttorneyNetworkMemberView) => {
    try {
      const { id, updatedAt: _updatedAt, ...fields } = member;
      const saved = await data.updateAttorneyNetworkMember(id, {
        ...fields,
        active: !member.active,
      });
      setMessage({
        ok: true,
        text: `${saved.name} ${saved.active ? 'takes plans again' : 'takes no new plans'}.`,
      });
      await load();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title="Attorney network" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Attorney network
      </Typography>
      <Box
        component="form"
        aria-label="Add an attorney"
        onSubmit={(event) => void add(event)}
        noValidate
        sx={{ display: 'grid', gap: 2, my: 2 }}
      >
        <Typography variant="h6" component="h2">
          Add an attorney
        </Typography>
        {FIELDS.map((field) => (
          <TextField
            key={field.source}
            label={field.label}
            value={draft[field.source]}
            onChange={(event) => setDraft({ ...draft, [field.source]: event.target.value })}
            error={Boolean(errors[field.source])}
            helperText={errors[field.source]}
            size="small"
          />
        ))}
        <Box>
          <Button type="submit" variant="contained">
            Add attorney
          </Button>
        </Box>
      </Box>
      <ActionMessage message={message} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Attorneys
      </Typography>
      {members.length === 0 && <FormHelperText>No attorney in the network yet.</FormHelperText>}
      <List aria-label="Attorneys">
        {members.map((member) => (
          <ListItem
            key={member.id}
            divider
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={undefined}
          >
            <ListItemText
              primary={`${member.name}${member.firm ? `, ${member.firm}` : ''}${member.active ? '' : ' (inactive)'}`}
              secondary={`${member.states.join(', ')} · ${member.email}${member.phone ? ` · ${member.phone}` : ''}`}
            />
            <FormControlLabel
              control={<Checkbox checked={member.active} onChange={() => void toggle(member)} />}
              label={`${member.name} takes new plans`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
