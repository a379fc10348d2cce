import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field errors on the form's own fields: each name with `prefix` taken off, and
 * only the names `isField` knows when it is given. Answers how many were put.
 */
export const showApiFieldErrors = <Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: Readonly<Record<string, string>> | undefined,
  {
    prefix = '',
    isField = () => true,
  }: { prefix?: string; isField?: (name: string) => boolean } = {},
): number => {
  let shown = 0;
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = name.startsWith(prefix) ? name.slice(prefix.length) : name;
    if (!isField(field)) continue;
    setError(field as Path<Values>, { message });
    shown += 1;
  }
  return shown;
};
