/** A tenant's configuration as the staff console edits it: the seeded defaults and the edits. */
export interface TenantSettingsRecord {
  readonly tenantId: string;
  /** The configuration seeded on first start. */
  readonly defaults: unknown;
  /** What staff changed, laid over the defaults (domain `applyConfigurationEdits`). */
  readonly edits: Readonly<Record<string, unknown>>;
  readonly version: number;
  readonly editedAt: Date | null;
}

/** The tenants' stored configurations, for the staff console (issue 24). */
export interface TenantSettings {
  list(): Promise<TenantSettingsRecord[]>;
  find(tenantId: string): Promise<TenantSettingsRecord | null>;
  /** Stores the edits when the stored version is `version`; null when it is not. */
  saveEdits(
    tenantId: string,
    version: number,
    edits: Readonly<Record<string, unknown>>,
    at: Date,
  ): Promise<TenantSettingsRecord | null>;
}
export const TENANT_SETTINGS: symbol = Symbol.for('TenantSettings');
