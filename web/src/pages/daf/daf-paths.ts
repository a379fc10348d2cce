/** The partner segment of a grant's paths when no partner's page led to it (giving 2.7 /daf/:partner/...). */
export const NO_PARTNER = 'a';

/** The partner segment of a grant's paths: the partner's URL name, or NO_PARTNER. */
export const partnerSegment = (partner: string | undefined) =>
  encodeURIComponent(partner ?? NO_PARTNER);

/** Where a grant starts: the charity search, on the partner's page or not. */
export const dafStartPath = (partner: string) =>
  partner === NO_PARTNER ? '/daf' : `/daf/${encodeURIComponent(partner)}`;

/** The grant's answers, before it exists: for the charity of `ein`. */
export const dafNewGrantPath = (partner: string, ein: string) =>
  `/daf/${partnerSegment(partner)}/grant?ein=${encodeURIComponent(ein)}`;

export type DafGrantPage = 'edit' | 'confirm' | 'summary';

/** A started grant's page: its answers to change, its confirmation, or its summary. */
export const dafGrantPath = (partner: string, id: string, page: DafGrantPage) =>
  `/daf/${partnerSegment(partner)}/${encodeURIComponent(id)}/${page}`;

/** The grant recommendation to send to the sponsor, saved as a file. */
export const dafLetterHref = (id: string) =>
  `/daf-grant/${encodeURIComponent(id)}.pdf?download=true`;
