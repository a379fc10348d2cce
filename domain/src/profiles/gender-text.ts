import type { Gender } from './gender';

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const OTHER = /^(they\/them|it\/they)$/;
const FEMALE =
  /^(she\/her|female|woman|f|girl|gal|trans ?woman|transwoman|(male|man|m) ?(to|2|-) ?(female|woman|f)|mtf)$/;
const MALE =
  /^(he\/him|male|man|m|boy|guy|dude|trans ?man|transman|(female|woman|f) ?(to|2|-) ?(male|man|m)|ftm)$/;
const TRANS = /^(trans|transgender)$/;

/**
 * The gender an open-ended answer maps to (platform-core.md 5): pronouns and common words for
 * women and men, "male to female" style answers by the gender reached, trans or transgender as
 * TRANS, anything else OTHER.
 */
export const genderFromText = (text: string): Gender => {
  const answer = normalize(text);
  if (OTHER.test(answer)) return 'OTHER';
  if (FEMALE.test(answer)) return 'FEMALE';
  if (MALE.test(answer)) return 'MALE';
  if (TRANS.test(answer)) return 'TRANS';
  return 'OTHER';
};

/** The additional gender information field shows for Trans or Non-binary (platform-core.md 5). */
export const showsGenderDescription = (gender: Gender | null): boolean =>
  gender === 'TRANS' || gender === 'OTHER';

/**
 * The additional gender information saved with a profile (platform-core.md 3, 5): optional, so a
 * blank answer saves nothing; kept only for Trans or Non-binary, so a description written for
 * one of those does not stay behind when the person changes their gender.
 */
export const genderDescriptionToSave = (
  gender: Gender | null,
  description: string | null,
): string | null => (showsGenderDescription(gender) && description?.trim()) || null;
