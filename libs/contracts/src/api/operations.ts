import type { ApiOperation } from './api-operation.js';
import { getGuide, getOpenApiDocument } from '../docs/docs.operations.js';
import { getIdentity } from '../identity/identity.operations.js';

/** Every public operation, in the order the documents list them. */
export const API_OPERATIONS: readonly ApiOperation[] = [getIdentity, getOpenApiDocument, getGuide];
