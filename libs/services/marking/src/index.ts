export * from './marking.module.js';
export * from './marking.database.js';
export { CreditLedger } from './credits/credit-ledger.js';
