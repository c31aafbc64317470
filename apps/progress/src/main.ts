import 'reflect-metadata';
import { runService } from '@pp/platform';
import { ProgressModule, progressService } from '@pp/progress';

runService(progressService, ProgressModule);
