import { inject, injectable } from 'inversify';
import {
  ATTORNEY_NETWORK,
  type AttorneyNetwork,
  type AttorneyNetworkFilter,
  type AttorneyNetworkMemberRecord,
} from '../ports/attorney-drafted-plans.port';

/**
 * The attorneys of the network, by name, optionally those licensed in one state: their
 * professional contact details only, so reading the list is not audited (as partners' lists).
 */
@injectable()
export class ListAttorneyNetwork {
  constructor(@inject(ATTORNEY_NETWORK) private readonly network: AttorneyNetwork) {}

  execute(filter: AttorneyNetworkFilter): Promise<AttorneyNetworkMemberRecord[]> {
    return this.network.list(filter);
  }
}
