export const API_TITLE = 'Practice-Paper and Marking Service';
export const API_VERSION = '1.0.0';
export const API_DESCRIPTION = [
  "Scoped, key-based access to a learner's A level Further Maths practice: a question bank, revisioned practice papers with printable PDFs, automated marking, import of externally marked work, and skill-profile and pathway reads.",
  'Every request carries `Authorization: Bearer <API_KEY>` (the documents are public). Every response carries `X-Request-Id`; every error is `{error:{code,message,requiredScopes?,details?},requestId}`.',
  'Clients must tolerate additional response fields. Request bodies are strict: unknown fields are a 422.',
  'Neither automated nor imported marking is an official examination result; a grade guide is an estimate, not an official boundary.',
].join('\n\n');

/** What each tag of the documents groups, by tag name (the operations name their tag). */
export const API_TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Identity: 'The key a request is made with, its scopes and its account.',
  Questions: 'The question bank: facets, search, pinned question revisions with their mark schemes, and their diagrams.',
  Papers: 'Practice papers built from pinned questions: revisions, and the question paper and mark scheme as PDFs.',
  'Marking sessions':
    "Automated marking: a session holds a student's scanned work and the mark scheme; each question is marked in the background against its scheme.",
  'Marking imports':
    "Work marked elsewhere, by a person or a tool, imported as an svc-marking-import-v1 submission with its evidence: never this service's judgement.",
  'Pathway and skill profile': 'The skill profile and the pathway that marked work builds; scores derive from validated evidence only.',
  Documents:
    'This interface described: the OpenAPI document, the plain-text guide, the interactive reference page and the import schema, all without a key.',
};
