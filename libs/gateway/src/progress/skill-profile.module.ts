import { Module } from '@nestjs/common';
import { SkillProfileController } from './skill-profile.controller.js';

/** /pathway and /skill-profile (scopes progress:read, mapping:write). */
@Module({ controllers: [SkillProfileController] })
export class SkillProfileModule {}
