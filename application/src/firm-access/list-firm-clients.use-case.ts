import {
  DOCUMENT_KINDS,
  DOCUMENT_REGISTRY,
  fullNameToString,
  productProgress,
  type DocumentKind,
  type Profile,
  type ProgressStatus,
  type SigningStatus,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import {
  FIRM_CLIENT_DIRECTORY,
  type FirmClientDirectory,
  type FirmClientRecord,
} from '../ports/firm-api-keys.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import type { FirmCaller } from './firm-caller';

/** One document of a client as the firm sees it: where it stands, never its answers. */
export interface FirmDocumentState {
  readonly kind: DocumentKind;
  readonly progress: ProgressStatus;
  readonly finalizedAt: string | null;
  readonly signingStatus: SigningStatus;
  readonly updatedAt: string | null;
}

/** A client of the firm with the progress of each document of the account owner's plan. */
export interface FirmClientView {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly documents: readonly FirmDocumentState[];
}

/** The state of each document of a profile; a profile not written yet has none started. */
export const documentStatesOf = (profile: Profile | null): FirmDocumentState[] =>
  DOCUMENT_KINDS.map((kind) => {
    const summary = profile?.[DOCUMENT_REGISTRY[kind].profileField] ?? null;
    return {
      kind,
      progress: profile ? productProgress(kind, profile) : 'NOT_STARTED',
      finalizedAt: summary?.finalizedAt ?? null,
      signingStatus: summary?.signing.status ?? 'NOT_SIGNED',
      updatedAt: summary?.updatedAt ?? null,
    };
  });

export const FIRM_CLIENTS_MAX_LIMIT = 100;

/**
 * The firm's clients, the accounts of the key's tenant, a page at a time in a stable order
 * (issue 25): the cursor is the last client of the page before, and the next page's cursor is
 * null once the list is done.
 */
@injectable()
export class ListFirmClients {
  constructor(
    @inject(FIRM_CLIENT_DIRECTORY) private readonly clients: FirmClientDirectory,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
  ) {}

  async execute(
    caller: FirmCaller,
    input: { readonly cursor?: string | undefined; readonly limit: number },
  ): Promise<{ readonly items: readonly FirmClientView[]; readonly nextCursor: string | null }> {
    const limit = Math.min(Math.max(1, input.limit), FIRM_CLIENTS_MAX_LIMIT);
    const found = await this.clients.page(caller.tenantId, input.cursor || null, limit + 1);
    const page = found.slice(0, limit);
    const items = await Promise.all(page.map((client) => this.viewOf(caller.tenantId, client)));
    return {
      items,
      nextCursor: found.length > limit ? (page[page.length - 1]?.id ?? null) : null,
    };
  }

  private async viewOf(tenantId: string, client: FirmClientRecord): Promise<FirmClientView> {
    const owner = await this.profiles.findById(tenantId, client.id, client.accountOwnerId);
    return {
      id: client.id,
      email: client.email,
      name: owner ? fullNameToString(owner.profile.fullName) : '',
      createdAt: client.createdAt,
      documents: documentStatesOf(owner?.profile ?? null),
    };
  }
}
