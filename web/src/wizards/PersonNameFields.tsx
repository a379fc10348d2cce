import { oneLetterFirstNameSuggestion } from '@bequest/sdk/app';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormText } from '../forms/FormText';

/**
 * "Is {firstName} your full legal first name?" while the first name at `field` is one letter and
 * the person has not answered for that letter (platform-core.md 5). Dismissing it ("No") puts
 * the person back in the first name; accepting it moves on to the next field.
 */
const useOneLetterFirstName = (field: string, next: string, enabled: boolean) => {
  const { control, setFocus } = useFormContext();
  const first = String(useWatch({ control, name: field }) ?? '').trim();
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const question = enabled ? oneLetterFirstNameSuggestion(first) : null;
  return {
    question: question && answeredFor !== first ? question : null,
    initial: first,
    accept: () => {
      setAnsweredFor(first);
      setFocus(next);
    },
    dismiss: () => {
      setAnsweredFor(first);
      setFocus(field);
    },
  };
};

/**
 * A person's legal name in three parts, under the path `name`. With `confirmOneLetterFirstName`
 * a first name of one letter is questioned (platform-core.md 5): the question is announced, tied
 * to the input, and answered with one of two buttons grouped under it.
 */
export const PersonNameFields = ({
  name,
  confirmOneLetterFirstName = false,
}: {
  readonly name: string;
  readonly confirmOneLetterFirstName?: boolean;
}) => {
  const questionId = useId();
  const suggestion = useOneLetterFirstName(
    `${name}.first`,
    `${name}.middle`,
    confirmOneLetterFirstName,
  );
  return (
    <div className="name-fields">
      <FormText
        name={`${name}.first`}
        label="First name"
        autoComplete="off"
        aria-describedby={suggestion.question ? questionId : undefined}
      />
      <FormText name={`${name}.middle`} label="Middle name (optional)" autoComplete="off" />
      <FormText name={`${name}.last`} label="Last name" autoComplete="off" />
      {confirmOneLetterFirstName && (
        <div className="name-suggestion">
          <p id={questionId} role="status" className="name-suggestion__question">
            {suggestion.question}
          </p>
          {suggestion.question && (
            <div role="group" aria-labelledby={questionId} className="name-suggestion__answers">
              <button type="button" className="button" onClick={suggestion.accept}>
                Yes, {suggestion.initial} is the full first name
              </button>
              <button type="button" className="button" onClick={suggestion.dismiss}>
                No, edit the first name
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
};
