/**
 * FNV-1a over 32 bits, then MurmurHash3's finaliser so that ids differing only in their last
 * character spread over the arms too: the same text gives the same number on every server, in
 * every browser and after every restart.
 */
export const stableHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
};
