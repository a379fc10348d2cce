import type { IssuedFirmApiKeyView } from '@bequest/sdk';
import { ShownOnce } from '../ShownOnce';

/** A key just issued or rotated in, shown this once: the server keeps only its hash. */
export const IssuedKey = ({
  issued,
  onDone,
}: {
  readonly issued: IssuedFirmApiKeyView;
  readonly onDone: () => void;
}) => (
  <ShownOnce
    heading={`New key for ${issued.key.tenantId}: ${issued.key.label}`}
    warning="Copy this key now and give it to the firm securely. It is shown only once: Bequest keeps only a fingerprint of it."
    label="API key"
    noun="key"
    value={issued.secretKey}
    onDone={onDone}
  />
);
