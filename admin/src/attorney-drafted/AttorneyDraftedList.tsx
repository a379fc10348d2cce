import type { AttorneyDraftedPlanView } from '@bequest/sdk';
import { ATTORNEY_DRAFTED_PLAN_STATUSES } from '@bequest/sdk/app';
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

const STATUS_CHOICES = ATTORNEY_DRAFTED_PLAN_STATUSES.map((status) => ({
  id: status,
  name: status,
}));

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
];

const dueOf = (plan: AttorneyDraftedPlanView) =>
  plan.overdueAt
    ? `${plan.overdue ? 'Overdue since' : 'Due by'} ${new Date(plan.overdueAt).toLocaleDateString('en-US')}`
    : 'Done';

/**
 * The attorney-drafted plans to match (issue 24): open plans first, the most overdue at the
 * top, paged and filtered by status on the server.
 */
export const AttorneyDraftedList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="Attorney-drafted plans">
      {small ? (
        <SimpleList<AttorneyDraftedPlanView>
          primaryText={(plan) => `${plan.contact.name ?? plan.contact.email} · ${plan.status}`}
          secondaryText={(plan) => plan.stateName ?? 'No state given'}
          tertiaryText={dueOf}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="requestedAt" label="Requested" showTime sortable={false} />
          <TextField source="status" sortable={false} />
          <BooleanField source="overdue" sortable={false} />
          <DateField source="overdueAt" label="Overdue from" emptyText="–" sortable={false} />
          <TextField source="stateName" label="State" emptyText="–" sortable={false} />
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <TextField source="contact.name" label="Person" emptyText="–" sortable={false} />
          <TextField source="contact.email" label="E-mail" sortable={false} />
          <TextField source="attorney.name" label="Attorney" emptyText="–" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
