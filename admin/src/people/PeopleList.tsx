import type { PersonSummary } from '@bequest/sdk';
import {
  DateField,
  Datagrid,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

const filters = [
  <TextInput
    key="q"
    source="q"
    label="Search people (name, e-mail, phone or id)"
    alwaysOn
    resettable
  />,
];

/** Support's search across tenants; opening a person asks for the reason first. */
export const PeopleList = () => {
  const small = useSmallScreen();
  return (
    <List filters={filters} exporter={false} title="People">
      {small ? (
        <SimpleList<PersonSummary>
          primaryText={(person) => person.name || person.email}
          secondaryText={(person) =>
            `${person.email}${person.holdsEmail ? '' : ' (typed, not its holder)'} · ${person.tenantId}`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" sortable={false} />
          <TextField source="email" label="E-mail" sortable={false} />
          <FunctionField<PersonSummary>
            label="Address"
            render={(person) => (person.holdsEmail ? 'Holder' : 'Typed, not its holder')}
          />
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <DateField source="createdAt" label="Joined" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
