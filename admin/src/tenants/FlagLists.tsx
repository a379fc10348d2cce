import type { FlagsInEffect } from '@bequest/sdk';
import { BooleanField, Datagrid, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { useSmallScreen } from '../use-small-screen';

/** A flag's name breaks anywhere on a phone: FW_HAS_GIFT_CONFIRMATION_NEW_PAGE has no space. */
const Name = ({ name }: { readonly name: string }) => (
  <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
);

type Flag = FlagsInEffect['flags'][number] & { readonly id: string };
type Experiment = FlagsInEffect['experiments'][number] & { readonly id: string };

const armsOf = (experiment: Experiment) =>
  experiment.arms.map((arm) => `${arm.name} (${arm.weight})`).join(', ');
const tenantsOf = (experiment: Experiment) =>
  experiment.tenants
    .map((tenant) => `${tenant.name}: ${tenant.on ? 'on' : 'off'} (${tenant.source})`)
    .join('; ');

/** The feature flags in effect in this deployment, read-only, with where each value comes from. */
export const FlagList = () => {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Feature flags in effect" perPage={50}>
      {small ? (
        <SimpleList<Flag>
          primaryText={(flag) => <Name name={flag.name} />}
          secondaryText={(flag) => `${flag.on ? 'On' : 'Off'} · from ${flag.source}`}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="Flag" sortable={false} />
          <BooleanField source="on" sortable={false} />
          <TextField source="source" label="From" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};

/** The experiments: whether each runs here, from where, and on which tenants. */
export const ExperimentList = () => {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Experiments in effect">
      {small ? (
        <SimpleList<Experiment>
          primaryText={(experiment) => <Name name={experiment.name} />}
          secondaryText={(experiment) => (
            <span style={{ overflowWrap: 'anywhere' }}>
              {`${experiment.running ? 'Running' : 'Off'} · from ${experiment.source} · ${armsOf(experiment)} · ${tenantsOf(experiment)}`}
            </span>
          )}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="Experiment" sortable={false} />
          <BooleanField source="running" sortable={false} />
          <TextField source="source" label="From" sortable={false} />
          <FunctionField<Experiment> label="Arms" render={armsOf} />
          <FunctionField<Experiment> label="Tenants" render={tenantsOf} />
        </Datagrid>
      )}
    </List>
  );
};
