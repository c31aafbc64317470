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
}
