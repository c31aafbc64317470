import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { type CreditBalance, type Plan, ServiceError } from '@pp/contracts';
import { pgSchemaOf } from '@pp/platform';
import { type CreditBucket, giveBackBucket, monthlyAllowance, periodEndOf, periodOf, splitTake } from './credit-rules.js';

/** A question run a credit pays for. */
export interface CreditItem {
  questionId: string;
  run: number;
}

/**
 * Marking credits: included per plan and UTC month, used first; purchased ones after. Takes and
 * give-backs run in the caller's transaction (a start's jobs, a failure's status), with the owner's
 * account row locked, so concurrent starts cannot both spend the last credit.
 */
@Injectable()
export class CreditLedgerRepository {
  constructor(@InjectDataSource(pgSchemaOf('marking')) readonly dataSource: DataSource) {}

  /** One credit per item, or 402 insufficient_credits and nothing taken. */
  async take(manager: EntityManager, ownerId: string, plan: Plan, items: readonly CreditItem[], at: Date): Promise<void> {
    const purchased = await this.lockAccount(manager, ownerId, at);
    const period = periodOf(at);
    const includedRemaining = monthlyAllowance(plan) - (await this.includedUsed(manager, ownerId, period));
    const split = splitTake(items.length, includedRemaining, purchased);
    if (!split) {
      const available = Math.max(0, includedRemaining) + purchased;
      throw new ServiceError(
        'insufficient_credits',
        `Marking these questions needs ${items.length} credit${items.length === 1 ? '' : 's'}; the account has ${available}.`,
      );
    }
    for (const [index, item] of items.entries()) {
      const bucket: CreditBucket = index < split.included ? 'included' : 'purchased';
      await this.entry(manager, {
        ownerId,
        at,
        reason: 'take',
        bucket,
        period: bucket === 'included' ? period : null,
        questionId: item.questionId,
        run: item.run,
      });
    }
    if (split.purchased > 0)
      await manager.query('UPDATE marking.credit_accounts SET purchased = purchased - $2, updated_at = $3 WHERE owner_id = $1', [
        ownerId,
        split.purchased,
        at,
      ]);
  }

  /** Returns the credit taken for a question run, once; false when none was taken or it is already back. */
  async giveBack(
    manager: EntityManager,
    ownerId: string,
    questionId: string,
    run: number,
    reason: 'failed' | 'cancelled',
    at: Date,
  ): Promise<boolean> {
    await this.lockAccount(manager, ownerId, at);
    const [taken] = (await manager.query(
      `SELECT bucket, period FROM marking.credit_entries WHERE owner_id = $1 AND question_id = $2 AND run = $3 AND reason = 'take'
       AND NOT EXISTS (SELECT 1 FROM marking.credit_entries WHERE question_id = $2 AND run = $3 AND reason = 'give_back')`,
      [ownerId, questionId, run],
    )) as Array<{ bucket: CreditBucket; period: string | null }>;
    if (!taken) return false;
    const back = giveBackBucket(taken, at);
    await this.entry(manager, { ownerId, at, reason: 'give_back', ...back, questionId, run, note: reason });
    if (back.bucket === 'purchased')
      await manager.query('UPDATE marking.credit_accounts SET purchased = purchased + 1, updated_at = $2 WHERE owner_id = $1', [
        ownerId,
        at,
      ]);
    return true;
  }

  /** Purchased credits added to the owner's account (the admin CLI). */
  async grant(ownerId: string, amount: number, note: string, at: Date): Promise<void> {
    if (!Number.isInteger(amount) || amount < 1 || amount > 100_000)
      throw ServiceError.validation([{ path: 'amount', message: 'must be a whole number from 1 to 100000' }]);
    await this.dataSource.transaction(async (manager) => {
      await this.lockAccount(manager, ownerId, at);
      await this.entry(manager, { ownerId, at, reason: 'grant', bucket: 'purchased', period: null, amount, note });
      await manager.query('UPDATE marking.credit_accounts SET purchased = purchased + $2, updated_at = $3 WHERE owner_id = $1', [
        ownerId,
        amount,
        at,
      ]);
    });
  }

  async balance(ownerId: string, plan: Plan, at: Date): Promise<CreditBalance> {
    const manager = this.dataSource.manager;
    const period = periodOf(at);
    const [account] = (await manager.query('SELECT purchased FROM marking.credit_accounts WHERE owner_id = $1', [ownerId])) as Array<{
      purchased: number;
    }>;
    const allowance = monthlyAllowance(plan);
    const used = await this.includedUsed(manager, ownerId, period);
    const remaining = Math.max(0, allowance - used);
    const purchased = account?.purchased ?? 0;
    return {
      plan,
      period,
      periodEndsAt: periodEndOf(at).toISOString(),
      included: { allowance, used, remaining },
      purchased: { remaining: purchased },
      available: remaining + purchased,
    };
  }

  /** The owner's account row, created if missing and locked; its purchased balance. */
  private async lockAccount(manager: EntityManager, ownerId: string, at: Date): Promise<number> {
    await manager.query(
      'INSERT INTO marking.credit_accounts (owner_id, purchased, updated_at) VALUES ($1, 0, $2) ON CONFLICT (owner_id) DO NOTHING',
      [ownerId, at],
    );
    const [row] = (await manager.query('SELECT purchased FROM marking.credit_accounts WHERE owner_id = $1 FOR UPDATE', [
      ownerId,
    ])) as Array<{ purchased: number }>;
    return row.purchased;
  }

  /** Included credits of a month taken and not given back to it. */
  private async includedUsed(manager: EntityManager, ownerId: string, period: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(sum(CASE reason WHEN 'take' THEN amount WHEN 'give_back' THEN -amount ELSE 0 END), 0)::int AS used
       FROM marking.credit_entries WHERE owner_id = $1 AND bucket = 'included' AND period = $2`,
      [ownerId, period],
    )) as Array<{ used: number }>;
    return row.used;
  }

  private async entry(
    manager: EntityManager,
    entry: {
      ownerId: string;
      at: Date;
      reason: 'grant' | 'take' | 'give_back';
      bucket: CreditBucket;
      period: string | null;
      amount?: number;
      questionId?: string;
      run?: number;
      note?: string;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO marking.credit_entries (owner_id, at, reason, bucket, period, amount, question_id, run, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        entry.ownerId,
        entry.at,
        entry.reason,
        entry.bucket,
        entry.period,
        entry.amount ?? 1,
        entry.questionId ?? null,
        entry.run ?? null,
        entry.note ?? null,
      ],
    );
  }
}
