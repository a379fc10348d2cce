import { ShownOnce } from '../ShownOnce';
import type { EndpointWithSecret } from './webhook-data';

/**
 * An endpoint's signing secret, shown this once (when the endpoint is added or its secret
 * rotated): the console cannot show it again, so the firm must be given it now.
 */
export const ShownSecret = ({
  shown,
  onDone,
}: {
  readonly shown: EndpointWithSecret;
  readonly onDone: () => void;
}) => (
  <ShownOnce
    heading={`Signing secret for ${shown.endpoint.url}`}
    warning="Copy this secret now and give it to the firm securely: its endpoint verifies each request with it. It is shown only once."
    label="Signing secret"
    noun="secret"
    value={shown.secret}
    onDone={onDone}
  />
);
