import { createHash } from 'node:crypto';
import { PdfRenderPool, type PdfDefinition } from '../render-pdf';

/**
 * The SHA-256 of a document rendered twice by `pool` and once by a worker without the speed-ups:
 * all three are the same when rendering is deterministic and the speed-ups change no byte.
 */
export const renderedHashes = async (
  pool: PdfRenderPool,
  definition: PdfDefinition,
): Promise<string[]> => {
  const plain = new PdfRenderPool(1, { speedUps: false });
  const hash = async (renderer: PdfRenderPool) =>
    createHash('sha256')
      .update(await renderer.render(definition))
      .digest('hex');
  try {
    return [await hash(pool), await hash(pool), await hash(plain)];
  } finally {
    await plain.close();
  }
};
