import type { StoredCopyView } from '@bequest/sdk';
import {
  DateField,
  DateInput,
  Datagrid,
  List,
  NumberField,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

const filters = [
  <TextInput key="person" source="person" label="Person (name or account id)" alwaysOn />,
  <TextInput key="email" source="email" label="E-mail" alwaysOn />,
  <TextInput key="document" source="document" label="Document (kind or copy id)" />,
  <DateInput key="from" source="from" label="Kept from" />,
  <DateInput key="to" source="to" label="Kept until" />,
];

/** The storage center: every copy that left the product, newest first, paged on the server. */
export const StorageCenterList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="Storage center">
      {small ? (
        <SimpleList<StoredCopyView>
          primaryText={(copy) => `${copy.kind} v${copy.version} · ${copy.person ?? 'Guest'}`}
          secondaryText={(copy) => `${copy.email ?? 'no account'} · ${copy.purpose}`}
          tertiaryText={(copy) =>
            `${new Date(copy.createdAt).toLocaleDateString('en-US')} · ${
              copy.keptUntil
                ? `kept until ${new Date(copy.keptUntil).toLocaleDateString('en-US')}`
                : 'held'
            }`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" label="Kept" showTime sortable={false} />
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <TextField source="person" emptyText="Guest" sortable={false} />
          <TextField source="email" label="E-mail" emptyText="–" sortable={false} />
          <TextField source="kind" label="Document" sortable={false} />
          <NumberField source="version" sortable={false} />
          <TextField source="purpose" sortable={false} />
          <DateField source="keptUntil" label="Kept until" emptyText="Held" sortable={false} />
          <TextField
            source="sha256"
            label="SHA-256"
            sortable={false}
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          />
        </Datagrid>
      )}
    </List>
  );
};
