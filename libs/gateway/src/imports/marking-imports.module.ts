import { Module } from '@nestjs/common';
import { MarkingImportsController } from './marking-imports.controller.js';

/** Imports of externally marked work: /marking/imports (scope marking:import). */
@Module({ controllers: [MarkingImportsController] })
export class MarkingImportsModule {}
