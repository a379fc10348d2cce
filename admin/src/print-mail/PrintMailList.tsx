import type { PrintMailRequestView } from '@bequest/sdk';
import { PRINT_MAIL_STATUSES } from '@bequest/sdk/app';
import {
  BooleanField,
  DateField,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

const STATUS_CHOICES = PRINT_MAIL_STATUSES.map((status) => ({ id: status, name: status }));

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
];

const documentsOf = (request: PrintMailRequestView) =>
  request.documents.map((document) => document.title).join(', ');

const dueOf = (request: PrintMailRequestView) =>
  `${request.overdue ? 'Overdue since' : 'Due by'} ${new Date(request.overdueAt).toLocaleDateString('en-US')}`;

/**
 * The print-and-mail queue (issue 24): open requests first, the most overdue at the top, paged
 * and filtered by status on the server.
 */
export const PrintMailList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="Print and mail">
      {small ? (
        <SimpleList<PrintMailRequestView>
          primaryText={(request) => `${request.person ?? request.email} · ${request.status}`}
          secondaryText={(request) => `${request.mailingAddress.city} · ${documentsOf(request)}`}
          tertiaryText={dueOf}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="requestedAt" label="Requested" showTime sortable={false} />
          <TextField source="status" sortable={false} />
          <BooleanField source="overdue" sortable={false} />
          <DateField source="overdueAt" label="Overdue from" sortable={false} />
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <TextField source="person" emptyText="–" sortable={false} />
          <TextField source="email" label="E-mail" sortable={false} />
          <FunctionField<PrintMailRequestView>
            label="Documents"
            render={documentsOf}
            sortable={false}
          />
        </Datagrid>
      )}
    </List>
  );
};
