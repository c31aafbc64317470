import { OPERATIONS, type OperationId } from './generated/operations.js';

const TEMPLATES = Object.entries(OPERATIONS).map(([operationId, facts]) => ({
  operationId: operationId as OperationId,
  method: facts.method as string,
  pattern: new RegExp(`^${facts.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
}));

/**
 * The operation a request is for, from its method and its path below the base address
 * (`/papers/1f.../revisions/2/exports`): how the retry and idempotency rules find their operation.
 */
export function operationOf(method: string, pathBelowBase: string): OperationId | undefined {
  const upper = method.toUpperCase();
  return TEMPLATES.find((template) => template.method === upper && template.pattern.test(pathBelowBase))?.operationId;
}
