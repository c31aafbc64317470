import type { HandWrittenQuestion } from './define.js';
import { CORE_PURE_HAND_WRITTEN } from './core-pure.js';
import { STATISTICS_HAND_WRITTEN } from './further-statistics-1.js';
import { MECHANICS_HAND_WRITTEN } from './further-mechanics-1.js';

export type { HandWrittenQuestion } from './define.js';

export const HAND_WRITTEN: HandWrittenQuestion[] = [...CORE_PURE_HAND_WRITTEN, ...STATISTICS_HAND_WRITTEN, ...MECHANICS_HAND_WRITTEN];
