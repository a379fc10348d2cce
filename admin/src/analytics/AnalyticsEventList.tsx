import type { AnalyticsEventView } from '@bequest/sdk';
import { ANALYTICS_EVENT_NAMES } from '@bequest/sdk/app';
import { Button } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { staff, valueOf } from '../staff-client';
import { useSmallScreen } from '../use-small-screen';

const filters = [
  <SelectInput
    key="name"
    source="name"
    label="Event"
    choices={ANALYTICS_EVENT_NAMES.map((name) => ({ id: name, name }))}
    alwaysOn
  />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="Until" alwaysOn />,
];

const given = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The export: the server's CSV of every event the filter selects (audited; ADR 0028). */
const ExportCsv = () => {
  const { filterValues } = useListContext();
  const chosen = filterValues as Record<string, unknown>;
  const download = async () => {
    const file = await valueOf(
      staff.exportAnalyticsEvents({
        query: {
          name: given(chosen.name) as AnalyticsEventView['name'] | undefined,
          from: given(chosen.from),
          to: given(chosen.to),
        },
      }),
    );
    const url = URL.createObjectURL(new Blob([new Uint8Array(file.content)], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: file.fileName ?? 'analytics-events.csv',
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <TopToolbar>
      <Button onClick={() => void download()}>Export CSV</Button>
    </TopToolbar>
  );
};

/** Product-analytics events, newest first: administrators and partner managers (ADR 0028). */
export const AnalyticsEventList = () => {
  const small = useSmallScreen();
  const person = (event: AnalyticsEventView) =>
    event.accountId ?? `anonymous ${event.anonymousId ?? ''}`;
  return (
    <List filters={filters} exporter={false} actions={<ExportCsv />} title="Product analytics">
      {small ? (
        <SimpleList<AnalyticsEventView>
          primaryText={(event) => event.name}
          secondaryText={person}
          tertiaryText={(event) => new Date(event.occurredAt).toLocaleString('en-US')}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="occurredAt" label="When" showTime sortable={false} />
          <TextField source="name" label="Event" sortable={false} />
          <TextField source="tenantId" label="Tenant" sortable={false} />
          <FunctionField<AnalyticsEventView> label="Person" render={person} />
          <FunctionField<AnalyticsEventView>
            label="Properties"
            render={(event) => JSON.stringify(event.properties)}
          />
        </Datagrid>
      )}
    </List>
  );
};
