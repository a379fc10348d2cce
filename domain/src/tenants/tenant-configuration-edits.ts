/** A JSON object, as a tenant configuration and its edits are stored. */
type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A tenant's configuration in effect (issue 24): the staff console's edits laid over the seeded
 * defaults, object by object; an edited value (a list, a text, a switch) replaces the default's.
 */
export const applyConfigurationEdits = (defaults: unknown, edits: unknown): unknown => {
  if (!isObject(defaults) || !isObject(edits)) return edits === undefined ? defaults : edits;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(edits))
    merged[key] = applyConfigurationEdits(defaults[key], value);
  return merged;
};

/**
 * What an edited configuration changes from the defaults, as the edits to store: only the values
 * that differ, so a later change of a default still reaches every field nobody edited.
 */
export const configurationEdits = (defaults: unknown, edited: JsonObject): JsonObject => {
  const edits: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edited)) {
    const before = isObject(defaults) ? defaults[key] : undefined;
    if (isObject(value) && isObject(before)) {
      const inner = configurationEdits(before, value);
      if (Object.keys(inner).length > 0) edits[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(before)) edits[key] = value;
  }
  return edits;
};

const pathsOf = (edits: unknown, prefix: string): string[] =>
  isObject(edits)
    ? Object.entries(edits).flatMap(([key, value]) =>
        isObject(value) && Object.keys(value).length > 0
          ? pathsOf(value, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      )
    : [];

/** The dotted paths of the values edits set (`branding.theme.primary`), sorted. */
export const editedPaths = (edits: unknown): string[] => pathsOf(edits, '').sort();
