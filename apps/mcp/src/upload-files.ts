import { readFile } from 'node:fs/promises';
import { mediaTypeOf, type AssetMediaType } from '@pp/sdk';

/** The arguments an upload takes instead of bytes, which a model cannot put in an argument. */
export interface FileArguments {
  contentBase64?: string;
  filePath?: string;
  mediaType?: AssetMediaType;
}

/**
 * The bytes to upload and their media type: from `contentBase64`, or, where local files are allowed
 * (stdio: the server runs as the user, on the user's machine), from the file at `filePath`.
 */
export async function readUpload(args: FileArguments, localFiles: boolean): Promise<{ bytes: Uint8Array; mediaType: AssetMediaType }> {
  if (args.filePath !== undefined && !localFiles) throw new Error('filePath is not accepted over HTTP: send the file as contentBase64.');
  if ((args.filePath === undefined) === (args.contentBase64 === undefined)) {
    throw new Error(localFiles ? 'Give exactly one of contentBase64 and filePath.' : 'Give the file as contentBase64.');
  }
  const bytes =
    args.filePath !== undefined
      ? new Uint8Array(await readFile(args.filePath))
      : new Uint8Array(Buffer.from(args.contentBase64!, 'base64'));
  const mediaType = args.mediaType ?? mediaTypeOf(bytes);
  if (!mediaType) throw new Error('The file is not a PDF, PNG, JPEG or WebP by its first bytes: give mediaType if it is one.');
  return { bytes, mediaType };
}
