import type { AuditEntryView } from '@bequest/sdk';
import { DateField, Datagrid, List, SimpleList, TextField, TextInput } from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

const filters = [
  <TextInput key="accountId" source="accountId" label="Account id" alwaysOn />,
  <TextInput key="staffEmail" source="staffEmail" label="Staff e-mail" alwaysOn />,
];

/** The append-only audit log, newest first: administrators only. */
export const AuditLogList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="Audit log">
      {small ? (
        <SimpleList<AuditEntryView>
          primaryText={(entry) => `${entry.action} · ${entry.staffName} (${entry.staffRole})`}
          secondaryText={(entry) => entry.reason ?? entry.subject ?? entry.accountId ?? ''}
          tertiaryText={(entry) => new Date(entry.at).toLocaleString('en-US')}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="at" label="When" showTime sortable={false} />
          <TextField source="staffName" label="Staff" sortable={false} />
          <TextField source="staffRole" label="Role" sortable={false} />
          <TextField source="action" sortable={false} />
          <TextField source="tenantId" label="Tenant" emptyText="–" sortable={false} />
          <TextField source="accountId" label="Account" emptyText="–" sortable={false} />
          <TextField source="subject" emptyText="–" sortable={false} />
          <TextField source="reason" emptyText="–" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
