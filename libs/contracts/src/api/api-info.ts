export const API_TITLE = 'Practice-Paper and Marking Service';
export const API_VERSION = '1.0.0';
export const API_DESCRIPTION = [
  "Scoped, key-based access to a learner's A level Further Maths practice: a question bank, revisioned practice papers with printable PDFs, automated marking, import of externally marked work, and skill-profile and pathway reads.",
  'Every request carries `Authorization: Bearer <API_KEY>` (the two documents are public). Every response carries `X-Request-Id`; every error is `{error:{code,message,requiredScopes?,details?},requestId}`.',
  'Clients must tolerate additional response fields. Request bodies are strict: unknown fields are a 422.',
  'Neither automated nor imported marking is an official examination result; a grade guide is an estimate, not an official boundary.',
].join('\n\n');
