import 'reflect-metadata';
import { runService } from '@pp/platform';
import { ExportModule, exportService } from '@pp/export';

runService(exportService, ExportModule);
