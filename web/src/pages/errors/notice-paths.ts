import { AUTH_ERROR_ROUTES } from '@bequest/sdk/app';

/** The notice pages' paths, apart from their text so the route list stays small. */
export const NOTICE_PATHS = [...Object.values(AUTH_ERROR_ROUTES), '/firm-not-found'] as const;
export type NoticePath = (typeof NOTICE_PATHS)[number];
