import type { TenantSettingsView } from '@bequest/sdk';
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

type Tenant = TenantSettingsView & { readonly id: string };

/** The tenants, each with its display name and how much staff edited of its defaults. */
export const TenantList = () => {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Tenants" pagination={false}>
      {small ? (
        <SimpleList<Tenant>
          primaryText={(tenant) => tenant.configuration.branding.tenantDisplayName}
          secondaryText={(tenant) => `${tenant.tenantId} · ${tenant.editedFields.length} edited`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <TextField
            source="configuration.branding.tenantDisplayName"
            label="Name"
            sortable={false}
          />
          <FunctionField<Tenant>
            label="Edited fields"
            render={(tenant) => tenant.editedFields.length}
          />
          <DateField
            source="editedAt"
            label="Last edited"
            showTime
            emptyText="Never"
            sortable={false}
          />
        </Datagrid>
      )}
    </List>
  );
};
