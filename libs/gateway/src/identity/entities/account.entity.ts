import type { Plan } from '@pp/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A learner's account: the owner of everything a key reaches. */
@Entity({ name: 'accounts' })
export class Account {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  plan!: Plan;

  @Column({ name: 'email_verified', type: 'boolean' })
  emailVerified!: boolean;

  @Column({ type: 'boolean' })
  restricted!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
