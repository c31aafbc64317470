import { pdf, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/**
 * The bytes of a react-pdf `<Document>`, its React tree unmounted afterwards. react-pdf's own
 * `renderToBuffer` never unmounts the container it mounts, and every render's tree (about 45,000
 * fibers for a 24-question paper) stayed reachable: a render thread's heap grew by 40 MB a paper until
 * collection near its cap took most of the render's time.
 */
export async function pdfBytes(document: ReactElement<DocumentProps>): Promise<Uint8Array> {
  const instance = pdf(document);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await instance.toBuffer()) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  } finally {
    instance.updateContainer(null as unknown as ReactElement<DocumentProps>);
  }
}
