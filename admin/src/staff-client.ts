import { createStaffClient, type ApiFailure, type Result } from '@bequest/sdk';
import { HttpError } from 'react-admin';

/** The console's one client of the product: the SDK's staff resources on this origin. */
export const staff = createStaffClient({
  baseUrl: window.location.origin,
  credentials: 'same-origin',
});

/**
 * A call's value, or its failure as react-admin's HttpError (401 signs the staff member out); the
 * fields at fault are also its `errors`, which react-admin's forms show under each field.
 */
export const valueOf = async <T>(call: Promise<Result<T, ApiFailure>>): Promise<T> => {
  const result = await call;
  if (result.isErr()) {
    const { status, error } = result.error;
    throw new HttpError(error.message, status, { ...error, errors: error.fields });
  }
  return result.value;
};
