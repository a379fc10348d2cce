import type { StrategistCallView } from '@bequest/sdk';
import { STRATEGIST_CALL_STATUSES } from '@bequest/sdk/app';
import {
  BooleanField,
  DateField,
  Datagrid,
  List,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

const STATUS_CHOICES = STRATEGIST_CALL_STATUSES.map((status) => ({ id: status, name: status }));

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
];

const dueOf = (call: StrategistCallView) =>
  call.status === 'scheduled'
    ? `Documents ${call.overdue ? 'overdue since' : 'due by'} ${new Date(call.overdueAt).toLocaleDateString('en-US')}`
    : '';

/**
 * The strategist-call queue (issue 24): calls awaiting their documents first, the most overdue at
 * the top, paged and filtered by status on the server.
 */
export const StrategistCallList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="Strategist calls">
      {small ? (
        <SimpleList<StrategistCallView>
          primaryText={(call) => `${call.person ?? call.email} · ${call.status}`}
          secondaryText={(call) => call.documents.map((document) => document.title).join(', ')}
          tertiaryText={dueOf}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="scheduledAt" label="Scheduled" showTime sortable={false} />
          <TextField source="status" sortable={false} />
          <BooleanField source="overdue" sortable={false} />
          <DateField source="overdueAt" label="Documents due" sortable={false} />
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <TextField source="person" emptyText="–" sortable={false} />
          <TextField source="email" label="E-mail" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
