import { dfpoaPowersFor } from '@bequest/sdk/app';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormChoices } from '../../forms/FormChoices';

/** What a power lets the agent do, from the sentence the document prints. */
const lets = (grant: string) =>
  `Lets your agent ${grant.replace(/ \(.*\)\.$/, '.').replace(/^to /, '')}`;

/**
 * The state form's powers as one list (issue 21): a box that gives them all, and each power with
 * what it lets the agent do. The box shows "mixed" while only some are checked.
 */
export const PowerList = ({ state }: { readonly state: string | null }) => {
  const powers = dfpoaPowersFor(state);
  const {
    control,
    setValue,
    formState: { isSubmitted },
  } = useFormContext();
  const chosen = (useWatch({ control, name: 'powers' }) as string[] | undefined) ?? [];
  const all = powers.every(({ power }) => chosen.includes(power));
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = !all && chosen.length > 0;
  }, [all, chosen.length]);
  return (
    <>
      <div className="field field--checkbox">
        <input
          id="powers-all"
          type="checkbox"
          ref={allBox}
          checked={all}
          onChange={(event) =>
            setValue('powers', event.target.checked ? powers.map(({ power }) => power) : [], {
              shouldDirty: true,
              shouldValidate: isSubmitted,
            })
          }
        />
        <label htmlFor="powers-all">Give my agent all of these powers</label>
      </div>
      <FormChoices
        name="powers"
        legend="Powers you give your agent"
        multiple
        choices={powers.map(({ power, title, grant }) => ({
          value: power,
          label: title,
          description: lets(grant),
        }))}
      />
    </>
  );
};
