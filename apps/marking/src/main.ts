import 'reflect-metadata';
import { runService } from '@pp/platform';
import { MarkingModule, markingService } from '@pp/marking';

runService(markingService, MarkingModule);
