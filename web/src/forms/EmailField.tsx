import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

export const EmailField = ({
  error,
  registration,
}: {
  readonly error: string | undefined;
  readonly registration: UseFormRegisterReturn;
}) => (
  <TextField
    id="email"
    label="E-mail address"
    type="email"
    autoComplete="email"
    error={error}
    registration={registration}
  />
);
