import { IMPORT_RPC } from '../imports/imports.rpc.js';
import { MARKING_RPC } from '../marking/marking.rpc.js';
import { EXPORT_RPC, PAPER_RPC } from '../papers/papers.rpc.js';
import { PROGRESS_RPC } from '../progress/progress.rpc.js';
import { QUESTION_BANK_RPC } from '../questions/questions.rpc.js';
import type { RpcDefinition } from './define-rpc.js';

/** Every operation the six services serve over the bus. */
export const RPC_DEFINITIONS: readonly RpcDefinition[] = [
  QUESTION_BANK_RPC,
  PAPER_RPC,
  EXPORT_RPC,
  MARKING_RPC,
  IMPORT_RPC,
  PROGRESS_RPC,
].flatMap((operations): RpcDefinition[] => Object.values(operations));
