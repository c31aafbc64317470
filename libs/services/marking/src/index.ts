export * from './marking.module.js';
export * from './marking.database.js';
export { CreditLedgerRepository } from './credits/credit-ledger.repository.js';
