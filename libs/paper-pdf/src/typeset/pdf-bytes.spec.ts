import { createElement as h, useEffect } from 'react';
import { Document, Page, Text } from '@react-pdf/renderer';
import { pdfBytes } from './pdf-bytes.js';
import { pdfWords } from '../testing/pdf-reading.js';

describe('pdfBytes', () => {
  it('makes the PDF of a document and unmounts its tree afterwards, so nothing of it stays reachable', async () => {
    const events: string[] = [];
    function Tracked() {
      useEffect(() => {
        events.push('mounted');
        return () => void events.push('unmounted');
      }, []);
      return h(Text, null, 'Question 1');
    }
    const bytes = await pdfBytes(h(Document, null, h(Page, { size: 'A4' }, h(Tracked))));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await pdfWords(bytes)).map((word) => word.text)).toEqual(['Question', '1']);
    expect(events).toEqual(['mounted', 'unmounted']);
  });
});
