import { Module } from '@nestjs/common';
import { PaperExportsController } from './paper-exports.controller.js';
import { PapersController } from './papers.controller.js';

/** Papers and their PDFs: /papers, revisions, exports and downloads (scopes papers:read, papers:write). */
@Module({ controllers: [PapersController, PaperExportsController] })
export class PapersModule {}
