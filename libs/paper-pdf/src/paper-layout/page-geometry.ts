/** A4 in points, and where things go on a question-paper page (top-left origin). */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

/** Question numbers sit in the left margin, text to their right; marks end at the right edge. */
export const NUMBER_X = 46;
export const CONTENT_X = 78;
export const CONTENT_RIGHT = 540;
export const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_X;
/** Part stems start after the part label and leave room for "(k)" on their last line. */
export const PART_LABEL_WIDTH = 24;
export const STEM_X = CONTENT_X + PART_LABEL_WIDTH;
export const MARKS_WIDTH = 34;
export const STEM_WIDTH = CONTENT_RIGHT - STEM_X - MARKS_WIDTH;

export const CONTENT_TOP = 58;
/** The QR code's square (with its quiet zone) in the bottom-right corner: about 28 mm. */
export const QR_SIZE = 80;
export const QR_X = PAGE_WIDTH - 22 - QR_SIZE;
export const QR_Y = PAGE_HEIGHT - 16 - QR_SIZE;
/** "Turn over" sits just above the QR band; content stops above it. */
export const NOTE_HEIGHT = 18;
export const CONTENT_BOTTOM = QR_Y - 8 - NOTE_HEIGHT;
export const HEADER_Y = 26;
export const FOOTER_Y = PAGE_HEIGHT - 36;

export const BODY_SIZE = 11;
export const SMALL_SIZE = 9;
/** Pitch of the answer lines, and the gaps between blocks. */
export const LINE_PITCH = 22;
export const BLOCK_GAP = 9;
export const QUESTION_GAP = 20;
/**
 * A diagram prints at its drawn size (the question bank records it), shrunk to the content width and
 * to this height: about half the page, so a stem, its diagram and the first part with its first
 * answer lines still share a page.
 */
export const DIAGRAM_MAX_HEIGHT = 330;
/**
 * The box of a diagram stored without its drawn size (before the question bank recorded sizes),
 * scaled into it whatever its aspect: the pages of papers that pin it were counted with it.
 */
export const UNSIZED_DIAGRAM_HEIGHT = 170;
