// Generated from /v1/openapi.json by `npm run sdk:generate` (tools/sdk/sdk-sources.js). Do not edit.
export interface paths {
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Identify the key and its user
         * @description Answers for any active key, whatever its scopes. Use it to check a key before other calls.
         */
        get: operations["getIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List course, module, topic and subtopic options with published counts
         * @description Every option of the taxonomy with a stable id, a display label, its parent id (module -> course, topic -> module, subtopic -> topic) and how many published questions it has. Use each id exactly as the module, topic or subtopic search filter.
         */
        get: operations["questionFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published questions
         * @description Only published questions are returned, each as its latest revision with a version pin to pass unchanged when creating a paper. Order is stable: ascending question id. Pages are keyset pages: pass nextCursor as cursor with the same filters; pages never skip or repeat a question, and nextCursor is null at the end. random=true returns a random sample of limit questions matching the filters, each equally likely, with nextCursor null (samples of module, topic and subtopic filters come from a list of ids read at most a minute earlier, so a question published in that minute may not be drawn yet); random=true with a cursor is refused with 422 validation_failed (details path query.cursor). minMarks greater than maxMarks is 422 validation_failed listing both fields. Unknown query parameters are 422 (is not an allowed field). A scalar parameter sent twice is 422. Filters combine with AND. module, topic and subtopic take facet ids; tag matches one tag exactly; excludeIds is repeated, at most 1000.
         */
        get: operations["searchQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/revisions/{revision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a pinned question revision with its complete mark scheme
         * @description The revision exactly as pinned: content, complete mark scheme, sources and diagram descriptors (each with the href of its bytes, its drawn size in points and a role: `question` diagrams go with the question, `scheme` diagrams show an answer and belong with the mark scheme). Earlier revisions of a published question stay readable with their own pin. An unknown or unpublished question or revision is 404.
         */
        get: operations["readQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/revisions/{revision}/assets/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the bytes of a diagram
         * @description The private bytes of a diagram of the revision (SVG documents; the descriptor names the media type), as application/octet-stream with Content-Length. The bearer key is required: the URL alone grants no access. Unknown or unpublished: 404.
         */
        get: operations["readQuestionAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the owner's papers, newest first
         * @description PaperSummary of each paper (its latest revision), newest created first: every paper of the owner in one answer (at most the saved-papers limit, see createPaper), with nextCursor null. Optionally in keyset pages: with `limit` (1 to 100) a page of at most that many and its nextCursor; pass nextCursor as `cursor` for the next page (null at the end). Pages never skip or repeat a paper; a cursor that is not a paper of this list is 422 at query.cursor.
         */
        get: operations["listPapers"];
        put?: never;
        /**
         * Create a paper from pinned questions (revision 1)
         * @description The client generates the paper id and keeps it with the exact body for retries. The same id with an identical body (after defaults) answers 201 again with the paper as it was created (revision 1), creating nothing; the same id with a different body is 409 id_reused. Two concurrent identical creates make one paper. Each pin is checked with the question bank before saving: an unknown or unpublished question or revision, or a contentVersion or schemeVersion that no longer matches, is 422 validation_failed with a detail at body.questions[i] naming the problem; so is a question listed twice. 1 to 24 questions. The question paper must fit in 80 pages (the scan limit, so a printed paper can come back for marking): the page count is computed before saving, and a paper over the limit is 422 with details at body.writingSpace and body.questions naming what makes it long. PDFs are not prepared: call preparePaperExports. Separate limit: an account holds at most 1,000 saved papers. A create beyond it is 429 saved_papers_limit with Retry-After: 86400 and RateLimit "saved-papers";r=0 (waiting frees no room); a retried create of a paper already saved still answers 201.
         */
        post: operations["createPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/papers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the latest revision of a paper
         * @description Another owner's paper is 404, as is an unknown id.
         */
        get: operations["readPaper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save a new revision of a paper
         * @description The body carries the current revision and at least one of title, questions, writingSpace and gradeGuide; fields left out keep their values. The answer is the new revision (current + 1); every earlier revision stays readable, byte for byte. A stale revision is 409 stale_revision: read the paper and reapply the change. A retry of the very request that made the current revision (same base revision, same body) answers 200 with that revision instead of 409. Each pin is checked with the question bank before saving: an unknown or unpublished question or revision, or a contentVersion or schemeVersion that no longer matches, is 422 validation_failed with a detail at body.questions[i] naming the problem; so is a question listed twice. 1 to 24 questions. The question paper must fit in 80 pages (the scan limit, so a printed paper can come back for marking): the page count is computed before saving, and a paper over the limit is 422 with details at body.writingSpace and body.questions naming what makes it long.
         */
        patch: operations["updatePaper"];
        trace?: never;
    };
    "/papers/{id}/revisions/{revision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a frozen revision of a paper
         * @description Every saved revision reads back exactly as it was saved. An unknown revision is 404.
         */
        get: operations["readPaperRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/papers/{id}/revisions/{revision}/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the state of a revision's PDFs
         * @description The export as preparePaperExports reports it, without starting anything: poll this (a read, not a write) after a 202, about every 5 seconds, until state is ready. 404 not_found when the revision is not the caller's or its exports were never prepared (POST them first).
         */
        get: operations["readPaperExports"];
        put?: never;
        /**
         * Prepare the question paper and mark scheme PDFs of a revision
         * @description Renders both PDFs in one background job per revision and, by default, holds the request until they are ready: 200 with the export, then download. Rendering may take up to 120 seconds; keep the connection open that long. If the PDFs are not ready after 110 seconds (or after the seconds of `Prefer: wait=<seconds>`) the answer is 202 with Retry-After: 5; read the export (readPaperExports) until its state is ready. `Prefer: respond-async` (RFC 7240) answers 202 at once, with Preference-Applied: respond-async, for clients that poll. A client that goes away does not cancel the job. Safe to retry: a POST while the job runs or after it finished starts nothing new and reports (or waits for) the same export. If the job fails after its own retries with backoff, a held POST answers 503 export_failed with Retry-After, and the next POST starts it again. Before a job starts, the pinned questions are looked up: when one is no longer available the POST answers 409 not_exportable (and the export shows failed with lastError.code not_exportable); a job that finds one gone meanwhile fails the same way, without retries. The downloads of such a revision answer 409 not_exportable. 503 service_unavailable (with Retry-After) when the export service does not answer, or when exports are turned off on this server (EXPORTS_ENABLED=false). Separate limit: 10 PDF preparations a UTC minute and 200 a UTC day per account; beyond it 429 rate_limited with Retry-After, and RateLimit-Policy / RateLimit entries "pdf-preparations" and "pdf-preparations-daily".
         */
        post: operations["preparePaperExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/papers/{id}/revisions/{revision}/exports/question-paper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the question paper PDF of a revision
         * @description application/pdf, streamed, with Content-Length and Content-Disposition attachment; filename="<title>-r<revision>-question-paper.pdf" (the title as an ASCII slug) and filename*=UTF-8''<the title's own letters>-r<revision>-question-paper.pdf (RFC 5987). 409 exports_not_ready until the export is ready (preparePaperExports answers 200, or readPaperExports shows ready; after a failure: POST again); 409 not_exportable when the revision cannot be exported; 503 when the export service does not answer or exports are turned off (EXPORTS_ENABLED=false).
         */
        get: operations["downloadQuestionPaper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/papers/{id}/revisions/{revision}/exports/mark-scheme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the mark scheme PDF of a revision
         * @description application/pdf, streamed, with Content-Length and Content-Disposition attachment; filename="<title>-r<revision>-mark-scheme.pdf" (the title as an ASCII slug) and filename*=UTF-8''<the title's own letters>-r<revision>-mark-scheme.pdf (RFC 5987). 409 exports_not_ready until the export is ready (preparePaperExports answers 200, or readPaperExports shows ready; after a failure: POST again); 409 not_exportable when the revision cannot be exported; 503 when the export service does not answer or exports are turned off (EXPORTS_ENABLED=false).
         */
        get: operations["downloadMarkScheme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the owner's marking sessions, newest first
         * @description Keyset pages: pass nextCursor as cursor for the next page.
         */
        get: operations["listMarkingSessions"];
        put?: never;
        /**
         * Create a draft marking session
         * @description A session to upload a completed student scan and a mark scheme into. Idempotency-Key required: a retry with the same key and body answers with the same session; the same key with another body is 409 idempotency_key_reused.
         */
        post: operations["createMarkingSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/from-builder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a marking session from a saved paper revision
         * @description Made at once, whether or not the revision’s PDFs were prepared: the session keeps the exact rubric of its pinned question revisions, starts the revision’s export if nobody has, and attaches its mark scheme PDF as a scheme asset once ready (`source.exports`: preparing, then attached), so skip the scheme upload. Questions can be requested and started before that. A pinned question the bank no longer has is 409 not_exportable. The completed student scan is still uploaded (kind=work). A question of this session is labelled with its number on the paper (`1` to `24`) and needs no scheme assets. Needs marking:submit and papers:read. Idempotency-Key required. Another owner’s or an unknown paper revision is 404.
         */
        post: operations["createMarkingSessionFromPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a marking session
         * @description Another owner's session is 404, as is an unknown id. Poll about every five seconds while work runs.
         */
        get: operations["readMarkingSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a session's assets
         * @description Oldest first, each with its kind, name, media type, size, SHA-256 and page ids (`<assetId>:p<n>`) for a question's pageSelections. The list to read before uploading again when an upload's answer was lost. Another owner's session is 404.
         */
        get: operations["listMarkingAssets"];
        put?: never;
        /**
         * Upload a work or scheme file (raw bytes)
         * @description The body is the file itself (not multipart, not base64) with its Content-Type: application/pdf, image/png, image/jpeg, image/webp. A Content-Type the bytes do not match is 415 unsupported_media_type. At most 25 MiB a file (413 payload_too_large), 80 pages a PDF (422 too_many_pages), 100 files a session (422 session_files_exceeded) and 300 MiB a session (413 session_size_exceeded). The file is inspected before it is kept: an empty file (422 empty_file), a corrupt or unreadable one (422 file_corrupt), a password-protected PDF (422 file_encrypted) or an image claiming absurd pixel dimensions or a PDF page over 14,400 points (200 inches) a side (422 image_too_large) is refused and nothing is stored. A file that passes and still cannot be drawn fails its marked question with `work_unreadable`, its credit given back. Every 422 names what to correct in error.details: `body` (the file itself) for a refused file, `params.id` (the session or import, which is full) for session_files_exceeded, `query.kind` or `query.name` for a bad query. Uploads are not idempotent: if the answer is lost, read the session’s assets before uploading again. Separate limit: 15 file uploads a UTC minute and 1,000 a UTC day per account, counted together with uploadImportAsset; beyond it 429 rate_limited with Retry-After, and RateLimit-Policy / RateLimit entries "uploads" and "uploads-daily".
         */
        post: operations["uploadMarkingAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}/assets/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an asset's bytes
         * @description The bytes as uploaded, with their media type and Content-Length. The key is required: a URL alone grants no access.
         */
        get: operations["downloadMarkingAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request the marking of one question
         * @description Names the work pages that hold the answer and the scheme pages that mark it: every asset must be this session’s with the right kind, every selected page must exist, and a question reads at most 12 work and 12 scheme pages (422 naming the field). Labels are unique among a session's current questions. The label of a question that QR indexing made and that waits for its start amends that question (same id, now `origin: requested`, the request's pages and scheme): so a request may come before or after indexing, and corrects the pages indexing found. The label of a failed or cancelled question may be requested again: that re-marks it as a new question with its own id, and the old one gets `supersededBy` (any other queued, running, completed or needs_review one: 422 at `body.label`). A session holds at most 24 current questions (superseded ones not counted) and a label may be requested at most 5 times: beyond either, 422 session_questions_exceeded with details at `body.label`. The new question reads `queued` with `attempts` 0, listed in the session’s `waitingForStart`, until POST start queues it for a worker. Idempotency-Key required. Rubric: in a session made from a paper, the pinned revision’s exact scheme (label the question with its number). In a draft session, the rubric embedded in a mark scheme this service printed, else the mark codes read off the scheme pages by OCR (M1, dM1, A1ft, B1*; rows such as 1(a) and (b) set the question and part); if none can be read the question fails with rubric_unavailable and the reason. Separate limit: 30 automated marking requests a UTC minute and 300 a UTC day per account, counted together with startMarking; beyond it 429 rate_limited with Retry-After, and RateLimit-Policy / RateLimit entries "marking" and "marking-daily".
         */
        post: operations["requestMarkingQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}/questions/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one marking question with its status and result
         * @description The question as its session lists it: status (queued and running are not results; a needs_review result is provisional, its score a range with what is unresolved), attempts, failure, supersededBy, and the result with every allocation's decision and evidence. Another owner's or an unknown session or question is 404.
         */
        get: operations["readMarkingQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start marking the session’s questions not yet started
         * @description Queues every question never started (the session’s `waitingForStart`): each takes one marking credit and gets a background job, all in one step (short of credits: 402 insufficient_credits and nothing is queued; none waiting: 409 nothing_to_start). Failed and cancelled questions are never queued again (re-marking: below). A failure of ours gives the credit back; so does a cancel of a started question. Statuses: queued, running, completed, needs_review, failed, cancelled. queued (recorded: waiting for POST start, attempts 0; then waiting for a worker, attempts 1) → running → completed (every allocation decided) | needs_review (some uncertain: the result is provisional) | failed (the reason in failure). queued or running → cancelled (POST cancel). A terminal status (completed, needs_review, failed, cancelled) is never queued or marked again; only a review edit moves a result between needs_review and completed. To mark a failed or cancelled question again, request its label again: that makes a new question with its own id, and the old one gets supersededBy. A fresh Idempotency-Key for each start: the same key answers with the first start’s response. Then poll GET the session about every five seconds. Separate limit: 30 automated marking requests a UTC minute and 300 a UTC day per account, counted together with requestMarkingQuestion; beyond it 429 rate_limited with Retry-After, and RateLimit-Policy / RateLimit entries "marking" and "marking-daily".
         */
        post: operations["startMarking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}/questions/{questionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running question
         * @description The question becomes cancelled, for good: a started question’s credit goes back and a result its job was computing is discarded; one still waiting for start took no credit. Any other status is 409 not_cancellable. To mark it after all, request its label again (a new question), then start.
         */
        post: operations["cancelMarkingQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/sessions/{id}/questions/{questionId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one allocation’s decision
         * @description Carries the result’s current revision (stale: 409 stale_revision; a retry of the very edit that made the current revision answers 200 with it). The score is recomputed with dependencies; the question is completed once nothing is uncertain, needs_review otherwise. Every edit is kept in result.reviews: which allocation, from and to which decision, why, with which key and when. Works on imported results too.
         */
        post: operations["reviewMarkingDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the account’s marking credits
         * @description One credit marks one question; included credits of the plan’s month are used first, then purchased ones.
         */
        get: operations["readMarkingCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an import of externally marked work (step 1)
         * @description A draft to upload the marked scan and its scheme into, then validate and complete. Idempotency-Key required: a retry with the same key and body answers with the same import.
         */
        post: operations["createMarkingImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an import with its assets and state
         * @description Another owner's import is 404. Once completed, sessionHref names the marking session with the imported questions.
         */
        get: operations["readMarkingImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/imports/{id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an import's assets
         * @description Oldest first, with their page ids (`<assetId>:p<n>`) for the submission's pageSelections, coverage and evidence. The list to read before uploading again when an upload's answer was lost. Another owner's import is 404.
         */
        get: operations["listImportAssets"];
        put?: never;
        /**
         * Upload a work or scheme file to an import (step 2, raw bytes)
         * @description The body is the file itself (not multipart, not base64) with its Content-Type: application/pdf, image/png, image/jpeg, image/webp. A Content-Type the bytes do not match is 415 unsupported_media_type. At most 25 MiB a file (413 payload_too_large), 80 pages a PDF (422 too_many_pages), 100 files a session (422 session_files_exceeded) and 300 MiB a session (413 session_size_exceeded). The file is inspected before it is kept: an empty file (422 empty_file), a corrupt or unreadable one (422 file_corrupt), a password-protected PDF (422 file_encrypted) or an image claiming absurd pixel dimensions or a PDF page over 14,400 points (200 inches) a side (422 image_too_large) is refused and nothing is stored. A file that passes and still cannot be drawn fails its marked question with `work_unreadable`, its credit given back. Every 422 names what to correct in error.details: `body` (the file itself) for a refused file, `params.id` (the session or import, which is full) for session_files_exceeded, `query.kind` or `query.name` for a bad query. Not idempotent: if the answer is lost, list the import's assets before uploading again. A completed import takes no uploads (409 import_completed). Separate limit: 15 file uploads a UTC minute and 1,000 a UTC day per account, counted together with uploadMarkingAsset; beyond it 429 rate_limited with Retry-After, and RateLimit-Policy / RateLimit entries "uploads" and "uploads-daily".
         */
        post: operations["uploadImportAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/imports/{id}/assets/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an import asset's bytes
         * @description The bytes as uploaded, with their media type and Content-Length. The key is required: a URL alone grants no access.
         */
        get: operations["downloadImportAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/imports/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a submission (step 3): calculated scores and review flags
         * @description The body is an svc-marking-import-v1 submission (JSON Schema 2020-12 at /v1/schemas/svc-marking-import-v1.json, no key needed; unknown fields are refused at every level), at most 4 MiB (413). Every error comes back at once in error.details, each with its JSON Pointer path (`/questions/0/criteria/2/dependsOn/0`) and a message. Asset UUIDs (pageSelections keys, page ids `<assetId>:p<n>`, and the import id in the path) may be written in either letter case; they are compared and kept in lower case. `source.markedAt` is any ISO 8601 date and time: without an offset it is UTC (`2026-03-14T16:20`), a date alone is its midnight UTC, and it is kept as `2026-03-14T16:20:00.000Z`; a date that does not exist (`2026-02-30`) is refused. Criterion ids are unique among the criteria of their question; another question may use the same ids. Pages are checked against this import's uploaded assets (work evidence on work pages, scheme citations on scheme pages). A valid submission answers 200 with each question's score range, calculated with dependencies applied (a submitted total cannot exist), and its review flags. Nothing is saved.
         */
        post: operations["validateMarkingImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marking/imports/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an import (step 4): every question saved at once
         * @description The body is an svc-marking-import-v1 submission (JSON Schema 2020-12 at /v1/schemas/svc-marking-import-v1.json, no key needed; unknown fields are refused at every level), at most 4 MiB (413). Every error comes back at once in error.details, each with its JSON Pointer path (`/questions/0/criteria/2/dependsOn/0`) and a message. Asset UUIDs (pageSelections keys, page ids `<assetId>:p<n>`, and the import id in the path) may be written in either letter case; they are compared and kept in lower case. `source.markedAt` is any ISO 8601 date and time: without an offset it is UTC (`2026-03-14T16:20`), a date alone is its midnight UTC, and it is kept as `2026-03-14T16:20:00.000Z`; a date that does not exist (`2026-02-30`) is refused. Criterion ids are unique among the criteria of their question; another question may use the same ids. Revalidates, then saves every question into the marking area in one step: the marking session with the import id, each question labelled as imported with its source (human or ai marker, never this service’s judgement), its decisions, evidence and calculated score. No automated marking or PDF detection is queued and no credit is used. Idempotency-Key required. A completed import is immutable: the identical payload again answers 200 with the same result (whatever the key); a changed payload is 409 import_completed. To replace it, create a new import. Individual decisions can be corrected afterwards with a review edit (marking:review). A completion that failed part-way (5xx, or no answer) is finished by sending the same payload again: from the first attempt on, the import takes no more uploads and only that payload can complete it (another is 409 import_completed).
         */
        post: operations["completeMarkingImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pathway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ordered next steps
         * @description Each step names a skill, why it comes now (its estimate and uncertainty, its prerequisites: the earlier chapters of its module, and how often the bank says it is examined) and the GET /v1/questions filters that practise it.
         */
        get: operations["readPathway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skill-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Skill estimates from validated evidence
         * @description Only validated evidence counts: decided allocations of completed results, imported decisions and reviewed decisions. Uncertain allocations are counted as unresolved, never scored. No operation writes a score.
         */
        get: operations["readSkillProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skill-profile/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Evidence records, one per one-mark allocation
         * @description Cursor pages in the order evidence first arrived (after, limit 50 up to 100, attemptId): no gaps or repeats while evidence keeps arriving; a record changed by a review keeps its place. The parameters are strings; a bad one is 422 naming it.
         */
        get: operations["readSkillRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skill-profile/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change of evidence, oldest first
         * @description Append-only: each record as it arrived and each review that changed it, in cursor pages like the records.
         */
        get: operations["readSkillHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skill-profile/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Strengths, weaknesses and unresolved criteria of one session
         * @description What one marking or import session (`sessionId`) says of the learner's skills: the skills it showed as strengths and as weaknesses, and the criteria still awaiting review. Another owner's or an unknown session is 404.
         */
        get: operations["readSkillInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skill-profile/mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The question mappings of a session
         * @description 50 at a time from offset (0 to 100000).
         */
        get: operations["readQuestionMappings"];
        put?: never;
        /**
         * Correct which skills a question practises
         * @description Needs the mapping’s current revision (stale: 409 stale_revision) and skills of the bank (else 422 naming each). Changes the mapping only; scores are recomputed from the evidence.
         */
        post: operations["correctQuestionMapping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skill-profile/criteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The criterion mappings of a question, with their permitted targets
         * @description Which skill each criterion of one marking question (`questionId`) is counted against, at the current mapping revision and rubric version that correctCriterionMappings needs, and the skills each may be moved to. Another owner's or an unknown question is 404.
         */
        get: operations["readCriterionMappings"];
        put?: never;
        /**
         * Correct which skill each criterion assesses
         * @description Needs the current revision and rubric version (stale: 409 stale_revision), criteria of the question and permitted targets (else 422 naming each). Changes mappings only; scores are recomputed.
         */
        post: operations["correctCriterionMappings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This interface as OpenAPI 3.1.0
         * @description Every operation with its parameters, bodies, responses and error codes, the scopes a key needs (`x-required-scopes`) and the separate limits it counts against (`x-rate-limits`), at the values this server enforces. No key needed. The SDK is generated from it.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guide.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This interface as a plain-text guide
         * @description The same operations in plain text, for a reader or a model: scopes, errors, limits and the rules a client follows (retries, idempotency, polling, provisional results). No key needed.
         */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This interface as an interactive reference page
         * @description The OpenAPI document drawn in the browser, with a form to try each operation: paste a key into its bearer field and the call goes to this server only (the page allows no other origin). Every script of the page is served from here.
         */
        get: operations["getDocsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schemas/svc-marking-import-v1.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The svc-marking-import-v1 submission as JSON Schema (draft 2020-12)
         * @description The schema that validate and complete apply, as published: unknown fields are refused at every level. The relationship rules a schema cannot state are in the guide under validateMarkingImport.
         */
        get: operations["getImportSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            error: {
                /** @description Machine-readable code, for example `insufficient_scope`. */
                code: string;
                message: string;
                /** @description Present for `insufficient_scope`: every scope the operation needs (its `x-required-scopes`), not only the missing ones. */
                requiredScopes?: string[];
                /** @description Present for 422: each field to correct. */
                details?: {
                    path: string;
                    message: string;
                }[];
            };
            /** @description Matches the X-Request-Id response header. */
            requestId: string;
        };
        Identity: {
            user: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            key: {
                /** Format: uuid */
                id: string;
                scopes: ("questions:read" | "papers:read" | "papers:write" | "marking:read" | "marking:submit" | "marking:import" | "marking:review" | "progress:read" | "mapping:write")[];
            };
        };
        QuestionFacets: {
            courses: {
                /** @description Use exactly as the filter value. */
                id: string;
                /** @description For display. */
                label: string;
                parentId: string | null;
                publishedCount: number;
            }[];
            /** @description Filter with `module`; parentId is the course. */
            modules: {
                /** @description Use exactly as the filter value. */
                id: string;
                /** @description For display. */
                label: string;
                parentId: string | null;
                publishedCount: number;
            }[];
            /** @description Filter with `topic`; parentId is the module. */
            topics: {
                /** @description Use exactly as the filter value. */
                id: string;
                /** @description For display. */
                label: string;
                parentId: string | null;
                publishedCount: number;
            }[];
            /** @description Filter with `subtopic`; parentId is the topic. */
            subtopics: {
                /** @description Use exactly as the filter value. */
                id: string;
                /** @description For display. */
                label: string;
                parentId: string | null;
                publishedCount: number;
            }[];
        };
        QuestionSearchResult: {
            items: {
                pin: {
                    /** Format: uuid */
                    questionId: string;
                    revision: number;
                    /** @description SHA-256 of the revision content (everything but the mark scheme). */
                    contentVersion: string;
                    /** @description SHA-256 of the revision mark scheme. */
                    schemeVersion: string;
                };
                source: {
                    /** @description `original`: written for this service, not copied from a published paper. */
                    kind: string;
                    author: string;
                    /** @description Template that generated the question, when generated. */
                    generator?: string;
                    year: number;
                    licence: string;
                    /** @description The exam board whose style and specification the question follows. */
                    board: string;
                    course: string;
                };
                summary: {
                    title: string;
                    marks: number;
                    partsCount: number;
                    topics: {
                        id: string;
                        label: string;
                        kind: "module" | "topic" | "subtopic";
                    }[];
                    difficulty: number;
                    frequency: "frequent" | "occasional" | "rare";
                    level: string;
                    subject: string;
                    board: string;
                    year: number;
                    tags: string[];
                    diagramCount: number;
                };
                moduleProfiles: {
                    moduleId: string;
                    label: string;
                    courseId: string;
                    /** @description Exam papers this module is sat in. */
                    papers: {
                        code: string;
                        label: string;
                    }[];
                }[];
            }[];
            /** @description Pass as `cursor` with the same filters for the next page; null at the end and for random samples. */
            nextCursor: string | null;
        };
        ReadQuestionResponse: {
            question: {
                /** Format: uuid */
                id: string;
                revision: number;
                latestRevision: number;
                pin: {
                    /** Format: uuid */
                    questionId: string;
                    revision: number;
                    /** @description SHA-256 of the revision content (everything but the mark scheme). */
                    contentVersion: string;
                    /** @description SHA-256 of the revision mark scheme. */
                    schemeVersion: string;
                };
                title: string;
                level: string;
                subject: string;
                board: string;
                year: number;
                difficulty: number;
                frequency: string;
                tags: string[];
                marks: number;
                module: {
                    id: string;
                    label: string;
                };
                topic: {
                    id: string;
                    label: string;
                };
                subtopic: {
                    id: string;
                    label: string;
                };
                /** @description Text with inline maths in \( \). */
                introTex?: string;
                parts: {
                    id: string;
                    label: string;
                    stemTex: string;
                    marks: number;
                    answerTex: string;
                }[];
                markScheme: {
                    totalMarks: number;
                    allocations: {
                        id: string;
                        partId: string;
                        /** @description One-mark code such as M1, dM1, A1ft, B1. */
                        code: string;
                        requirement: string;
                        expected: string;
                        conditions: string[];
                        dependsOn: string[];
                    }[];
                    notes: string[];
                };
                sources: {
                    /** @description `original`: written for this service, not copied from a published paper. */
                    kind: string;
                    author: string;
                    /** @description Template that generated the question, when generated. */
                    generator?: string;
                    year: number;
                    licence: string;
                    /** @description The exam board whose style and specification the question follows. */
                    board: string;
                    course: string;
                }[];
                diagrams: {
                    /** Format: uuid */
                    assetId: string;
                    title: string;
                    /** @description Text alternative of the diagram. */
                    description: string;
                    /** @description `question`: shown with the question and printed on the question paper. `scheme`: part of the mark scheme (it shows an answer), printed only on the mark scheme. */
                    role: "question" | "scheme";
                    /** @description What the bytes are (`image/svg+xml`); they download as application/octet-stream. */
                    mediaType: string;
                    byteSize: number;
                    /** @description Lower-case hex SHA-256. */
                    sha256: string;
                    /** @description Path of the bytes under /v1; send the same bearer key. */
                    href: string;
                    /** @description Drawn width in points: at this size its labels are 11 pt, the text of the question paper, which prints it so (smaller only where it would not fit). Show it at this size, or smaller keeping `width` : `height`. Absent for a diagram stored before sizes were recorded. */
                    width?: number;
                    /** @description Drawn height in points (see `width`). Absent for a diagram stored before sizes were recorded. */
                    height?: number;
                }[];
                moduleProfiles: {
                    moduleId: string;
                    label: string;
                    courseId: string;
                    /** @description Exam papers this module is sat in. */
                    papers: {
                        code: string;
                        label: string;
                    }[];
                }[];
            };
        };
        PaperList: {
            /** @description Newest created first: every paper, or a page when `limit` was given. */
            papers: {
                /** Format: uuid */
                id: string;
                /** @description Title of the latest revision. */
                title: string;
                latestRevision: number;
                questionCount: number;
                totalMarks: number;
                pageCount: number;
                /**
                 * Format: date-time
                 * @description When the paper was created.
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When the latest revision was saved.
                 */
                updatedAt: string;
                /** @description Both PDFs of the latest revision are ready to download. */
                exportsReady: boolean;
                /** @description Exports of the latest revision: `none` (never prepared), `preparing`, `ready` or `failed` (a POST of exports retries). */
                exportsState: "none" | "preparing" | "ready" | "failed";
            }[];
            /** @description Pass as `cursor` for the next page; null at the end, and always null without `limit`. */
            nextCursor: string | null;
        };
        PaperResponse: {
            paper: {
                /** Format: uuid */
                id: string;
                revision: number;
                title: string;
                questions: {
                    /** Format: uuid */
                    questionId: string;
                    revision: number;
                    /** @description SHA-256 of the revision content (everything but the mark scheme). */
                    contentVersion: string;
                    /** @description SHA-256 of the revision mark scheme. */
                    schemeVersion: string;
                }[];
                /** @description `smart`: lined answer space after each part, sized from its marks, each question on a new page. `none`: no answer space, questions follow one another. `pages-1` to `pages-4`: that many whole lined pages after each question. */
                writingSpace: "smart" | "none" | "pages-1" | "pages-2" | "pages-3" | "pages-4";
                gradeGuide: boolean;
                totalMarks: number;
                /** @description Pages of the question paper of this revision (at most 80); the PDF has exactly this many. */
                pageCount: number;
                questionSummaries: {
                    /** @description Question number on the paper. */
                    number: number;
                    /** Format: uuid */
                    questionId: string;
                    revision: number;
                    title: string;
                    marks: number;
                    partsCount: number;
                    /** @description Pages this question takes in the question paper. */
                    pages: number;
                }[];
                /**
                 * Format: date-time
                 * @description When the paper was created (revision 1).
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When this revision was saved.
                 */
                revisedAt: string;
            };
        };
        PaperExportResponse: {
            export: {
                /** Format: uuid */
                paperId: string;
                revision: number;
                /** @description `queued` and `rendering`: the job is waiting or running. `ready`: both PDFs can be downloaded. `failed`: the job has used its retries (see lastError); a later POST starts it again, unless lastError.code is `not_exportable`. */
                state: "queued" | "rendering" | "ready" | "failed";
                questionPaper: {
                    state: "pending" | "ready" | "failed";
                    /** @description Download path, relative to the base address (which ends in /v1); papers:read; 409 until state is ready. */
                    href: string;
                    fileName: string;
                    byteSize: number | null;
                    pageCount: number | null;
                    sha256: string | null;
                };
                markScheme: {
                    state: "pending" | "ready" | "failed";
                    /** @description Download path, relative to the base address (which ends in /v1); papers:read; 409 until state is ready. */
                    href: string;
                    fileName: string;
                    byteSize: number | null;
                    pageCount: number | null;
                    sha256: string | null;
                };
                /** @description Render attempts so far (a retry after a failure or a lost worker adds one). */
                attempts: number;
                /** @description Why the last attempt failed, kept while a retry runs. `not_exportable` failures are not retried (a pinned question is no longer available). */
                lastError: {
                    code: string;
                    message: string;
                    /** Format: date-time */
                    at: string;
                } | null;
                /** Format: date-time */
                requestedAt: string;
                readyAt: string | null;
            };
        };
        MarkingSessionResponse: {
            session: {
                /** Format: uuid */
                id: string;
                title: string;
                /** @description A draft, a saved paper revision (its rubric kept, its mark scheme attached when ready), or a completed import of externally marked work. */
                source: {
                    /** @constant */
                    kind: "draft";
                } | {
                    /** @constant */
                    kind: "paper";
                    /** Format: uuid */
                    paperId: string;
                    revision: number;
                    /** @description The revision’s PDFs: `preparing` while its export runs (started by the session if nobody had), `attached` once its mark scheme is a scheme asset and its question paper is kept to compare scans with, `failed` when the revision cannot be exported. Questions can be requested and marked meanwhile: the rubric is the revision’s own. */
                    exports: "preparing" | "attached" | "failed";
                } | {
                    /** @constant */
                    kind: "import";
                    /**
                     * Format: uuid
                     * @description The completed import: the session has its id.
                     */
                    importId: string;
                };
                assets: {
                    /** Format: uuid */
                    id: string;
                    kind: "work" | "scheme";
                    name: string;
                    mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                    byteSize: number;
                    sha256: string;
                    /** @description Inspected: the pages of a PDF, 1 for an image. */
                    pageCount: number;
                    /** @description Page ids `<assetId>:p<n>`, one-based. */
                    pageIds: string[];
                    /** @description Download path relative to the base address (marking:read). */
                    href: string;
                    /**
                     * Format: date-time
                     * @description When the asset was stored.
                     */
                    uploadedAt: string;
                }[];
                /** @description At most 100 files and 314572800 bytes a session. */
                totals: {
                    files: number;
                    bytes: number;
                };
                /** @description Every marking question with its status and result, oldest first. A question re-marked by a later request of its label stays listed, with supersededBy: report its label by the current question. */
                questions: {
                    /** Format: uuid */
                    id: string;
                    label: string;
                    /** @description `requested` by a client, `indexed` from the QR codes of a printed paper, or `imported`. */
                    origin: "requested" | "indexed" | "imported";
                    workAssetIds: string[];
                    schemeAssetIds: string[];
                    /** @description Asset id to the one-based pages of it that belong to this question. Every key is one of the question’s assets; an asset without a key contributes all its pages. */
                    pageSelections: {
                        [key: string]: number[];
                    };
                    /** @description queued (recorded: waiting for POST start, attempts 0; then waiting for a worker, attempts 1) → running → completed (every allocation decided) | needs_review (some uncertain: the result is provisional) | failed (the reason in failure). queued or running → cancelled (POST cancel). A terminal status (completed, needs_review, failed, cancelled) is never queued or marked again; only a review edit moves a result between needs_review and completed. To mark a failed or cancelled question again, request its label again: that makes a new question with its own id, and the old one gets supersededBy. */
                    status: "queued" | "running" | "completed" | "needs_review" | "failed" | "cancelled";
                    /** @description 0 while the question waits for POST start, then 1: a question is marked once (a re-mark is a new question). */
                    attempts: number;
                    /** @description The question that re-marks this failed or cancelled one (a later request of the same label); null while this is its label's current question. A superseded question counts towards neither the session's 24 questions nor its score. */
                    supersededBy: string | null;
                    failure: {
                        /** @description Why: `rubric_unavailable` (no rubric could be read from the scheme), `work_unreadable` (a work file could not be drawn), `assessment_failed` (the last retry failed), `worker_lost`. */
                        code: string;
                        message: string;
                        /** @description True when the failure was ours and the credit went back. */
                        creditReturned: boolean;
                    } | null;
                    /** @description Null until marked. A needs_review result is provisional. */
                    result: {
                        /** @description Result revision: a review edit carries the current one (stale: 409). */
                        revision: number;
                        /** @description Who decided: this service’s assessor, or an imported marker (never presented as the service’s judgement). */
                        source: {
                            /** @constant */
                            kind: "automated";
                            /** @description Which assessor decided. */
                            assessor: string;
                        } | {
                            /** @constant */
                            kind: "imported";
                            /** Format: uuid */
                            importId: string;
                            marker: "human" | "ai";
                            name: string;
                            model?: string;
                            /** Format: date-time */
                            markedAt: string;
                        };
                        score: {
                            /** @description Confirmed marks: the lower end of the range. */
                            awarded: number;
                            /** @description Confirmed marks plus every mark still open: the upper end, not a confirmed score. */
                            possible: number;
                            /** @description What the question is worth. */
                            maximum: number;
                            parts: {
                                partId: string;
                                awarded: number;
                                possible: number;
                                maximum: number;
                            }[];
                        };
                        allocations: {
                            /** @description The allocation (criterion) id, unique in the question. */
                            id: string;
                            partId: string;
                            /** @description The one-mark code (`M1`, `dM1`, `A1ft`, `B1*`), kept with 1 even when withheld. */
                            code: string;
                            requirement: string;
                            dependsOn: string[];
                            /** @description The decision on this allocation itself. */
                            decision: "awarded" | "withheld" | "uncertain";
                            /** @description The decision once dependencies apply: a mark whose method mark is withheld is withheld. */
                            counted: "awarded" | "withheld" | "uncertain";
                            explanation: string;
                            /** @description Located evidence on the selected work pages. */
                            evidence: {
                                /** @description `<assetId>:p<n>`, a selected work page. */
                                pageId: string;
                                /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                                quote: string;
                                /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                                box: {
                                    /** @description Left, as a fraction of the displayed page width. */
                                    x: number;
                                    /** @description Top, as a fraction of the displayed page height. */
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            }[];
                            /** @description One check per condition of the scheme. An imported result carries the marker’s; an automated one is `uncertain` where the assessor cannot check the condition, and an award stands only when each of its conditions is met. */
                            conditionChecks: {
                                conditionIndex: number;
                                condition: string;
                                result: "met" | "not_met" | "uncertain";
                                evidence: {
                                    /** @description `<assetId>:p<n>`, a selected work page. */
                                    pageId: string;
                                    /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                                    quote: string;
                                    /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                                    box: {
                                        /** @description Left, as a fraction of the displayed page width. */
                                        x: number;
                                        /** @description Top, as a fraction of the displayed page height. */
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            }[];
                            /** @description True once a reviewer has set this decision. */
                            reviewed: boolean;
                        }[];
                        /** @description Allocations still uncertain: they need review. */
                        unresolved: string[];
                        /** @description Every review edit, oldest first. */
                        reviews: {
                            /** @description The result revision this edit made. */
                            resultRevision: number;
                            allocationId: string;
                            /** @description The decision before. */
                            from: "awarded" | "withheld" | "uncertain";
                            /** @description The decision after. */
                            to: "awarded" | "withheld" | "uncertain";
                            explanation: string;
                            /** @description The API key that made the edit. */
                            keyId: string;
                            /**
                             * Format: date-time
                             * @description When.
                             */
                            at: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description When the result was first recorded.
                         */
                        decidedAt: string;
                    } | null;
                    /**
                     * Format: date-time
                     * @description When the question was recorded.
                     */
                    createdAt: string;
                    /**
                     * Format: date-time
                     * @description When it last changed: its status, attempts, result or supersededBy.
                     */
                    updatedAt: string;
                }[];
                /** @description The questions recorded and not yet started, oldest first: each reads `queued` with `attempts` 0 (no credit taken, no job) until POST start queues it for a worker, for one credit. Empty: a start has nothing to queue (409 nothing_to_start). */
                waitingForStart: string[];
                /** @description Question indexing from the QR codes of our printed papers (sessions made from a saved paper). */
                indexing: {
                    /** @description False while uploaded work pages of a printed paper are still being read for their questions: the question list may still grow. */
                    done: boolean;
                    /** @description Work pages whose QR code could not be read: listed, never guessed. */
                    unreadablePageIds: string[];
                };
                /**
                 * Format: date-time
                 * @description When the session was created.
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When it last changed.
                 */
                updatedAt: string;
            };
        };
        MarkingSessionList: {
            sessions: {
                /** Format: uuid */
                id: string;
                title: string;
                /** @description A draft, a saved paper revision (its rubric kept, its mark scheme attached when ready), or a completed import of externally marked work. */
                source: {
                    /** @constant */
                    kind: "draft";
                } | {
                    /** @constant */
                    kind: "paper";
                    /** Format: uuid */
                    paperId: string;
                    revision: number;
                    /** @description The revision’s PDFs: `preparing` while its export runs (started by the session if nobody had), `attached` once its mark scheme is a scheme asset and its question paper is kept to compare scans with, `failed` when the revision cannot be exported. Questions can be requested and marked meanwhile: the rubric is the revision’s own. */
                    exports: "preparing" | "attached" | "failed";
                } | {
                    /** @constant */
                    kind: "import";
                    /**
                     * Format: uuid
                     * @description The completed import: the session has its id.
                     */
                    importId: string;
                };
                assets: {
                    /** Format: uuid */
                    id: string;
                    kind: "work" | "scheme";
                    name: string;
                    mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                    byteSize: number;
                    sha256: string;
                    /** @description Inspected: the pages of a PDF, 1 for an image. */
                    pageCount: number;
                    /** @description Page ids `<assetId>:p<n>`, one-based. */
                    pageIds: string[];
                    /** @description Download path relative to the base address (marking:read). */
                    href: string;
                    /**
                     * Format: date-time
                     * @description When the asset was stored.
                     */
                    uploadedAt: string;
                }[];
                /** @description At most 100 files and 314572800 bytes a session. */
                totals: {
                    files: number;
                    bytes: number;
                };
                /** @description Every marking question with its status and result, oldest first. A question re-marked by a later request of its label stays listed, with supersededBy: report its label by the current question. */
                questions: {
                    /** Format: uuid */
                    id: string;
                    label: string;
                    /** @description `requested` by a client, `indexed` from the QR codes of a printed paper, or `imported`. */
                    origin: "requested" | "indexed" | "imported";
                    workAssetIds: string[];
                    schemeAssetIds: string[];
                    /** @description Asset id to the one-based pages of it that belong to this question. Every key is one of the question’s assets; an asset without a key contributes all its pages. */
                    pageSelections: {
                        [key: string]: number[];
                    };
                    /** @description queued (recorded: waiting for POST start, attempts 0; then waiting for a worker, attempts 1) → running → completed (every allocation decided) | needs_review (some uncertain: the result is provisional) | failed (the reason in failure). queued or running → cancelled (POST cancel). A terminal status (completed, needs_review, failed, cancelled) is never queued or marked again; only a review edit moves a result between needs_review and completed. To mark a failed or cancelled question again, request its label again: that makes a new question with its own id, and the old one gets supersededBy. */
                    status: "queued" | "running" | "completed" | "needs_review" | "failed" | "cancelled";
                    /** @description 0 while the question waits for POST start, then 1: a question is marked once (a re-mark is a new question). */
                    attempts: number;
                    /** @description The question that re-marks this failed or cancelled one (a later request of the same label); null while this is its label's current question. A superseded question counts towards neither the session's 24 questions nor its score. */
                    supersededBy: string | null;
                    failure: {
                        /** @description Why: `rubric_unavailable` (no rubric could be read from the scheme), `work_unreadable` (a work file could not be drawn), `assessment_failed` (the last retry failed), `worker_lost`. */
                        code: string;
                        message: string;
                        /** @description True when the failure was ours and the credit went back. */
                        creditReturned: boolean;
                    } | null;
                    /** @description Null until marked. A needs_review result is provisional. */
                    result: {
                        /** @description Result revision: a review edit carries the current one (stale: 409). */
                        revision: number;
                        /** @description Who decided: this service’s assessor, or an imported marker (never presented as the service’s judgement). */
                        source: {
                            /** @constant */
                            kind: "automated";
                            /** @description Which assessor decided. */
                            assessor: string;
                        } | {
                            /** @constant */
                            kind: "imported";
                            /** Format: uuid */
                            importId: string;
                            marker: "human" | "ai";
                            name: string;
                            model?: string;
                            /** Format: date-time */
                            markedAt: string;
                        };
                        score: {
                            /** @description Confirmed marks: the lower end of the range. */
                            awarded: number;
                            /** @description Confirmed marks plus every mark still open: the upper end, not a confirmed score. */
                            possible: number;
                            /** @description What the question is worth. */
                            maximum: number;
                            parts: {
                                partId: string;
                                awarded: number;
                                possible: number;
                                maximum: number;
                            }[];
                        };
                        allocations: {
                            /** @description The allocation (criterion) id, unique in the question. */
                            id: string;
                            partId: string;
                            /** @description The one-mark code (`M1`, `dM1`, `A1ft`, `B1*`), kept with 1 even when withheld. */
                            code: string;
                            requirement: string;
                            dependsOn: string[];
                            /** @description The decision on this allocation itself. */
                            decision: "awarded" | "withheld" | "uncertain";
                            /** @description The decision once dependencies apply: a mark whose method mark is withheld is withheld. */
                            counted: "awarded" | "withheld" | "uncertain";
                            explanation: string;
                            /** @description Located evidence on the selected work pages. */
                            evidence: {
                                /** @description `<assetId>:p<n>`, a selected work page. */
                                pageId: string;
                                /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                                quote: string;
                                /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                                box: {
                                    /** @description Left, as a fraction of the displayed page width. */
                                    x: number;
                                    /** @description Top, as a fraction of the displayed page height. */
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            }[];
                            /** @description One check per condition of the scheme. An imported result carries the marker’s; an automated one is `uncertain` where the assessor cannot check the condition, and an award stands only when each of its conditions is met. */
                            conditionChecks: {
                                conditionIndex: number;
                                condition: string;
                                result: "met" | "not_met" | "uncertain";
                                evidence: {
                                    /** @description `<assetId>:p<n>`, a selected work page. */
                                    pageId: string;
                                    /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                                    quote: string;
                                    /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                                    box: {
                                        /** @description Left, as a fraction of the displayed page width. */
                                        x: number;
                                        /** @description Top, as a fraction of the displayed page height. */
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            }[];
                            /** @description True once a reviewer has set this decision. */
                            reviewed: boolean;
                        }[];
                        /** @description Allocations still uncertain: they need review. */
                        unresolved: string[];
                        /** @description Every review edit, oldest first. */
                        reviews: {
                            /** @description The result revision this edit made. */
                            resultRevision: number;
                            allocationId: string;
                            /** @description The decision before. */
                            from: "awarded" | "withheld" | "uncertain";
                            /** @description The decision after. */
                            to: "awarded" | "withheld" | "uncertain";
                            explanation: string;
                            /** @description The API key that made the edit. */
                            keyId: string;
                            /**
                             * Format: date-time
                             * @description When.
                             */
                            at: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description When the result was first recorded.
                         */
                        decidedAt: string;
                    } | null;
                    /**
                     * Format: date-time
                     * @description When the question was recorded.
                     */
                    createdAt: string;
                    /**
                     * Format: date-time
                     * @description When it last changed: its status, attempts, result or supersededBy.
                     */
                    updatedAt: string;
                }[];
                /** @description The questions recorded and not yet started, oldest first: each reads `queued` with `attempts` 0 (no credit taken, no job) until POST start queues it for a worker, for one credit. Empty: a start has nothing to queue (409 nothing_to_start). */
                waitingForStart: string[];
                /** @description Question indexing from the QR codes of our printed papers (sessions made from a saved paper). */
                indexing: {
                    /** @description False while uploaded work pages of a printed paper are still being read for their questions: the question list may still grow. */
                    done: boolean;
                    /** @description Work pages whose QR code could not be read: listed, never guessed. */
                    unreadablePageIds: string[];
                };
                /**
                 * Format: date-time
                 * @description When the session was created.
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When it last changed.
                 */
                updatedAt: string;
            }[];
            nextCursor: string | null;
        };
        MarkingAssetResponse: {
            asset: {
                /** Format: uuid */
                id: string;
                kind: "work" | "scheme";
                name: string;
                mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                byteSize: number;
                sha256: string;
                /** @description Inspected: the pages of a PDF, 1 for an image. */
                pageCount: number;
                /** @description Page ids `<assetId>:p<n>`, one-based. */
                pageIds: string[];
                /** @description Download path relative to the base address (marking:read). */
                href: string;
                /**
                 * Format: date-time
                 * @description When the asset was stored.
                 */
                uploadedAt: string;
            };
        };
        MarkingAssetList: {
            assets: {
                /** Format: uuid */
                id: string;
                kind: "work" | "scheme";
                name: string;
                mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                byteSize: number;
                sha256: string;
                /** @description Inspected: the pages of a PDF, 1 for an image. */
                pageCount: number;
                /** @description Page ids `<assetId>:p<n>`, one-based. */
                pageIds: string[];
                /** @description Download path relative to the base address (marking:read). */
                href: string;
                /**
                 * Format: date-time
                 * @description When the asset was stored.
                 */
                uploadedAt: string;
            }[];
        };
        MarkingQuestionResponse: {
            question: {
                /** Format: uuid */
                id: string;
                label: string;
                /** @description `requested` by a client, `indexed` from the QR codes of a printed paper, or `imported`. */
                origin: "requested" | "indexed" | "imported";
                workAssetIds: string[];
                schemeAssetIds: string[];
                /** @description Asset id to the one-based pages of it that belong to this question. Every key is one of the question’s assets; an asset without a key contributes all its pages. */
                pageSelections: {
                    [key: string]: number[];
                };
                /** @description queued (recorded: waiting for POST start, attempts 0; then waiting for a worker, attempts 1) → running → completed (every allocation decided) | needs_review (some uncertain: the result is provisional) | failed (the reason in failure). queued or running → cancelled (POST cancel). A terminal status (completed, needs_review, failed, cancelled) is never queued or marked again; only a review edit moves a result between needs_review and completed. To mark a failed or cancelled question again, request its label again: that makes a new question with its own id, and the old one gets supersededBy. */
                status: "queued" | "running" | "completed" | "needs_review" | "failed" | "cancelled";
                /** @description 0 while the question waits for POST start, then 1: a question is marked once (a re-mark is a new question). */
                attempts: number;
                /** @description The question that re-marks this failed or cancelled one (a later request of the same label); null while this is its label's current question. A superseded question counts towards neither the session's 24 questions nor its score. */
                supersededBy: string | null;
                failure: {
                    /** @description Why: `rubric_unavailable` (no rubric could be read from the scheme), `work_unreadable` (a work file could not be drawn), `assessment_failed` (the last retry failed), `worker_lost`. */
                    code: string;
                    message: string;
                    /** @description True when the failure was ours and the credit went back. */
                    creditReturned: boolean;
                } | null;
                /** @description Null until marked. A needs_review result is provisional. */
                result: {
                    /** @description Result revision: a review edit carries the current one (stale: 409). */
                    revision: number;
                    /** @description Who decided: this service’s assessor, or an imported marker (never presented as the service’s judgement). */
                    source: {
                        /** @constant */
                        kind: "automated";
                        /** @description Which assessor decided. */
                        assessor: string;
                    } | {
                        /** @constant */
                        kind: "imported";
                        /** Format: uuid */
                        importId: string;
                        marker: "human" | "ai";
                        name: string;
                        model?: string;
                        /** Format: date-time */
                        markedAt: string;
                    };
                    score: {
                        /** @description Confirmed marks: the lower end of the range. */
                        awarded: number;
                        /** @description Confirmed marks plus every mark still open: the upper end, not a confirmed score. */
                        possible: number;
                        /** @description What the question is worth. */
                        maximum: number;
                        parts: {
                            partId: string;
                            awarded: number;
                            possible: number;
                            maximum: number;
                        }[];
                    };
                    allocations: {
                        /** @description The allocation (criterion) id, unique in the question. */
                        id: string;
                        partId: string;
                        /** @description The one-mark code (`M1`, `dM1`, `A1ft`, `B1*`), kept with 1 even when withheld. */
                        code: string;
                        requirement: string;
                        dependsOn: string[];
                        /** @description The decision on this allocation itself. */
                        decision: "awarded" | "withheld" | "uncertain";
                        /** @description The decision once dependencies apply: a mark whose method mark is withheld is withheld. */
                        counted: "awarded" | "withheld" | "uncertain";
                        explanation: string;
                        /** @description Located evidence on the selected work pages. */
                        evidence: {
                            /** @description `<assetId>:p<n>`, a selected work page. */
                            pageId: string;
                            /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                            quote: string;
                            /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                            box: {
                                /** @description Left, as a fraction of the displayed page width. */
                                x: number;
                                /** @description Top, as a fraction of the displayed page height. */
                                y: number;
                                width: number;
                                height: number;
                            };
                        }[];
                        /** @description One check per condition of the scheme. An imported result carries the marker’s; an automated one is `uncertain` where the assessor cannot check the condition, and an award stands only when each of its conditions is met. */
                        conditionChecks: {
                            conditionIndex: number;
                            condition: string;
                            result: "met" | "not_met" | "uncertain";
                            evidence: {
                                /** @description `<assetId>:p<n>`, a selected work page. */
                                pageId: string;
                                /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                                quote: string;
                                /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                                box: {
                                    /** @description Left, as a fraction of the displayed page width. */
                                    x: number;
                                    /** @description Top, as a fraction of the displayed page height. */
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            }[];
                        }[];
                        /** @description True once a reviewer has set this decision. */
                        reviewed: boolean;
                    }[];
                    /** @description Allocations still uncertain: they need review. */
                    unresolved: string[];
                    /** @description Every review edit, oldest first. */
                    reviews: {
                        /** @description The result revision this edit made. */
                        resultRevision: number;
                        allocationId: string;
                        /** @description The decision before. */
                        from: "awarded" | "withheld" | "uncertain";
                        /** @description The decision after. */
                        to: "awarded" | "withheld" | "uncertain";
                        explanation: string;
                        /** @description The API key that made the edit. */
                        keyId: string;
                        /**
                         * Format: date-time
                         * @description When.
                         */
                        at: string;
                    }[];
                    /**
                     * Format: date-time
                     * @description When the result was first recorded.
                     */
                    decidedAt: string;
                } | null;
                /**
                 * Format: date-time
                 * @description When the question was recorded.
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When it last changed: its status, attempts, result or supersededBy.
                 */
                updatedAt: string;
            };
        };
        StartMarkingResponse: {
            session: {
                /** Format: uuid */
                id: string;
                title: string;
                /** @description A draft, a saved paper revision (its rubric kept, its mark scheme attached when ready), or a completed import of externally marked work. */
                source: {
                    /** @constant */
                    kind: "draft";
                } | {
                    /** @constant */
                    kind: "paper";
                    /** Format: uuid */
                    paperId: string;
                    revision: number;
                    /** @description The revision’s PDFs: `preparing` while its export runs (started by the session if nobody had), `attached` once its mark scheme is a scheme asset and its question paper is kept to compare scans with, `failed` when the revision cannot be exported. Questions can be requested and marked meanwhile: the rubric is the revision’s own. */
                    exports: "preparing" | "attached" | "failed";
                } | {
                    /** @constant */
                    kind: "import";
                    /**
                     * Format: uuid
                     * @description The completed import: the session has its id.
                     */
                    importId: string;
                };
                assets: {
                    /** Format: uuid */
                    id: string;
                    kind: "work" | "scheme";
                    name: string;
                    mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                    byteSize: number;
                    sha256: string;
                    /** @description Inspected: the pages of a PDF, 1 for an image. */
                    pageCount: number;
                    /** @description Page ids `<assetId>:p<n>`, one-based. */
                    pageIds: string[];
                    /** @description Download path relative to the base address (marking:read). */
                    href: string;
                    /**
                     * Format: date-time
                     * @description When the asset was stored.
                     */
                    uploadedAt: string;
                }[];
                /** @description At most 100 files and 314572800 bytes a session. */
                totals: {
                    files: number;
                    bytes: number;
                };
                /** @description Every marking question with its status and result, oldest first. A question re-marked by a later request of its label stays listed, with supersededBy: report its label by the current question. */
                questions: {
                    /** Format: uuid */
                    id: string;
                    label: string;
                    /** @description `requested` by a client, `indexed` from the QR codes of a printed paper, or `imported`. */
                    origin: "requested" | "indexed" | "imported";
                    workAssetIds: string[];
                    schemeAssetIds: string[];
                    /** @description Asset id to the one-based pages of it that belong to this question. Every key is one of the question’s assets; an asset without a key contributes all its pages. */
                    pageSelections: {
                        [key: string]: number[];
                    };
                    /** @description queued (recorded: waiting for POST start, attempts 0; then waiting for a worker, attempts 1) → running → completed (every allocation decided) | needs_review (some uncertain: the result is provisional) | failed (the reason in failure). queued or running → cancelled (POST cancel). A terminal status (completed, needs_review, failed, cancelled) is never queued or marked again; only a review edit moves a result between needs_review and completed. To mark a failed or cancelled question again, request its label again: that makes a new question with its own id, and the old one gets supersededBy. */
                    status: "queued" | "running" | "completed" | "needs_review" | "failed" | "cancelled";
                    /** @description 0 while the question waits for POST start, then 1: a question is marked once (a re-mark is a new question). */
                    attempts: number;
                    /** @description The question that re-marks this failed or cancelled one (a later request of the same label); null while this is its label's current question. A superseded question counts towards neither the session's 24 questions nor its score. */
                    supersededBy: string | null;
                    failure: {
                        /** @description Why: `rubric_unavailable` (no rubric could be read from the scheme), `work_unreadable` (a work file could not be drawn), `assessment_failed` (the last retry failed), `worker_lost`. */
                        code: string;
                        message: string;
                        /** @description True when the failure was ours and the credit went back. */
                        creditReturned: boolean;
                    } | null;
                    /** @description Null until marked. A needs_review result is provisional. */
                    result: {
                        /** @description Result revision: a review edit carries the current one (stale: 409). */
                        revision: number;
                        /** @description Who decided: this service’s assessor, or an imported marker (never presented as the service’s judgement). */
                        source: {
                            /** @constant */
                            kind: "automated";
                            /** @description Which assessor decided. */
                            assessor: string;
                        } | {
                            /** @constant */
                            kind: "imported";
                            /** Format: uuid */
                            importId: string;
                            marker: "human" | "ai";
                            name: string;
                            model?: string;
                            /** Format: date-time */
                            markedAt: string;
                        };
                        score: {
                            /** @description Confirmed marks: the lower end of the range. */
                            awarded: number;
                            /** @description Confirmed marks plus every mark still open: the upper end, not a confirmed score. */
                            possible: number;
                            /** @description What the question is worth. */
                            maximum: number;
                            parts: {
                                partId: string;
                                awarded: number;
                                possible: number;
                                maximum: number;
                            }[];
                        };
                        allocations: {
                            /** @description The allocation (criterion) id, unique in the question. */
                            id: string;
                            partId: string;
                            /** @description The one-mark code (`M1`, `dM1`, `A1ft`, `B1*`), kept with 1 even when withheld. */
                            code: string;
                            requirement: string;
                            dependsOn: string[];
                            /** @description The decision on this allocation itself. */
                            decision: "awarded" | "withheld" | "uncertain";
                            /** @description The decision once dependencies apply: a mark whose method mark is withheld is withheld. */
                            counted: "awarded" | "withheld" | "uncertain";
                            explanation: string;
                            /** @description Located evidence on the selected work pages. */
                            evidence: {
                                /** @description `<assetId>:p<n>`, a selected work page. */
                                pageId: string;
                                /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                                quote: string;
                                /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                                box: {
                                    /** @description Left, as a fraction of the displayed page width. */
                                    x: number;
                                    /** @description Top, as a fraction of the displayed page height. */
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            }[];
                            /** @description One check per condition of the scheme. An imported result carries the marker’s; an automated one is `uncertain` where the assessor cannot check the condition, and an award stands only when each of its conditions is met. */
                            conditionChecks: {
                                conditionIndex: number;
                                condition: string;
                                result: "met" | "not_met" | "uncertain";
                                evidence: {
                                    /** @description `<assetId>:p<n>`, a selected work page. */
                                    pageId: string;
                                    /** @description What is visible in the region, transcribed or described (`blank` for an empty answer space). */
                                    quote: string;
                                    /** @description A region of a displayed page (rotation applied), top-left origin, in fractions of the page. */
                                    box: {
                                        /** @description Left, as a fraction of the displayed page width. */
                                        x: number;
                                        /** @description Top, as a fraction of the displayed page height. */
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            }[];
                            /** @description True once a reviewer has set this decision. */
                            reviewed: boolean;
                        }[];
                        /** @description Allocations still uncertain: they need review. */
                        unresolved: string[];
                        /** @description Every review edit, oldest first. */
                        reviews: {
                            /** @description The result revision this edit made. */
                            resultRevision: number;
                            allocationId: string;
                            /** @description The decision before. */
                            from: "awarded" | "withheld" | "uncertain";
                            /** @description The decision after. */
                            to: "awarded" | "withheld" | "uncertain";
                            explanation: string;
                            /** @description The API key that made the edit. */
                            keyId: string;
                            /**
                             * Format: date-time
                             * @description When.
                             */
                            at: string;
                        }[];
                        /**
                         * Format: date-time
                         * @description When the result was first recorded.
                         */
                        decidedAt: string;
                    } | null;
                    /**
                     * Format: date-time
                     * @description When the question was recorded.
                     */
                    createdAt: string;
                    /**
                     * Format: date-time
                     * @description When it last changed: its status, attempts, result or supersededBy.
                     */
                    updatedAt: string;
                }[];
                /** @description The questions recorded and not yet started, oldest first: each reads `queued` with `attempts` 0 (no credit taken, no job) until POST start queues it for a worker, for one credit. Empty: a start has nothing to queue (409 nothing_to_start). */
                waitingForStart: string[];
                /** @description Question indexing from the QR codes of our printed papers (sessions made from a saved paper). */
                indexing: {
                    /** @description False while uploaded work pages of a printed paper are still being read for their questions: the question list may still grow. */
                    done: boolean;
                    /** @description Work pages whose QR code could not be read: listed, never guessed. */
                    unreadablePageIds: string[];
                };
                /**
                 * Format: date-time
                 * @description When the session was created.
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When it last changed.
                 */
                updatedAt: string;
            };
            started: string[];
        };
        CreditBalanceResponse: {
            credits: {
                plan: "lite" | "pro" | "none";
                /** @description The UTC month the included credits belong to, `YYYY-MM`. */
                period: string;
                /**
                 * Format: date-time
                 * @description When the included credits of this month lapse.
                 */
                periodEndsAt: string;
                /** @description Used first; they lapse at the end of the month. */
                included: {
                    /** @description Credits the plan includes this month. */
                    allowance: number;
                    /** @description Taken this month and not given back. */
                    used: number;
                    remaining: number;
                };
                purchased: {
                    /** @description Bought credits: used after the included ones, never lapse. */
                    remaining: number;
                };
                /** @description What a start may take now: included remaining plus purchased. */
                available: number;
            };
        };
        MarkingImportResponse: {
            import: {
                /** Format: uuid */
                id: string;
                title: string;
                /** @description `draft` until completed; `completed` is immutable. */
                state: "draft" | "completed";
                assets: {
                    /** Format: uuid */
                    id: string;
                    kind: "work" | "scheme";
                    name: string;
                    mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                    byteSize: number;
                    sha256: string;
                    /** @description Inspected: the pages of a PDF, 1 for an image. */
                    pageCount: number;
                    /** @description Page ids `<assetId>:p<n>`, one-based. */
                    pageIds: string[];
                    /** @description Download path relative to the base address (marking:read). */
                    href: string;
                    /**
                     * Format: date-time
                     * @description When the asset was stored.
                     */
                    uploadedAt: string;
                }[];
                totals: {
                    files: number;
                    bytes: number;
                };
                /** @description Once completed: the marking session holding the imported questions (its id is the import id), `/marking/sessions/{id}`. */
                sessionHref: string | null;
                completedAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        ImportAssetResponse: {
            asset: {
                /** Format: uuid */
                id: string;
                kind: "work" | "scheme";
                name: string;
                mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                byteSize: number;
                sha256: string;
                /** @description Inspected: the pages of a PDF, 1 for an image. */
                pageCount: number;
                /** @description Page ids `<assetId>:p<n>`, one-based. */
                pageIds: string[];
                /** @description Download path relative to the base address (marking:read). */
                href: string;
                /**
                 * Format: date-time
                 * @description When the asset was stored.
                 */
                uploadedAt: string;
            };
        };
        ImportAssetList: {
            assets: {
                /** Format: uuid */
                id: string;
                kind: "work" | "scheme";
                name: string;
                mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                byteSize: number;
                sha256: string;
                /** @description Inspected: the pages of a PDF, 1 for an image. */
                pageCount: number;
                /** @description Page ids `<assetId>:p<n>`, one-based. */
                pageIds: string[];
                /** @description Download path relative to the base address (marking:read). */
                href: string;
                /**
                 * Format: date-time
                 * @description When the asset was stored.
                 */
                uploadedAt: string;
            }[];
        };
        /** @description svc-marking-import-v1: externally marked work with located evidence. Unknown fields are rejected. UUIDs may be written in either letter case and are kept in lower case; criterion ids are unique within their question. */
        ImportSubmission: {
            /** @constant */
            schemaVersion: "svc-marking-import-v1";
            /** @constant */
            coordinateSystem: "normalized-top-left";
            /**
             * @description The page as displayed after PDF rotation or image orientation, never cropped or resized.
             * @constant
             */
            pageBasis: "displayed-page";
            /** @description The recorded source of the marking. */
            source: {
                /**
                 * @description Who marked the work.
                 * @enum {string}
                 */
                kind: "human" | "ai";
                /** @description The marker or the marking tool. At most 200 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                name: string;
                /** @description When the work was marked: an ISO 8601 calendar date, extended (`2026-03-14T16:20:00Z`) or basic (`20260314T162000Z`) format, with or without a time. The time has hours, optionally minutes and seconds, and a decimal fraction (`.` or `,`) of the last of them; its offset is `Z`, `+01:00`, `+0100` or `+01`, or absent: a time without an offset is UTC (`2026-03-14T16:20` is 16:20 UTC), and a date alone (`2026-03-14`) is its midnight UTC. The date and time must exist (`2026-02-30` does not). Week and ordinal dates are refused. Stored and returned as the UTC instant in the API’s timestamp form, `2026-03-14T16:20:00.000Z` (milliseconds; finer digits are dropped). */
                markedAt: string;
                /** @description The model that marked; required when kind is `ai`. At most 200 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                model?: string;
            };
            /** @description Uploaded asset id (a UUID in either letter case, each asset once) to its selected one-based pages; every referenced page is declared here. */
            pageSelections: {
                [key: string]: number[];
            };
            /** @description The marked questions: at most 24 (the spec's limit). */
            questions: {
                /** @description Unique among the questions. At most 40 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                label: string;
                /** @description The question's share of the paper; together the questions cover every page of pageSelections. */
                coverage: {
                    /** @description The work pages holding this question, blank answer space included. At most 12 (the spec's page limit for marking one question), each once. */
                    workPageIds: string[];
                    /** @description The scheme pages stating its allocations. At most 12 (the spec's page limit for marking one question), each once. */
                    schemePageIds: string[];
                };
                /** @description The parts of the question: at most 100, as each has a mark and a question has at most 100 (the spec's limit). */
                parts: {
                    /** @description Unique among the parts of the question. 1 to 64 letters, digits, `.`, `_`, `:` or `-`, starting with a letter or digit (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause; safe in a path and a message). */
                    id: string;
                    /** @description As printed, for example `(a)` or `(b)(ii)`. At most 40 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                    label: string;
                    /** @description Equals the number of criteria of the part: at most 100, the spec's limit for a question. */
                    maxMarks: number;
                }[];
                /** @description At most 100 one-mark allocations (the spec's limit for a question). */
                criteria: {
                    /** @description Unique among the criteria of its question; another question may use the same id. 1 to 64 letters, digits, `.`, `_`, `:` or `-`, starting with a letter or digit (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause; safe in a path and a message). */
                    id: string;
                    /** @description The part this allocation belongs to. 1 to 64 letters, digits, `.`, `_`, `:` or `-`, starting with a letter or digit (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause; safe in a path and a message). */
                    partId: string;
                    /** @description `M1`, `A1` or `B1`, with a `d` prefix and `ft` or `*` suffixes where the scheme uses them (the longest, `dM1ft*`, has 6 characters); always 1, even when withheld. At most 8 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                    code: string;
                    /** @description What the scheme asks for this mark. At most 2000 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                    requirement: string;
                    /** @description Conditions of the mark; checks refer to them by zero-based index. At most 20 (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                    conditions: string[];
                    /**
                     * @description `all`: every condition must be met; `any`: one met condition suffices.
                     * @enum {string}
                     */
                    conditionMode: "all" | "any";
                    /** @description The scheme's real prerequisites (required for a `d` code); never inferred from the letters. At most 99, every other criterion of a question of at most 100 marks (the spec's limit), each once. */
                    dependsOn: string[];
                    /**
                     * @description Exactly 1: a criterion is a one-mark allocation.
                     * @constant
                     */
                    maxMarks: 1;
                    /** @description Selected scheme pages, in the question coverage, that state this allocation. At most 12 (the spec's page limit for marking one question), each once. */
                    sourcePageIds: string[];
                }[];
                /** @description Exactly one decision per criterion, so at most 100 (the spec's limit of marks for a question). */
                decisions: {
                    /** @description The criterion decided. 1 to 64 letters, digits, `.`, `_`, `:` or `-`, starting with a letter or digit (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause; safe in a path and a message). */
                    criterionId: string;
                    /**
                     * @description The decision carries any zero: a withheld mark keeps its one-mark code.
                     * @enum {string}
                     */
                    decision: "awarded" | "withheld" | "uncertain";
                    /** @description Why the mark was awarded, withheld or left uncertain. At most 4000 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                    reason: string;
                    /** @description Located evidence on selected work pages. At most 10 (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                    evidence: {
                        /** @description A declared page of a work asset, in the question coverage. The asset UUID may be written in either letter case. */
                        pageId: string;
                        /** @description What is visible in the region, transcribed or briefly described. Blank work is located at its answer space and quoted as `blank`. At most 2000 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                        quote: string;
                        /** @description A region of the displayed page, origin top left, in fractions of the page. */
                        box: {
                            /** @description Left edge, a fraction of the displayed page width. */
                            x: number;
                            /** @description Top edge, a fraction of the displayed page height. */
                            y: number;
                            /** @description Positive; x + width is at most 1. */
                            width: number;
                            /** @description Positive; y + height is at most 1. */
                            height: number;
                        };
                    }[];
                    /** @description Exactly one check for each condition of the criterion, so as many as its conditions. At most 20 (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                    conditionChecks: {
                        /** @description Zero-based index into the criterion `conditions`: at most 19, as a criterion has at most 20 conditions (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                        conditionIndex: number;
                        /**
                         * @description Whether the work meets the condition.
                         * @enum {string}
                         */
                        result: "met" | "not_met" | "uncertain";
                        /** @description Optional; when supplied, located with boxes. At most 10 (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                        evidence?: {
                            /** @description A declared page of a work asset, in the question coverage. The asset UUID may be written in either letter case. */
                            pageId: string;
                            /** @description What is visible in the region, transcribed or briefly described. Blank work is located at its answer space and quoted as `blank`. At most 2000 characters (this service's bound beyond the spec: far above real marking, it limits the work one submission can cause). */
                            quote: string;
                            /** @description A region of the displayed page, origin top left, in fractions of the page. */
                            box: {
                                /** @description Left edge, a fraction of the displayed page width. */
                                x: number;
                                /** @description Top edge, a fraction of the displayed page height. */
                                y: number;
                                /** @description Positive; x + width is at most 1. */
                                width: number;
                                /** @description Positive; y + height is at most 1. */
                                height: number;
                            };
                        }[];
                    }[];
                }[];
            }[];
        };
        ImportValidation: {
            /** @constant */
            valid: true;
            /** @description Per question, the calculated score (dependencies applied) and the review flags. */
            questions: {
                label: string;
                score: {
                    /** @description Confirmed marks: the lower end of the range. */
                    awarded: number;
                    /** @description Confirmed marks plus every mark still open: the upper end, not a confirmed score. */
                    possible: number;
                    /** @description What the question is worth. */
                    maximum: number;
                    parts: {
                        partId: string;
                        awarded: number;
                        possible: number;
                        maximum: number;
                    }[];
                };
                /** @description Criteria still uncertain: the score range is open by these. */
                unresolved: string[];
                reviewFlags: {
                    /** @description `uncertain-decision`, `uncertain-condition`, `conflicting-conditions` or `awarded-on-blank`. */
                    kind: string;
                    criterionId: string;
                    /** @description JSON Pointer of what needs review. */
                    path: string;
                    message: string;
                }[];
            }[];
        };
        /** @description The completed import and what was saved: the same answer for every repeat of the identical payload. */
        CompletedImport: {
            import: {
                /** Format: uuid */
                id: string;
                title: string;
                /** @description `draft` until completed; `completed` is immutable. */
                state: "draft" | "completed";
                assets: {
                    /** Format: uuid */
                    id: string;
                    kind: "work" | "scheme";
                    name: string;
                    mediaType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
                    byteSize: number;
                    sha256: string;
                    /** @description Inspected: the pages of a PDF, 1 for an image. */
                    pageCount: number;
                    /** @description Page ids `<assetId>:p<n>`, one-based. */
                    pageIds: string[];
                    /** @description Download path relative to the base address (marking:read). */
                    href: string;
                    /**
                     * Format: date-time
                     * @description When the asset was stored.
                     */
                    uploadedAt: string;
                }[];
                totals: {
                    files: number;
                    bytes: number;
                };
                /** @description Once completed: the marking session holding the imported questions (its id is the import id), `/marking/sessions/{id}`. */
                sessionHref: string | null;
                completedAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
            questions: {
                label: string;
                score: {
                    /** @description Confirmed marks: the lower end of the range. */
                    awarded: number;
                    /** @description Confirmed marks plus every mark still open: the upper end, not a confirmed score. */
                    possible: number;
                    /** @description What the question is worth. */
                    maximum: number;
                    parts: {
                        partId: string;
                        awarded: number;
                        possible: number;
                        maximum: number;
                    }[];
                };
                /** @description Criteria still uncertain: the score range is open by these. */
                unresolved: string[];
                reviewFlags: {
                    /** @description `uncertain-decision`, `uncertain-condition`, `conflicting-conditions` or `awarded-on-blank`. */
                    kind: string;
                    criterionId: string;
                    /** @description JSON Pointer of what needs review. */
                    path: string;
                    message: string;
                }[];
            }[];
        };
        Pathway: {
            steps: {
                /** @description Skills are the question bank’s topics and subtopics. */
                skill: {
                    /** @description A bank topic (`cp1-complex-numbers`) or subtopic (`cp1-complex-numbers.loci`). */
                    id: string;
                    label: string;
                    level: "topic" | "subtopic";
                    moduleId: string;
                    topicId: string;
                };
                reason: string;
                estimate: number | null;
                uncertainty: number | null;
                examined: "frequent" | "occasional" | "rare" | null;
                filters: {
                    module: string;
                    topic: string;
                    subtopic?: string;
                };
            }[];
        };
        SkillProfile: {
            skills: {
                /** @description Skills are the question bank’s topics and subtopics. */
                skill: {
                    /** @description A bank topic (`cp1-complex-numbers`) or subtopic (`cp1-complex-numbers.loci`). */
                    id: string;
                    label: string;
                    level: "topic" | "subtopic";
                    moduleId: string;
                    topicId: string;
                };
                /** @description Posterior mean of the share of marks earned: Beta(1 + awarded, 1 + withheld). */
                estimate: number;
                /** @description Posterior standard deviation. */
                uncertainty: number;
                awarded: number;
                /** @description Scored marks: awarded plus withheld. */
                possible: number;
                evidenceCount: number;
                unresolvedCount: number;
                lastEvidenceAt: string | null;
                /** @description The last 10 scored marks against the 10 before them (a change of 0.15 or more), `insufficient` below 12. */
                trend: "improving" | "declining" | "steady" | "insufficient";
            }[];
            totals: {
                scored: number;
                unresolved: number;
                provisional: number;
            };
        };
        EvidenceRecordPage: {
            records: {
                /** @description Its place in the list: pass a page’s last as `after`. */
                cursor: string;
                /**
                 * Format: uuid
                 * @description The marking session (an import’s has the import id).
                 */
                attemptId: string;
                /** Format: uuid */
                questionId: string;
                label: string;
                bankQuestionId: string | null;
                criterionId: string;
                code: string;
                /** @description awarded, withheld or uncertain, dependencies applied. */
                decision: string;
                /** @description `scored` counts; `unresolved` (uncertain) and `provisional` (a decision of a result still needing review) never do. */
                state: "scored" | "unresolved" | "provisional";
                source: {
                    kind: "automated" | "imported";
                    marker: string | null;
                };
                reviewed: boolean;
                skill: string | null;
                /**
                 * Format: date-time
                 * @description When the evidence last changed.
                 */
                recordedAt: string;
            }[];
            /** @description null at the end; new evidence appears on later pages, never between. */
            nextCursor: string | null;
        };
        EvidenceHistoryPage: {
            changes: {
                /** @description Its place in the list: pass a page’s last as `after`. */
                cursor: string;
                /**
                 * Format: uuid
                 * @description The marking session (an import’s has the import id).
                 */
                attemptId: string;
                /** Format: uuid */
                questionId: string;
                label: string;
                bankQuestionId: string | null;
                criterionId: string;
                code: string;
                /** @description awarded, withheld or uncertain, dependencies applied. */
                decision: string;
                /** @description `scored` counts; `unresolved` (uncertain) and `provisional` (a decision of a result still needing review) never do. */
                state: "scored" | "unresolved" | "provisional";
                source: {
                    kind: "automated" | "imported";
                    marker: string | null;
                };
                reviewed: boolean;
                skill: string | null;
                /**
                 * Format: date-time
                 * @description When the evidence last changed.
                 */
                recordedAt: string;
            }[];
            /** @description null at the end; new evidence appears on later pages, never between. */
            nextCursor: string | null;
        };
        SessionInsights: {
            /** Format: uuid */
            sessionId: string;
            /** @description Skills with at least 2 scored marks in the session and 75 % or more earned. */
            strengths: {
                /** @description Skills are the question bank’s topics and subtopics. */
                skill: {
                    /** @description A bank topic (`cp1-complex-numbers`) or subtopic (`cp1-complex-numbers.loci`). */
                    id: string;
                    label: string;
                    level: "topic" | "subtopic";
                    moduleId: string;
                    topicId: string;
                };
                /** @description Posterior mean of the share of marks earned: Beta(1 + awarded, 1 + withheld). */
                estimate: number;
                /** @description Posterior standard deviation. */
                uncertainty: number;
                awarded: number;
                /** @description Scored marks: awarded plus withheld. */
                possible: number;
                evidenceCount: number;
                unresolvedCount: number;
                lastEvidenceAt: string | null;
                /** @description The last 10 scored marks against the 10 before them (a change of 0.15 or more), `insufficient` below 12. */
                trend: "improving" | "declining" | "steady" | "insufficient";
            }[];
            /** @description Skills with at least 2 scored marks in the session and under 50 % earned. */
            weaknesses: {
                /** @description Skills are the question bank’s topics and subtopics. */
                skill: {
                    /** @description A bank topic (`cp1-complex-numbers`) or subtopic (`cp1-complex-numbers.loci`). */
                    id: string;
                    label: string;
                    level: "topic" | "subtopic";
                    moduleId: string;
                    topicId: string;
                };
                /** @description Posterior mean of the share of marks earned: Beta(1 + awarded, 1 + withheld). */
                estimate: number;
                /** @description Posterior standard deviation. */
                uncertainty: number;
                awarded: number;
                /** @description Scored marks: awarded plus withheld. */
                possible: number;
                evidenceCount: number;
                unresolvedCount: number;
                lastEvidenceAt: string | null;
                /** @description The last 10 scored marks against the 10 before them (a change of 0.15 or more), `insufficient` below 12. */
                trend: "improving" | "declining" | "steady" | "insufficient";
            }[];
            unresolved: {
                /** @description Its place in the list: pass a page’s last as `after`. */
                cursor: string;
                /**
                 * Format: uuid
                 * @description The marking session (an import’s has the import id).
                 */
                attemptId: string;
                /** Format: uuid */
                questionId: string;
                label: string;
                bankQuestionId: string | null;
                criterionId: string;
                code: string;
                /** @description awarded, withheld or uncertain, dependencies applied. */
                decision: string;
                /** @description `scored` counts; `unresolved` (uncertain) and `provisional` (a decision of a result still needing review) never do. */
                state: "scored" | "unresolved" | "provisional";
                source: {
                    kind: "automated" | "imported";
                    marker: string | null;
                };
                reviewed: boolean;
                skill: string | null;
                /**
                 * Format: date-time
                 * @description When the evidence last changed.
                 */
                recordedAt: string;
            }[];
        };
        QuestionMappings: {
            mappings: {
                /** Format: uuid */
                questionId: string;
                /** Format: uuid */
                attemptId: string;
                label: string;
                bankQuestionId: string | null;
                skills: string[];
                revision: number;
                /** @description From the bank’s metadata, corrected by the owner, or none known. */
                origin: "bank" | "corrected" | "unmapped";
            }[];
            nextOffset: number | null;
        };
        QuestionMapping: {
            /**
             * Format: uuid
             * @description The marking question.
             */
            questionId: string;
            /** @description The mapping’s current revision. */
            revision: number;
            /** @description Topic or subtopic ids of the bank. */
            skills: string[];
        };
        QuestionMappingResponse: {
            mapping: {
                /** Format: uuid */
                questionId: string;
                /** Format: uuid */
                attemptId: string;
                label: string;
                bankQuestionId: string | null;
                skills: string[];
                revision: number;
                /** @description From the bank’s metadata, corrected by the owner, or none known. */
                origin: "bank" | "corrected" | "unmapped";
            };
        };
        CriterionMappings: {
            /** Format: uuid */
            questionId: string;
            rubricVersion: string;
            revision: number;
            criteria: {
                criterionId: string;
                code: string;
                skill: string | null;
            }[];
            /** @description The skills a criterion of this question may be mapped to: its question’s skills and their subtopics. */
            permittedTargets: {
                /** @description A bank topic (`cp1-complex-numbers`) or subtopic (`cp1-complex-numbers.loci`). */
                id: string;
                label: string;
                level: "topic" | "subtopic";
                moduleId: string;
                topicId: string;
            }[];
        };
        CriterionMapping: {
            /**
             * Format: uuid
             * @description The marking question.
             */
            questionId: string;
            /** @description The criterion mapping’s current revision. */
            revision: number;
            /** @description The rubric version the mapping was read with. */
            rubricVersion: string;
            mappings: {
                criterionId: string;
                skill: string;
            }[];
        };
    };
    responses: never;
    parameters: {
        /** @description A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifies this request; quote it when reporting a problem. */
        RequestId: string;
        /** @description Whole seconds to wait before retrying. */
        RetryAfter: number;
        /** @description Requests left this UTC minute: the lower of what the key (120) and the account (300) have left. Sent on responses to keyed requests that were admitted or rate-limited. */
        "X-RateLimit-Remaining": number;
        /** @description Accepted requests left this UTC day: the lower of key (10,000) and account (20,000). */
        "X-RateLimit-Daily-Remaining": number;
        /** @description IETF draft structured field: the key quotas, e.g. `"requests";q=120;w=60, "daily";q=10000;w=86400` (plus `"writes";q=20;w=60` on writes), then the account quotas of the separate limit an operation counts against (`x-rate-limits`), e.g. `"uploads";q=15;w=60, "uploads-daily";q=1000;w=86400`. */
        "RateLimit-Policy": string;
        /** @description IETF draft structured field: what is left and seconds to reset per policy, e.g. `"requests";r=57;t=23`. A 429 saved_papers_limit adds `"saved-papers";r=0` (and `"saved-papers";q=<limit>` to RateLimit-Policy): a count, with no window and no reset. */
        RateLimit: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user and the key. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    questionFacets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facet options. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionFacets"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchQuestions: {
        parameters: {
            query?: {
                /** @description Text search (Postgres full text, English stemming) over titles, tags, module, topic and subtopic labels, board, level and subject. Words are ANDed; "quoted phrases", `or` and `-word` work as in web search. A filter, not a ranking. */
                q?: string;
                /** @description A module id from /questions/facets, e.g. `core-pure`. */
                module?: string;
                level?: "as-level" | "a-level" | "international-as-level" | "international-a-level";
                subject?: "maths" | "further-maths";
                /** @description Exam board id, e.g. `pearson-edexcel`. */
                board?: string;
                year?: number;
                /** @description One tag, matched exactly. */
                tag?: string;
                /** @description A topic id from /questions/facets. */
                topic?: string;
                /** @description A subtopic id from /questions/facets. */
                subtopic?: string;
                difficulty?: number;
                /** @description At most maxMarks when both are given. */
                minMarks?: number;
                maxMarks?: number;
                /** @description Question ids never to return; repeat the parameter (`excludeIds=a&excludeIds=b`), at most 1000. */
                excludeIds?: string[];
                /** @description A random sample of `limit` items, every matching question equally likely (a question published in the last minute may not be drawn yet); nextCursor is null. Cannot be combined with cursor (422). */
                random?: boolean;
                /** @description Only the key owner's favourite questions. */
                favouritesOnly?: boolean;
                frequency?: "frequent" | "occasional" | "rare";
                /** @description The previous page's nextCursor, sent with the same filters. */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of questions and the cursor of the next one. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionSearchResult"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: string;
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question revision. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadQuestionResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readQuestionAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: string;
                revision: number;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPapers: {
        parameters: {
            query?: {
                /** @description Optional: a page of at most this many papers, with nextCursor for the next one. Without it, every paper. */
                limit?: number;
                /** @description The previous page's nextCursor: the papers after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every paper summary, or a page of them with `limit`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperList"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPaper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Generated by the client and reused on retries: the same id and body answer with the same paper.
                     */
                    id: string;
                    /** @description Printed on the cover and in the file names. */
                    title: string;
                    /** @description Pins exactly as search or readQuestion returned them, in paper order; each question at most once. */
                    questions: {
                        /** Format: uuid */
                        questionId: string;
                        revision: number;
                        /** @description SHA-256 of the revision content (everything but the mark scheme). */
                        contentVersion: string;
                        /** @description SHA-256 of the revision mark scheme. */
                        schemeVersion: string;
                    }[];
                    /**
                     * @description `smart`: lined answer space after each part, sized from its marks, each question on a new page. `none`: no answer space, questions follow one another. `pages-1` to `pages-4`: that many whole lined pages after each question.
                     * @default smart
                     */
                    writingSpace?: "smart" | "none" | "pages-1" | "pages-2" | "pages-3" | "pages-4";
                    /**
                     * @description Print an estimated grade guide on the cover (an estimate, never an official boundary).
                     * @default false
                     */
                    gradeGuide?: boolean;
                };
            };
        };
        responses: {
            /** @description The paper at revision 1. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `id_reused`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`, `saved_papers_limit`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readPaper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest revision. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePaper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current revision (`paper.revision` of the latest read); a stale one is 409 stale_revision. */
                    revision: number;
                    /** @description Printed on the cover and in the file names. */
                    title?: string;
                    /** @description Pins exactly as search or readQuestion returned them, in paper order; each question at most once. */
                    questions?: {
                        /** Format: uuid */
                        questionId: string;
                        revision: number;
                        /** @description SHA-256 of the revision content (everything but the mark scheme). */
                        contentVersion: string;
                        /** @description SHA-256 of the revision mark scheme. */
                        schemeVersion: string;
                    }[];
                    /** @description `smart`: lined answer space after each part, sized from its marks, each question on a new page. `none`: no answer space, questions follow one another. `pages-1` to `pages-4`: that many whole lined pages after each question. */
                    writingSpace?: "smart" | "none" | "pages-1" | "pages-2" | "pages-3" | "pages-4";
                    /** @description Print an estimated grade guide on the cover (an estimate, never an official boundary). */
                    gradeGuide?: boolean;
                };
            };
        };
        responses: {
            /** @description The new revision. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `stale_revision`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readPaperRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A saved revision of the paper. */
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readPaperExports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A saved revision of the paper. */
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export: its state, both documents, attempts and lastError. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperExportResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    preparePaperExports: {
        parameters: {
            query?: never;
            header?: {
                /** @description RFC 7240. `respond-async`: answer 202 at once instead of holding the request. `wait=<seconds>`: hold at most that long (at most 110). Other preferences are ignored. */
                Prefer?: string;
            };
            path: {
                id: string;
                /** @description A saved revision of the paper. */
                revision: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Both PDFs are ready: download them from the hrefs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperExportResponse"];
                };
            };
            /** @description Still queued or rendering: asked for with Prefer: respond-async, or not ready within the hold. Retry-After: 5; read the export until ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperExportResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_exportable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `export_failed`, `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadQuestionPaper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A saved revision of the paper. */
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question paper PDF. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `exports_not_ready`, `not_exportable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadMarkScheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A saved revision of the paper. */
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mark scheme PDF. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `exports_not_ready`, `not_exportable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMarkingSessions: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The previous page's nextCursor. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingSessionList"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createMarkingSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description The new session. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingSessionResponse"];
                };
            };
            /** @description Error codes: `idempotency_key_required`, `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `idempotency_key_reused`, `idempotency_request_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createMarkingSessionFromPaper: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    paperId: string;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description The new session with the rubric kept; its mark scheme is attached when the export is ready. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingSessionResponse"];
                };
            };
            /** @description Error codes: `idempotency_key_required`, `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `idempotency_key_reused`, `idempotency_request_in_progress`, `not_exportable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readMarkingSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingSessionResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMarkingAssets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assets, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingAssetList"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadMarkingAsset: {
        parameters: {
            query: {
                /** @description `work`: the completed student scan; `scheme`: a mark scheme. */
                kind: "work" | "scheme";
                /** @description The file name, for display. */
                name: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The raw file bytes. */
        requestBody: {
            content: {
                "application/pdf": string;
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description The stored asset with its inspected page count. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingAssetResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `session_immutable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`, `session_size_exceeded`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `empty_file`, `file_corrupt`, `file_encrypted`, `image_too_large`, `session_files_exceeded`, `too_many_pages`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadMarkingAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    requestMarkingQuestion: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The question as the paper numbers it. In a session made from a saved paper: its number on that paper, `1` to `24`. Unique among the session’s current questions; the label of an indexed question not yet started amends it, and the label of a failed or cancelled question re-marks it as a new question. */
                    label: string;
                    /** @description Work assets (the completed student scan) holding the answer. */
                    workAssetIds: string[];
                    /** @description Scheme assets holding its mark scheme. May be empty only in a session made from a saved paper (its rubric is attached). */
                    schemeAssetIds: string[];
                    /** @description Asset id to the one-based pages of it that belong to this question. Every key is one of the question’s assets; an asset without a key contributes all its pages. */
                    pageSelections: {
                        [key: string]: number[];
                    };
                };
            };
        };
        responses: {
            /** @description The question record: a new question, or the indexed question the request amended. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingQuestionResponse"];
                };
            };
            /** @description Error codes: `idempotency_key_required`, `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `idempotency_key_reused`, `idempotency_request_in_progress`, `session_immutable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `session_questions_exceeded`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readMarkingQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingQuestionResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    startMarking: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Background marking accepted: the session, and the ids of the questions queued. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartMarkingResponse"];
                };
            };
            /** @description Error codes: `idempotency_key_required`, `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `insufficient_credits`, `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `idempotency_key_reused`, `idempotency_request_in_progress`, `nothing_to_start`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelMarkingQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled question. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingQuestionResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_cancellable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewMarkingDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The result’s current revision. */
                    resultRevision: number;
                    allocationId: string;
                    /** @description The decision the allocation should have. */
                    decision: "awarded" | "withheld" | "uncertain";
                    /** @description Why: kept with the edit and shown. */
                    explanation: string;
                };
            };
        };
        responses: {
            /** @description The question with its new result revision. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingQuestionResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_reviewable`, `stale_revision`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readMarkingCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditBalanceResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createMarkingImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description The new import; its id is also the id of the marking session it completes into. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingImportResponse"];
                };
            };
            /** @description Error codes: `idempotency_key_required`, `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `idempotency_key_reused`, `idempotency_request_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readMarkingImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkingImportResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listImportAssets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assets, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAssetList"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadImportAsset: {
        parameters: {
            query: {
                /** @description `work`: the completed student scan; `scheme`: a mark scheme. */
                kind: "work" | "scheme";
                /** @description The file name, for display. */
                name: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The raw file bytes. */
        requestBody: {
            content: {
                "application/pdf": string;
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description The stored asset with its inspected page count. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportAssetResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `import_completed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`, `session_size_exceeded`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `empty_file`, `file_corrupt`, `file_encrypted`, `image_too_large`, `session_files_exceeded`, `too_many_pages`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    downloadImportAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    validateMarkingImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description At most 4194304 bytes (413 above). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemaVersion": "svc-marking-import-v1",
                 *       "coordinateSystem": "normalized-top-left",
                 *       "pageBasis": "displayed-page",
                 *       "source": {
                 *         "kind": "human",
                 *         "name": "Class teacher",
                 *         "markedAt": "2026-03-14T16:20:00Z"
                 *       },
                 *       "pageSelections": {
                 *         "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50": [
                 *           1,
                 *           2
                 *         ],
                 *         "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60": [
                 *           1,
                 *           2
                 *         ]
                 *       },
                 *       "questions": [
                 *         {
                 *           "label": "1",
                 *           "coverage": {
                 *             "workPageIds": [
                 *               "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1"
                 *             ],
                 *             "schemePageIds": [
                 *               "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *             ]
                 *           },
                 *           "parts": [
                 *             {
                 *               "id": "1a",
                 *               "label": "(a)",
                 *               "maxMarks": 2
                 *             },
                 *             {
                 *               "id": "1b",
                 *               "label": "(b)",
                 *               "maxMarks": 2
                 *             }
                 *           ],
                 *           "criteria": [
                 *             {
                 *               "id": "1a-M1",
                 *               "partId": "1a",
                 *               "code": "M1",
                 *               "requirement": "Uses |z| = √(a² + b²) with a = 3 and b = 4",
                 *               "conditions": [
                 *                 "Squares and adds the real and imaginary parts"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "1a-A1",
                 *               "partId": "1a",
                 *               "code": "A1",
                 *               "requirement": "|z| = 5",
                 *               "conditions": [
                 *                 "States 5"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "1a-M1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "1b-M1",
                 *               "partId": "1b",
                 *               "code": "M1",
                 *               "requirement": "Uses arctan(4/3), or an equivalent, for the argument",
                 *               "conditions": [
                 *                 "Uses the ratio of the imaginary and real parts, either way up"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "1b-A1",
                 *               "partId": "1b",
                 *               "code": "A1",
                 *               "requirement": "arg z = 0.927 (awrt)",
                 *               "conditions": [
                 *                 "Answer rounds to 0.927",
                 *                 "Works in radians, not degrees"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "1b-M1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             }
                 *           ],
                 *           "decisions": [
                 *             {
                 *               "criterionId": "1a-M1",
                 *               "decision": "awarded",
                 *               "reason": "Squares and adds both parts correctly.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "|z| = √(3² + 4²) = √25 = 5",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.1,
                 *                     "width": 0.6,
                 *                     "height": 0.12
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                       "quote": "|z| = √(3² + 4²) = √25 = 5",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.1,
                 *                         "width": 0.6,
                 *                         "height": 0.12
                 *                       }
                 *                     }
                 *                   ]
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "1a-A1",
                 *               "decision": "awarded",
                 *               "reason": "Correct modulus.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "|z| = √(3² + 4²) = √25 = 5",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.1,
                 *                     "width": 0.6,
                 *                     "height": 0.12
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met"
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "1b-M1",
                 *               "decision": "awarded",
                 *               "reason": "Correct ratio inside arctan.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.32,
                 *                     "width": 0.6,
                 *                     "height": 0.1
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                       "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.32,
                 *                         "width": 0.6,
                 *                         "height": 0.1
                 *                       }
                 *                     }
                 *                   ]
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "1b-A1",
                 *               "decision": "withheld",
                 *               "reason": "0.93 is given to 2 significant figures; the scheme needs awrt 0.927.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.32,
                 *                     "width": 0.6,
                 *                     "height": 0.1
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "not_met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                       "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.32,
                 *                         "width": 0.6,
                 *                         "height": 0.1
                 *                       }
                 *                     }
                 *                   ]
                 *                 },
                 *                 {
                 *                   "conditionIndex": 1,
                 *                   "result": "met"
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "label": "2",
                 *           "coverage": {
                 *             "workPageIds": [
                 *               "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2"
                 *             ],
                 *             "schemePageIds": [
                 *               "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1",
                 *               "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *             ]
                 *           },
                 *           "parts": [
                 *             {
                 *               "id": "2a",
                 *               "label": "(a)",
                 *               "maxMarks": 1
                 *             },
                 *             {
                 *               "id": "2b",
                 *               "label": "(b)",
                 *               "maxMarks": 3
                 *             }
                 *           ],
                 *           "criteria": [
                 *             {
                 *               "id": "2a-B1",
                 *               "partId": "2a",
                 *               "code": "B1",
                 *               "requirement": "det M = 2",
                 *               "conditions": [
                 *                 "States 2"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "2b-M1",
                 *               "partId": "2b",
                 *               "code": "M1",
                 *               "requirement": "Attempts the adjugate of M",
                 *               "conditions": [
                 *                 "Swaps the leading diagonal",
                 *                 "Changes the signs of the other diagonal"
                 *               ],
                 *               "conditionMode": "any",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *               ]
                 *             },
                 *             {
                 *               "id": "2b-dM1",
                 *               "partId": "2b",
                 *               "code": "dM1",
                 *               "requirement": "Divides their adjugate by their determinant",
                 *               "conditions": [],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "2b-M1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *               ]
                 *             },
                 *             {
                 *               "id": "2b-A1",
                 *               "partId": "2b",
                 *               "code": "A1",
                 *               "requirement": "M⁻¹ = ½[[3, −1], [−4, 2]] or equivalent",
                 *               "conditions": [
                 *                 "Fully correct matrix"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "2b-dM1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *               ]
                 *             }
                 *           ],
                 *           "decisions": [
                 *             {
                 *               "criterionId": "2a-B1",
                 *               "decision": "awarded",
                 *               "reason": "Correct determinant.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "det M = 2×3 − 1×4 = 2",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.08,
                 *                     "width": 0.5,
                 *                     "height": 0.1
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                       "quote": "det M = 2×3 − 1×4 = 2",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.08,
                 *                         "width": 0.5,
                 *                         "height": 0.1
                 *                       }
                 *                     }
                 *                   ]
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "2b-M1",
                 *               "decision": "withheld",
                 *               "reason": "Part (b) was not attempted.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "blank: nothing written in the answer space for (b)",
                 *                   "box": {
                 *                     "x": 0.05,
                 *                     "y": 0.25,
                 *                     "width": 0.9,
                 *                     "height": 0.35
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "not_met"
                 *                 },
                 *                 {
                 *                   "conditionIndex": 1,
                 *                   "result": "not_met"
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "2b-dM1",
                 *               "decision": "withheld",
                 *               "reason": "Part (b) was not attempted.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "blank: nothing written in the answer space for (b)",
                 *                   "box": {
                 *                     "x": 0.05,
                 *                     "y": 0.25,
                 *                     "width": 0.9,
                 *                     "height": 0.35
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": []
                 *             },
                 *             {
                 *               "criterionId": "2b-A1",
                 *               "decision": "withheld",
                 *               "reason": "Part (b) was not attempted.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "blank: nothing written in the answer space for (b)",
                 *                   "box": {
                 *                     "x": 0.05,
                 *                     "y": 0.25,
                 *                     "width": 0.9,
                 *                     "height": 0.35
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "not_met"
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ImportSubmission"];
            };
        };
        responses: {
            /** @description The submission is valid. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportValidation"];
                };
            };
            /** @description Error codes: `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `import_completed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    completeMarkingImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description At most 4194304 bytes (413 above). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemaVersion": "svc-marking-import-v1",
                 *       "coordinateSystem": "normalized-top-left",
                 *       "pageBasis": "displayed-page",
                 *       "source": {
                 *         "kind": "human",
                 *         "name": "Class teacher",
                 *         "markedAt": "2026-03-14T16:20:00Z"
                 *       },
                 *       "pageSelections": {
                 *         "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50": [
                 *           1,
                 *           2
                 *         ],
                 *         "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60": [
                 *           1,
                 *           2
                 *         ]
                 *       },
                 *       "questions": [
                 *         {
                 *           "label": "1",
                 *           "coverage": {
                 *             "workPageIds": [
                 *               "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1"
                 *             ],
                 *             "schemePageIds": [
                 *               "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *             ]
                 *           },
                 *           "parts": [
                 *             {
                 *               "id": "1a",
                 *               "label": "(a)",
                 *               "maxMarks": 2
                 *             },
                 *             {
                 *               "id": "1b",
                 *               "label": "(b)",
                 *               "maxMarks": 2
                 *             }
                 *           ],
                 *           "criteria": [
                 *             {
                 *               "id": "1a-M1",
                 *               "partId": "1a",
                 *               "code": "M1",
                 *               "requirement": "Uses |z| = √(a² + b²) with a = 3 and b = 4",
                 *               "conditions": [
                 *                 "Squares and adds the real and imaginary parts"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "1a-A1",
                 *               "partId": "1a",
                 *               "code": "A1",
                 *               "requirement": "|z| = 5",
                 *               "conditions": [
                 *                 "States 5"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "1a-M1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "1b-M1",
                 *               "partId": "1b",
                 *               "code": "M1",
                 *               "requirement": "Uses arctan(4/3), or an equivalent, for the argument",
                 *               "conditions": [
                 *                 "Uses the ratio of the imaginary and real parts, either way up"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "1b-A1",
                 *               "partId": "1b",
                 *               "code": "A1",
                 *               "requirement": "arg z = 0.927 (awrt)",
                 *               "conditions": [
                 *                 "Answer rounds to 0.927",
                 *                 "Works in radians, not degrees"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "1b-M1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             }
                 *           ],
                 *           "decisions": [
                 *             {
                 *               "criterionId": "1a-M1",
                 *               "decision": "awarded",
                 *               "reason": "Squares and adds both parts correctly.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "|z| = √(3² + 4²) = √25 = 5",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.1,
                 *                     "width": 0.6,
                 *                     "height": 0.12
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                       "quote": "|z| = √(3² + 4²) = √25 = 5",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.1,
                 *                         "width": 0.6,
                 *                         "height": 0.12
                 *                       }
                 *                     }
                 *                   ]
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "1a-A1",
                 *               "decision": "awarded",
                 *               "reason": "Correct modulus.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "|z| = √(3² + 4²) = √25 = 5",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.1,
                 *                     "width": 0.6,
                 *                     "height": 0.12
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met"
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "1b-M1",
                 *               "decision": "awarded",
                 *               "reason": "Correct ratio inside arctan.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.32,
                 *                     "width": 0.6,
                 *                     "height": 0.1
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                       "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.32,
                 *                         "width": 0.6,
                 *                         "height": 0.1
                 *                       }
                 *                     }
                 *                   ]
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "1b-A1",
                 *               "decision": "withheld",
                 *               "reason": "0.93 is given to 2 significant figures; the scheme needs awrt 0.927.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                   "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.32,
                 *                     "width": 0.6,
                 *                     "height": 0.1
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "not_met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p1",
                 *                       "quote": "arg z = tan⁻¹(4/3) = 0.93",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.32,
                 *                         "width": 0.6,
                 *                         "height": 0.1
                 *                       }
                 *                     }
                 *                   ]
                 *                 },
                 *                 {
                 *                   "conditionIndex": 1,
                 *                   "result": "met"
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "label": "2",
                 *           "coverage": {
                 *             "workPageIds": [
                 *               "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2"
                 *             ],
                 *             "schemePageIds": [
                 *               "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1",
                 *               "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *             ]
                 *           },
                 *           "parts": [
                 *             {
                 *               "id": "2a",
                 *               "label": "(a)",
                 *               "maxMarks": 1
                 *             },
                 *             {
                 *               "id": "2b",
                 *               "label": "(b)",
                 *               "maxMarks": 3
                 *             }
                 *           ],
                 *           "criteria": [
                 *             {
                 *               "id": "2a-B1",
                 *               "partId": "2a",
                 *               "code": "B1",
                 *               "requirement": "det M = 2",
                 *               "conditions": [
                 *                 "States 2"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p1"
                 *               ]
                 *             },
                 *             {
                 *               "id": "2b-M1",
                 *               "partId": "2b",
                 *               "code": "M1",
                 *               "requirement": "Attempts the adjugate of M",
                 *               "conditions": [
                 *                 "Swaps the leading diagonal",
                 *                 "Changes the signs of the other diagonal"
                 *               ],
                 *               "conditionMode": "any",
                 *               "dependsOn": [],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *               ]
                 *             },
                 *             {
                 *               "id": "2b-dM1",
                 *               "partId": "2b",
                 *               "code": "dM1",
                 *               "requirement": "Divides their adjugate by their determinant",
                 *               "conditions": [],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "2b-M1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *               ]
                 *             },
                 *             {
                 *               "id": "2b-A1",
                 *               "partId": "2b",
                 *               "code": "A1",
                 *               "requirement": "M⁻¹ = ½[[3, −1], [−4, 2]] or equivalent",
                 *               "conditions": [
                 *                 "Fully correct matrix"
                 *               ],
                 *               "conditionMode": "all",
                 *               "dependsOn": [
                 *                 "2b-dM1"
                 *               ],
                 *               "maxMarks": 1,
                 *               "sourcePageIds": [
                 *                 "a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60:p2"
                 *               ]
                 *             }
                 *           ],
                 *           "decisions": [
                 *             {
                 *               "criterionId": "2a-B1",
                 *               "decision": "awarded",
                 *               "reason": "Correct determinant.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "det M = 2×3 − 1×4 = 2",
                 *                   "box": {
                 *                     "x": 0.08,
                 *                     "y": 0.08,
                 *                     "width": 0.5,
                 *                     "height": 0.1
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "met",
                 *                   "evidence": [
                 *                     {
                 *                       "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                       "quote": "det M = 2×3 − 1×4 = 2",
                 *                       "box": {
                 *                         "x": 0.08,
                 *                         "y": 0.08,
                 *                         "width": 0.5,
                 *                         "height": 0.1
                 *                       }
                 *                     }
                 *                   ]
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "2b-M1",
                 *               "decision": "withheld",
                 *               "reason": "Part (b) was not attempted.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "blank: nothing written in the answer space for (b)",
                 *                   "box": {
                 *                     "x": 0.05,
                 *                     "y": 0.25,
                 *                     "width": 0.9,
                 *                     "height": 0.35
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "not_met"
                 *                 },
                 *                 {
                 *                   "conditionIndex": 1,
                 *                   "result": "not_met"
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "criterionId": "2b-dM1",
                 *               "decision": "withheld",
                 *               "reason": "Part (b) was not attempted.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "blank: nothing written in the answer space for (b)",
                 *                   "box": {
                 *                     "x": 0.05,
                 *                     "y": 0.25,
                 *                     "width": 0.9,
                 *                     "height": 0.35
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": []
                 *             },
                 *             {
                 *               "criterionId": "2b-A1",
                 *               "decision": "withheld",
                 *               "reason": "Part (b) was not attempted.",
                 *               "evidence": [
                 *                 {
                 *                   "pageId": "0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50:p2",
                 *                   "quote": "blank: nothing written in the answer space for (b)",
                 *                   "box": {
                 *                     "x": 0.05,
                 *                     "y": 0.25,
                 *                     "width": 0.9,
                 *                     "height": 0.35
                 *                   }
                 *                 }
                 *               ],
                 *               "conditionChecks": [
                 *                 {
                 *                   "conditionIndex": 0,
                 *                   "result": "not_met"
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ImportSubmission"];
            };
        };
        responses: {
            /** @description The completed import and its calculated questions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletedImport"];
                };
            };
            /** @description Error codes: `idempotency_key_required`, `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `idempotency_key_reused`, `idempotency_request_in_progress`, `import_completed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readPathway: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pathway. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pathway"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readSkillProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillProfile"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readSkillRecords: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous page. */
                after?: string;
                /** @description 1 to 100, default 50. */
                limit?: string;
                /** @description Only the evidence of one attempt (a marking session id or an import id). */
                attemptId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvidenceRecordPage"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readSkillHistory: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous page. */
                after?: string;
                /** @description 1 to 100, default 50. */
                limit?: string;
                /** @description Only the evidence of one attempt (a marking session id or an import id). */
                attemptId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of changes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvidenceHistoryPage"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readSkillInsights: {
        parameters: {
            query: {
                sessionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insights. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionInsights"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readQuestionMappings: {
        parameters: {
            query: {
                sessionId: string;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mappings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionMappings"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    correctQuestionMapping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionMapping"];
            };
        };
        responses: {
            /** @description The mapping at its new revision. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionMappingResponse"];
                };
            };
            /** @description Error codes: `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `stale_revision`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readCriterionMappings: {
        parameters: {
            query: {
                /** @description A marking question id. */
                questionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mappings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CriterionMappings"];
                };
            };
            /** @description Error codes: `key_in_query_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    correctCriterionMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CriterionMapping"];
            };
        };
        responses: {
            /** @description The mappings at their new revision. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CriterionMappings"];
                };
            };
            /** @description Error codes: `key_in_query_string`, `malformed_json`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_unverified`, `expired_api_key`, `invalid_api_key`, `missing_api_key`, `revoked_api_key`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `plan_required`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `account_restricted`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `stale_revision`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getGuide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guide. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": unknown;
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDocsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": unknown;
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getImportSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Schema document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/schema+json": unknown;
                };
            };
            /** @description Error codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
