import { err, ok, type Result } from 'neverthrow';

/** A message shown to the person, in the specification's words. */
export type Message = string;

/** The first failing message of each invalid field, keyed by field name. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, Message>>;

/** A check of one value: the message when it fails, null when it passes. */
export type Check<Value> = (value: Value) => Message | null;

/** The first message of the checks that fail, or null (specification: "the first failing rule gives the message"). */
export const firstFailure = <Value>(
  value: Value,
  checks: readonly Check<Value>[],
): Message | null => {
  for (const check of checks) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
};

/** Ok with the value when no field failed, else Err with the failures. */
export const fromFieldErrors = <Value, Field extends string>(
  value: Value,
  errors: FieldErrors<Field>,
): Result<Value, FieldErrors<Field>> =>
  Object.values(errors).some((message) => message !== undefined) ? err(errors) : ok(value);

/** A schema's issues as field errors: the first message of each field, by its path. */
export const fieldErrorsOf = (
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
  /** The key of an issue about the whole input. */
  whole = 'body',
): Record<string, Message> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || whole] ??= issue.message;
  return fields;
};
