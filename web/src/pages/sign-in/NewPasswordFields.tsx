import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../forms/TextField';

type NewPasswordField = 'password' | 'confirmPassword';

/** A new password and its confirmation: reset, create and change password. */
export const NewPasswordFields = ({
  register,
  errors,
}: {
  readonly register: (field: NewPasswordField) => UseFormRegisterReturn;
  readonly errors: Partial<Record<NewPasswordField, { readonly message?: string }>>;
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
