import { MAX_SESSION_BYTES, MAX_SESSION_FILES } from '@pp/contracts';
import { assertRoomForUpload } from './session-limits.js';

describe('assertRoomForUpload', () => {
  it('takes the 100th file and the last byte of 300 MiB, not one more', () => {
    expect(() => assertRoomForUpload({ files: MAX_SESSION_FILES - 1, bytes: MAX_SESSION_BYTES - 10 }, 10)).not.toThrow();
    expect(() => assertRoomForUpload({ files: MAX_SESSION_FILES, bytes: 0 }, 1)).toThrow(
      expect.objectContaining({
        code: 'session_files_exceeded',
        status: 422,
        details: [{ path: 'params.id', message: expect.stringContaining(`${MAX_SESSION_FILES} files`) }],
      }),
    );
    expect(() => assertRoomForUpload({ files: 1, bytes: MAX_SESSION_BYTES - 10 }, 11)).toThrow(
      expect.objectContaining({ code: 'session_size_exceeded' }),
    );
  });
});
