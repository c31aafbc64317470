import { typesetText } from '../typeset/index.js';
import type { BlockItem } from './layout-items.js';
import { BODY_SIZE, CONTENT_BOTTOM, CONTENT_RIGHT, CONTENT_TOP, CONTENT_WIDTH, CONTENT_X } from './page-geometry.js';

/** "Turn over" at the foot of every page but the last, right-aligned above the QR band, as on an exam paper. */
export function turnOverItem(): BlockItem {
  const block = typesetText('Turn over', 100, { size: BODY_SIZE, face: 'bold' });
  return { kind: 'block', x: CONTENT_RIGHT - block.width, y: CONTENT_BOTTOM + 4, block };
}

/** "Question n continued" at the top of a page a question runs on to. */
export function continuedItem(question: number): BlockItem {
  return {
    kind: 'block',
    x: CONTENT_X,
    y: CONTENT_TOP,
    block: typesetText(`Question ${question} continued`, CONTENT_WIDTH, { size: BODY_SIZE, face: 'bold' }),
  };
}
