import { Module } from '@nestjs/common';
import { MarkingSessionsController } from './marking-sessions.controller.js';

/** Automated marking: /marking/sessions and their uploads (scopes marking:read, marking:submit). */
@Module({ controllers: [MarkingSessionsController] })
export class MarkingSessionsModule {}
