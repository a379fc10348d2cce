/**
 * Facts about a document rather than answers in it (issue 22): kept apart from the versioned
 * answers, so recording one never makes the person's next save stale. A repository's reads carry
 * them in `data` under the specification's field names; its writes of the answers drop them.
 */
export interface DocumentFacts {
  readonly downloadedAt: Date | null;
}

const FACT_FIELDS = ['isDownloaded'] as const;

/** The answers as a read shows them, with the document's facts. */
export const withFacts = (answers: unknown, facts: DocumentFacts): unknown => ({
  ...(answers as object),
  isDownloaded: facts.downloadedAt !== null,
});

/** The answers as they are stored: no fact among them. */
export const withoutFacts = (data: unknown): unknown =>
  Object.fromEntries(
    Object.entries(data as object).filter(
      ([key]) => !(FACT_FIELDS as readonly string[]).includes(key),
    ),
  );
