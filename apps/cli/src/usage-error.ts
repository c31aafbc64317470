/** A mistake in how pp was called or set up (arguments, files, configuration): exit code 2, nothing sent. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
