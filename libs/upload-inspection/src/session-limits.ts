import { MAX_SESSION_BYTES, MAX_SESSION_FILES, ServiceError } from '@pp/contracts';

/**
 * The spec's limits on what one session (a marking session or an import) holds, checked for one more
 * upload against what it holds now: 422 session_files_exceeded past 100 files, naming the session
 * (`params.id`, the path's id) in its details; 413 session_size_exceeded past 300 MiB.
 */
export function assertRoomForUpload(totals: { files: number; bytes: number }, byteSize: number): void {
  if (totals.files >= MAX_SESSION_FILES) {
    throw new ServiceError('session_files_exceeded', `A session holds at most ${MAX_SESSION_FILES} files.`, {
      details: [{ path: 'params.id', message: `already holds ${MAX_SESSION_FILES} files, the most a session may: it takes no more` }],
    });
  }
  if (totals.bytes + byteSize > MAX_SESSION_BYTES) {
    throw new ServiceError(
      'session_size_exceeded',
      `A session holds at most ${MAX_SESSION_BYTES / 1024 / 1024} MiB; this one holds ${totals.bytes} bytes.`,
    );
  }
}
