/** Something a person did that the product keeps a record of (documents.md 7.6). */
export interface UserEvent {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
  readonly eventName: string;
  readonly value: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** The log of user events, kept in the database beside the account. */
export interface UserEvents {
  record(event: UserEvent, at: Date): Promise<void>;
  /** Whether the profile has an event of this name and value already. */
  exists(event: Omit<UserEvent, 'metadata'>): Promise<boolean>;
}
export const USER_EVENTS: symbol = Symbol.for('UserEvents');
