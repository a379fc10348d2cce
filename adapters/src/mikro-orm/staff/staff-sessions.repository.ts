import type { StaffMember, StaffSessions } from '@bequest/application';
import { isStaffRole } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { query } from '../query';

/** Only a hash of each session's secret is stored, so a copy of the database opens no session. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

interface StaffSessionRow {
  subject: string;
  email: string;
  name: string;
  role: string;
}

/** Staff sessions in their own table, apart from people's tokens (ADR 0022). */
export class PostgresStaffSessions implements StaffSessions {
  constructor(private readonly em: EntityManager) {}

  async start(member: StaffMember, secret: string, startedAt: Date, expiresAt: Date) {
    await query(
      this.em,
      `insert into staff_session (secret_hash, subject, email, name, role, started_at, expires_at)
        values (?, ?, ?, ?, ?, ?, ?)`,
      [
        hashOf(secret),
        member.subject,
        member.email,
        member.name,
        member.role,
        startedAt,
        expiresAt,
      ],
    );
  }

  async find(secret: string, at: Date): Promise<StaffMember | null> {
    const [row] = await query<StaffSessionRow>(
      this.em,
      `select subject, email, name, role from staff_session
        where secret_hash = ? and ended_at is null and expires_at > ?`,
      [hashOf(secret), at],
    );
    return row && isStaffRole(row.role) ? { ...row, role: row.role } : null;
  }

  async end(secret: string, at: Date): Promise<void> {
    await query(
      this.em,
      'update staff_session set ended_at = ? where secret_hash = ? and ended_at is null',
      [at, hashOf(secret)],
    );
  }
}
