import 'reflect-metadata';
import { runService } from '@pp/platform';
import { ImportModule, importService } from '@pp/import';

runService(importService, ImportModule);
