import { Module } from '@nestjs/common';
import { BlobStore, ServiceCoreModule, UnreferencedBlobSweeper, uploadSweepScheduleOf } from '@pp/platform';
import { ASSESSOR } from './assessment/assessor.js';
import { AnswerSpaceAssessor } from './assessment/answer-space-assessor.js';
import { ChatModelClient } from './assessment/model/chat-model.client.js';
import { ModelAssessor } from './assessment/model/model-assessor.js';
import { LineRecogniser } from './ocr/line-recogniser.js';
import { TextReader } from './ocr/text-reader.js';
import { SchemeReader } from './assessment/scheme-reader.js';
import { CreditLedgerRepository } from './credits/credit-ledger.repository.js';
import { CreditsController } from './credits/credits.controller.js';
import { ImportedSessionsController } from './imports/imported-sessions.controller.js';
import { ImportedSessionsService } from './imports/imported-sessions.service.js';
import { PageIndexer } from './indexing/page-indexer.js';
import { ATTACH_JOB_HANDLERS, INDEX_JOB_HANDLERS, MARKING_JOB_HANDLERS, MarkingQueue } from './jobs/marking-queue.js';
import { MarkingWorker } from './questions/marking-worker.js';
import { MARKING_CONFIG, type MarkingConfig, markingConfigProvider } from './marking.config.js';
import { markingService } from './marking.database.js';
import { PaperExportsAttacher } from './paper-exports/paper-exports-attacher.js';
import { PaperAndExportClient } from './peers/paper-and-export.client.js';
import { QuestionsController } from './questions/questions.controller.js';
import { QuestionsRepository } from './questions/questions.repository.js';
import { QuestionsService } from './questions/questions.service.js';
import { PageRenderer } from './rendering/page-renderer.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { SessionsService } from './sessions/sessions.service.js';

@Module({
  imports: [ServiceCoreModule.forService(markingService)],
  controllers: [SessionsController, QuestionsController, CreditsController, ImportedSessionsController],
  providers: [
    markingConfigProvider,
    SessionsService,
    SessionsRepository,
    QuestionsService,
    QuestionsRepository,
    ImportedSessionsService,
    CreditLedgerRepository,
    MarkingWorker,
    { provide: MARKING_JOB_HANDLERS, useExisting: MarkingWorker },
    PageIndexer,
    { provide: INDEX_JOB_HANDLERS, useExisting: PageIndexer },
    // Before the queue: at shutdown it stops waiting on exports before the queue waits for its jobs.
    PaperExportsAttacher,
    { provide: ATTACH_JOB_HANDLERS, useExisting: PaperExportsAttacher },
    MarkingQueue,
    TextReader,
    LineRecogniser,
    PageRenderer,
    SchemeReader,
    AnswerSpaceAssessor,
    {
      // The readers alone, or with a marking model behind them when MARKING_MODEL_URL is set (decision 0043).
      provide: ASSESSOR,
      inject: [MARKING_CONFIG, AnswerSpaceAssessor, BlobStore, PageRenderer],
      useFactory: (config: MarkingConfig, readers: AnswerSpaceAssessor, blobs: BlobStore, renderer: PageRenderer) =>
        config.MARKING_MODEL_URL && config.MARKING_MODEL_NAME
          ? new ModelAssessor(
              readers,
              blobs,
              renderer,
              new ChatModelClient({
                url: config.MARKING_MODEL_URL,
                model: config.MARKING_MODEL_NAME,
                apiKey: config.MARKING_MODEL_API_KEY,
                timeoutMs: config.MARKING_MODEL_TIMEOUT_MS,
              }),
            )
          : readers,
    },
    PaperAndExportClient,
    {
      // Uploads whose keep never answered (the service died first) leave bytes no asset names: swept after a grace period.
      provide: UnreferencedBlobSweeper,
      inject: [MARKING_CONFIG, BlobStore, SessionsRepository],
      useFactory: (config: MarkingConfig, blobs: BlobStore, sessions: SessionsRepository) =>
        new UnreferencedBlobSweeper(blobs, [sessions.uploadFolder()], uploadSweepScheduleOf(config)),
    },
  ],
})
export class MarkingModule {}
