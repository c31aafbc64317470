// What the admin CLI needs, without the gateway's HTTP app: every CLI run pays for what it imports.
export * from './admin-program.js';
export { AccountsService } from '../identity/accounts.service.js';
export { ApiKeysService } from '../identity/api-keys.service.js';
export { identityDatabase } from '../identity/identity.database.js';
export { usageBreakdown } from '../usage/usage-report.js';
