import type { DocumentSummary } from '../profiles/document-summary';
import type { Profile } from '../profiles/profile';

/** The profile's fields that carry a document's summary (platform-core.md 3). */
export type DocumentSummaryField = {
  [Field in keyof Profile]-?: NonNullable<Profile[Field]> extends DocumentSummary ? Field : never;
}[keyof Profile];

/**
 * The contract routes that serve a kind, by name: its PDF (whose `completionType=print` is the
 * print preview) and the e-mail that sends it.
 */
export interface DocumentKindRoutes {
  readonly pdf: string;
  readonly email: string;
}

/** What the registry knows of one kind of document. */
export interface DocumentKindEntry {
  /** The kind in paths: `/me/documents/:kind`, the wizard's and the signing guide's. */
  readonly slug: string;
  readonly profileField: DocumentSummaryField;
  /** When the account shows it FINISHED (platform-core.md 4.4). */
  readonly finishedWhen: 'complete' | 'complete and valid';
  /** The download's title (documents.md 7.4), and a joint document's where it has one. */
  readonly fileName: { readonly title: string; readonly jointTitle?: string };
  readonly routes: DocumentKindRoutes;
}
