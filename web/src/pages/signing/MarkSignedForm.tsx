import {
  markSignedFormSchema,
  signingRequirement,
  signingShortfalls,
  type SignedDocumentKind,
  type UsStateCode,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showApiFieldErrors } from '../../forms/api-field-errors';
import { FormFailure } from '../../forms/FormFailure';
import { TextField } from '../../forms/TextField';
import type { MarkSignedBody, SigningOutcome } from '../../documents/use-signing';

interface Values {
  signedOn: string;
  witnesses: string[];
  notary: string;
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * "Mark as signed" (issue 19): the day, each witness the state's rule asks for and the notary,
 * checked against the rule here and again by the server, whose field errors land on the fields.
 */
export const MarkSignedForm = ({
  kind,
  state,
  noun,
  onSubmit,
}: {
  readonly kind: SignedDocumentKind;
  readonly state: UsStateCode;
  readonly noun: string;
  readonly onSubmit: (body: MarkSignedBody) => Promise<SigningOutcome>;
}) => {
  const requirement = signingRequirement(kind, state);
  const witnessCount = Math.max(requirement.witnesses, 1);
  const form = useForm<Values>({
    defaultValues: { signedOn: '', witnesses: Array(witnessCount).fill(''), notary: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      signedOn: values.signedOn,
      witnesses: values.witnesses.map((name) => name.trim()).filter(Boolean),
      notary: values.notary.trim() || null,
    };
    // A shortfall of witnesses shows on the first witness left empty.
    const missing = Math.max(
      0,
      values.witnesses.findIndex((name) => !name.trim()),
    );
    const onFields = (fields: Readonly<Record<string, string>> | undefined) =>
      Object.fromEntries(
        Object.entries(fields ?? {}).map(([name, message]) => [
          name === 'witnesses' ? `witnesses.${missing}` : name,
          message,
        ]),
      );
    const parsed = markSignedFormSchema(today()).safeParse(body);
    const problems = parsed.success
      ? signingShortfalls(kind, state, parsed.data)
      : Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        );
    if (Object.keys(problems).length > 0) {
      showApiFieldErrors(form.setError, onFields(problems));
      return;
    }
    const outcome = await onSubmit(body);
    if (!outcome.ok && showApiFieldErrors(form.setError, onFields(outcome.fields)) === 0)
      setFailure(outcome.message);
  });
  const notaryLabel = {
    required: 'Notary’s full name',
    optional: 'Notary’s full name, if a notary signed',
    instead: 'Notary’s full name, if you signed before a notary instead of witnesses',
  }[requirement.notary];
  return (
    <form onSubmit={submit} noValidate aria-labelledby="mark-signed">
      <h2 id="mark-signed">Mark as signed</h2>
      <p>
        Once you have signed your {noun} as the guide says, record it here. We keep the day and the
        names with your {noun}, and tell you if you change it later.
      </p>
      <FormFailure message={failure} />
      <TextField
        id="signedOn"
        label="Date you signed"
        type="date"
        max={today()}
        error={errors.signedOn?.message}
        registration={form.register('signedOn')}
      />
      {Array.from({ length: witnessCount }, (_value, index) => (
        <TextField
          key={index}
          id={`witness-${index + 1}`}
          label={`Witness ${index + 1}’s full name${requirement.witnesses === 0 ? ', if any' : ''}`}
          autoComplete="off"
          error={errors.witnesses?.[index]?.message}
          registration={form.register(`witnesses.${index}`)}
        />
      ))}
      <TextField
        id="notary"
        label={notaryLabel}
        autoComplete="off"
        error={errors.notary?.message}
        registration={form.register('notary')}
      />
      <button
        className="button button--primary"
        type="submit"
        disabled={form.formState.isSubmitting}
      >
        Mark as signed
      </button>
    </form>
  );
};
