import { passwordCriteria } from '@bequest/sdk/app';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../forms/TextField';

/**
 * The password criteria, each reported on its own as it is met (platform-core.md 5): a mark
 * for the eye and "met" or "not met" in words, never color alone.
 */
export const PasswordCriteria = ({
  id,
  password,
}: {
  readonly id: string;
  readonly password: string;
}) => (
  <ul id={id} className="criteria">
    {passwordCriteria(password).map((criterion) => (
      <li key={criterion.id} data-met={criterion.met}>
        <span aria-hidden="true">{criterion.met ? '✓ ' : '○ '}</span>
        {criterion.label}
        <span className="visually-hidden">{criterion.met ? ' (met)' : ' (not met)'}</span>
      </li>
    ))}
  </ul>
);

/** A new password with its criteria below, tied to the input by aria-describedby. */
export const NewPasswordField = ({
  id,
  label,
  password,
  error,
  registration,
}: {
  readonly id: string;
  readonly label: string;
  /** What the input holds now, to tell which criteria are met. */
  readonly password: string | undefined;
  readonly error: string | undefined;
  readonly registration: UseFormRegisterReturn;
}) => (
  <>
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      aria-describedby={`${id}-criteria`}
      error={error}
      registration={registration}
    />
    <PasswordCriteria id={`${id}-criteria`} password={password ?? ''} />
  </>
);

type NewPasswordFieldName = 'password' | 'confirmPassword';

/** A new password, its criteria and its confirmation: reset, create and change password. */
export const NewPasswordFields = ({
  register,
  errors,
  password,
}: {
  readonly register: (field: NewPasswordFieldName) => UseFormRegisterReturn;
  readonly errors: Partial<Record<NewPasswordFieldName, { readonly message?: string }>>;
  /** The form's current password (`watch('password')`). */
  readonly password: string | undefined;
}) => (
  <>
    <NewPasswordField
      id="password"
      label="New password"
      password={password}
      error={errors.password?.message}
      registration={register('password')}
    />
    <TextField
      id="confirmPassword"
      label="Confirm the new password"
      type="password"
      autoComplete="new-password"
      error={errors.confirmPassword?.message}
      registration={register('confirmPassword')}
    />
  </>
);
