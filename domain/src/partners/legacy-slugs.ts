/**
 * Organisation slugs that changed, old → current (platform-core.md 2.3 "Legacy organisation
 * slugs"). Data: an organisation that renames its page adds a row here.
 */
export const LEGACY_ORGANIZATION_SLUGS: Readonly<Record<string, string>> = {
  harborfoodbank: 'harbor-food-bank',
  'harbor-foodbank': 'harbor-food-bank',
  'harbour-food-bank': 'harbor-food-bank',
  riverconservancy: 'river-conservancy',
  'river-conservancy-fund': 'river-conservancy',
};

/** The sections a slug may appear under besides the bare path. */
const SECTIONS = ['beneficiaries', 'record', 'stocks', 'qcd', 'daf', 'smartgiving'] as const;

/**
 * Where an old organisation path now lives: `/{old}` and `/{section}/{old}` move to the current
 * slug under the same section; any other path is not a legacy slug (null).
 */
export const legacySlugRedirect = (path: string): string | null => {
  const parts = path.replace(/\/+$/, '').split('/').slice(1);
  const [first, second] = parts;
  if (parts.length === 1 && first) {
    const current = LEGACY_ORGANIZATION_SLUGS[first.toLowerCase()];
    return current ? `/${current}` : null;
  }
  if (parts.length === 2 && first && second && (SECTIONS as readonly string[]).includes(first)) {
    const current = LEGACY_ORGANIZATION_SLUGS[second.toLowerCase()];
    return current ? `/${first}/${current}` : null;
  }
  return null;
};
