/** The day the test documents' answers last changed: their PDFs' creation date. */
export const DOCUMENT_DATE = new Date(Date.UTC(2026, 10, 25, 15, 30));
