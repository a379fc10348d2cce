import { Migration } from '@mikro-orm/migrations';

/**
 * Experiments (ADR 0023): each person's first exposure to an experiment, one row per person and
 * experiment, and the arms forced on people by tests and staff. A person is their account id only.
 */
export class Migration20261210000000Experiments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "experiment_exposure" (
        "person_id" text not null references "account" ("id") on delete cascade,
        "experiment" text not null,
        "tenant_id" text not null,
        "arm" text not null,
        "forced" boolean not null,
        "exposed_at" timestamptz not null,
        constraint "experiment_exposure_once" unique ("person_id", "experiment")
      );`);
    this.addSql(
      'create index "experiment_exposure_by_experiment" on "experiment_exposure" ("experiment", "arm", "exposed_at");',
    );
    this.addSql(`
      create table "experiment_override" (
        "person_id" text not null references "account" ("id") on delete cascade,
        "experiment" text not null,
        "tenant_id" text not null,
        "arm" text not null,
        "set_by" text not null,
        "set_at" timestamptz not null,
        primary key ("person_id", "experiment")
      );`);
  }
}
