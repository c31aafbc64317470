import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { MarkingImportsController } from './marking-imports.controller.js';

/** Imports of externally marked work: /marking/imports (scope marking:import). */
@Module({ imports: [UploadsModule], controllers: [MarkingImportsController] })
export class MarkingImportsModule {}
