import { useFormContext, useWatch } from 'react-hook-form';
import { fieldPath } from '../forms/field-error';
import { FormChoices, YES_NO } from '../forms/FormChoices';
import { PersonFields } from './PersonFields';

/**
 * A yes or no at `appoint` under `group` and, after a yes, the person at `person`: a co-agent, a
 * successor, another doctor.
 */
export const AppointmentFields = ({
  legend,
  group = '',
  asksRelationship = true,
}: {
  readonly legend: string;
  readonly group?: string;
  readonly asksRelationship?: boolean;
}) => {
  const { control } = useFormContext();
  const appoint: unknown = useWatch({ control, name: fieldPath(group, 'appoint') });
  return (
    <>
      <FormChoices name={fieldPath(group, 'appoint')} legend={legend} choices={YES_NO} />
      {appoint === 'yes' && (
        <PersonFields name={fieldPath(group, 'person')} asksRelationship={asksRelationship} />
      )}
    </>
  );
};
