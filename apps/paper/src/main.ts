import 'reflect-metadata';
import { runService } from '@pp/platform';
import { PaperModule, paperService } from '@pp/paper';

runService(paperService, PaperModule);
