import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

/** A UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL, or a lone surrogate: text PostgreSQL cannot store. */
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be saved (a NUL character or an unpaired surrogate)';

/** The path (`owner.fullName.first`, `tags.2`) of the first string in `value` that cannot be stored. */
export const unstorableTextPath = (value: unknown, path: readonly string[] = []): string | null => {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return [...path, key].join('.');
    const found = unstorableTextPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
};

const decodedPath = (request: Request): string | null => {
  try {
    return decodeURIComponent(request.path);
  } catch {
    return null;
  }
};

/**
 * Refuses, at the edge and for every route, text that no contract field may carry: a 400 naming
 * the field (the path, a query parameter or a body field) before anything reaches a use case or
 * the database (issue 20).
 */
export const rejectUnstorableText = (request: Request, _response: Response, next: NextFunction) => {
  const path = decodedPath(request);
  const field =
    path === null
      ? 'path'
      : unstorable(path)
        ? 'path'
        : (unstorableTextPath(request.query, ['query']) ?? unstorableTextPath(request.body));
  if (field === null) return next();
  next(
    new ApiError(400, 'REQUEST.INVALID', `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, {
      [field]: UNSTORABLE_TEXT_MESSAGE,
    }),
  );
};
