import type { NewPasswordForm } from '@bequest/sdk';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../forms/TextField';

/** A new password and its confirmation: reset and create password. */
export const NewPasswordFields = ({
  register,
  errors,
}: {
  readonly register: UseFormRegister<NewPasswordForm>;
  readonly errors: FieldErrors<NewPasswordForm>;
}) =>
  (['password', 'confirmPassword'] as const).map((field) => (
    <TextField
      key={field}
      id={field}
      label={field === 'password' ? 'New password' : 'Confirm the new password'}
      type="password"
      autoComplete="new-password"
      error={errors[field]?.message}
      registration={register(field)}
    />
  ));
