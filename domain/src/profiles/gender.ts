import { z } from 'zod';

/** Gender values and the labels they are shown with (platform-core.md 3). */
export const GENDERS = ['MALE', 'FEMALE', 'OTHER', 'TRANS'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const GENDER_LABELS = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHER: 'Non-binary',
  TRANS: 'Trans',
} as const satisfies Record<Gender, string>;

export const GENDER_INPUT_STYLES = ['MULTIPLE_CHOICE', 'OPEN_ENDED'] as const;
export type GenderInputStyle = (typeof GENDER_INPUT_STYLES)[number];
