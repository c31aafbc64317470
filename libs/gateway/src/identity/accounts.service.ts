import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { type FieldError, type Plan, PLANS, ServiceError } from '@pp/contracts';
import { Account } from './entities/account.entity.js';

export interface AccountChanges {
  plan?: Plan;
  emailVerified?: boolean;
  restricted?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Operator-side account management (admin CLI only: the public API never manages accounts). */
@Injectable()
export class AccountsService {
  private readonly accounts: Repository<Account>;

  constructor(@InjectDataSource('identity') dataSource: DataSource) {
    this.accounts = dataSource.getRepository(Account);
  }

  async create(input: { email: string; name: string; plan: Plan; emailVerified: boolean }): Promise<Account> {
    const errors: FieldError[] = [];
    if (!EMAIL.test(input.email)) errors.push({ path: 'email', message: 'must be an email address' });
    if (!input.name.trim() || input.name.length > 200) errors.push({ path: 'name', message: 'must be 1 to 200 characters' });
    if (!PLANS.includes(input.plan)) errors.push({ path: 'plan', message: `must be one of ${PLANS.join(', ')}` });
    if (errors.length) throw ServiceError.validation(errors);
    const email = input.email.toLowerCase();
    if (await this.accounts.existsBy({ email })) throw new ServiceError('conflict', `An account with email ${email} exists.`);
    return this.accounts.save(
      this.accounts.create({
        id: randomUUID(),
        email,
        name: input.name.trim(),
        plan: input.plan,
        emailVerified: input.emailVerified,
        restricted: false,
      }),
    );
  }

  async update(email: string, changes: AccountChanges): Promise<Account> {
    if (changes.plan !== undefined && !PLANS.includes(changes.plan))
      throw ServiceError.validation([{ path: 'plan', message: `must be one of ${PLANS.join(', ')}` }]);
    const account = await this.byEmail(email);
    // A plan change touches the account only: existing keys keep their scopes and expiry.
    Object.assign(account, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
    return this.accounts.save(account);
  }

  async byEmail(email: string): Promise<Account> {
    const account = await this.accounts.findOneBy({ email: email.toLowerCase() });
    if (!account) throw new ServiceError('not_found', `No account with email ${email.toLowerCase()}.`);
    return account;
  }
}
