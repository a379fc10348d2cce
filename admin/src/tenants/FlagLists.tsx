import type { FlagsInEffect } from '@bequest/sdk';
import { BooleanField, Datagrid, FunctionField, List, TextField } from 'react-admin';

type Experiment = FlagsInEffect['experiments'][number];

/** The feature flags in effect in this deployment, read-only, with where each value comes from. */
export const FlagList = () => (
  <List exporter={false} title="Feature flags in effect" perPage={50}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" label="Flag" sortable={false} />
      <BooleanField source="on" sortable={false} />
      <TextField source="source" label="From" sortable={false} />
    </Datagrid>
  </List>
);

/** The experiments: whether each runs here, from where, and on which tenants. */
export const ExperimentList = () => (
  <List exporter={false} title="Experiments in effect">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" label="Experiment" sortable={false} />
      <BooleanField source="running" sortable={false} />
      <TextField source="source" label="From" sortable={false} />
      <FunctionField<Experiment>
        label="Arms"
        render={(experiment) =>
          experiment.arms.map((arm) => `${arm.name} (${arm.weight})`).join(', ')
        }
      />
      <FunctionField<Experiment>
        label="Tenants"
        render={(experiment) =>
          experiment.tenants
            .map((tenant) => `${tenant.name}: ${tenant.on ? 'on' : 'off'} (${tenant.source})`)
            .join('; ')
        }
      />
    </Datagrid>
  </List>
);
