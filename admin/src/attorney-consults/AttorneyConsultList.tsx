import type { AttorneyConsultRequestView } from '@bequest/sdk';
import { ATTORNEY_CONSULT_STATUSES } from '@bequest/sdk/app';
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

const STATUS_CHOICES = ATTORNEY_CONSULT_STATUSES.map((status) => ({ id: status, name: status }));

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
];

const dueOf = (request: AttorneyConsultRequestView) =>
  `${request.overdue ? 'Overdue since' : 'Due by'} ${new Date(request.overdueAt).toLocaleDateString('en-US')}`;

/**
 * The attorney-consult queue (issue 24): open requests first, the most overdue at the top, paged
 * and filtered by status on the server.
 */
export const AttorneyConsultList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="Attorney consults">
      {small ? (
        <SimpleList<AttorneyConsultRequestView>
          primaryText={(request) =>
            `${request.contact.name ?? request.contact.email} · ${request.status}`
          }
          secondaryText={(request) => request.stateName}
          tertiaryText={dueOf}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="requestedAt" label="Requested" showTime sortable={false} />
          <TextField source="status" sortable={false} />
          <BooleanField source="overdue" sortable={false} />
          <DateField source="overdueAt" label="Overdue from" sortable={false} />
          <TextField source="stateName" label="State" sortable={false} />
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <TextField source="contact.name" label="Person" emptyText="–" sortable={false} />
          <TextField source="contact.email" label="E-mail" sortable={false} />
          <TextField source="attorney" label="Attorney" emptyText="–" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
