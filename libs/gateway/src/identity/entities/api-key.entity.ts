import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Scope } from '@pp/contracts';

/** A key: its scopes and expiry are fixed at creation; only a fingerprint of its secret is kept. */
@Entity({ name: 'api_keys' })
export class ApiKey {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', array: true })
  scopes!: Scope[];

  /** SHA-256 of the secret part of the key. */
  @Column({ type: 'bytea' })
  fingerprint!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** Lifetime usage, kept by the usage recorder. */
  @Column({ name: 'request_count', type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  requestCount!: number;

  @Column({ name: 'error_count', type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  errorCount!: number;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
