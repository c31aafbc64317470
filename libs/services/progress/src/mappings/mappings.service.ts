import { Injectable } from '@nestjs/common';
import {
  type AuthContext,
  type CriterionMappingBody,
  type FieldError,
  MAPPINGS_PAGE,
  type MappingsQuery,
  type QuestionMappingBody,
  type QuestionQuery,
  ServiceError,
} from '@pp/contracts';
import { EvidenceRepository, type QuestionMappingRow } from '../evidence/evidence.repository.js';
import { permittedTargets, skillOf } from '../skills/skill-rules.js';

const notFound = () => new ServiceError('not_found', 'No marked question with this id.');

const mappingOf = (row: QuestionMappingRow) => ({
  questionId: row.question_id,
  attemptId: row.attempt_id,
  label: row.label,
  bankQuestionId: row.bank_question_id,
  skills: row.skills,
  revision: row.revision,
  origin: row.origin,
});

const criteriaOf = (row: QuestionMappingRow) => ({
  questionId: row.question_id,
  rubricVersion: row.rubric_version,
  revision: row.criteria_revision,
  criteria: row.criteria,
  permittedTargets: permittedTargets(row.skills),
});

/**
 * Mappings of marked questions to skills, and of their criteria to skills: corrections change only
 * mappings, each on its current revision, and the evidence follows (so scores are recomputed); no
 * operation writes a score.
 */
@Injectable()
export class MappingsService {
  constructor(private readonly evidence: EvidenceRepository) {}

  async questionMappings(auth: AuthContext, { sessionId, offset = 0 }: MappingsQuery) {
    if (!(await this.evidence.attemptExists(auth.ownerId, sessionId)))
      throw new ServiceError('not_found', 'No marked session or import with this id.');
    const rows = await this.evidence.mappingsOf(auth.ownerId, sessionId, offset, MAPPINGS_PAGE + 1);
    return {
      mappings: rows.slice(0, MAPPINGS_PAGE).map(mappingOf),
      nextOffset: rows.length > MAPPINGS_PAGE ? offset + MAPPINGS_PAGE : null,
    };
  }

  async correctQuestionMapping(auth: AuthContext, body: QuestionMappingBody) {
    const row = await this.evidence.dataSource.transaction(async (manager) => {
      const mapping = await this.evidence.mapping(auth.ownerId, body.questionId, manager, true);
      if (!mapping) throw notFound();
      const errors: FieldError[] = body.skills.flatMap((skill, i) =>
        skillOf(skill) ? [] : [{ path: `body.skills[${i}]`, message: `${skill} is not a topic or subtopic of the bank` }],
      );
      if (errors.length > 0) throw ServiceError.validation(errors);
      if (body.revision !== mapping.revision)
        throw new ServiceError('stale_revision', `The mapping is at revision ${mapping.revision}. Read it and retry.`);
      const permitted = new Set(permittedTargets(body.skills).map((s) => s.id));
      // Criteria keep a skill that is still permitted; the others move to the question's first skill.
      const criteria = mapping.criteria.map((c) => (c.skill && permitted.has(c.skill) ? c : { ...c, skill: body.skills[0] }));
      const changed = criteria.some((c, i) => c.skill !== mapping.criteria[i].skill);
      const next: QuestionMappingRow = {
        ...mapping,
        skills: body.skills,
        origin: 'corrected',
        revision: mapping.revision + 1,
        criteria,
        criteria_revision: mapping.criteria_revision + (changed ? 1 : 0),
      };
      await this.evidence.updateMapping(manager, auth.ownerId, next);
      await this.evidence.remapEvidence(manager, auth.ownerId, body.questionId, criteria);
      return next;
    });
    return { mapping: mappingOf(row) };
  }

  async criterionMappings(auth: AuthContext, { questionId }: QuestionQuery) {
    const mapping = await this.evidence.mapping(auth.ownerId, questionId);
    if (!mapping) throw notFound();
    return criteriaOf(mapping);
  }

  async correctCriterionMappings(auth: AuthContext, body: CriterionMappingBody) {
    const row = await this.evidence.dataSource.transaction(async (manager) => {
      const mapping = await this.evidence.mapping(auth.ownerId, body.questionId, manager, true);
      if (!mapping) throw notFound();
      const permitted = new Set(permittedTargets(mapping.skills).map((s) => s.id));
      const criteria = new Set(mapping.criteria.map((c) => c.criterionId));
      const errors: FieldError[] = body.mappings.flatMap(({ criterionId, skill }, i) => [
        ...(criteria.has(criterionId)
          ? []
          : [{ path: `body.mappings[${i}].criterionId`, message: `${criterionId} is not a criterion of this question` }]),
        ...(permitted.has(skill)
          ? []
          : [
              {
                path: `body.mappings[${i}].skill`,
                message: `${skill} is not a permitted target: ${[...permitted].join(', ') || 'map the question to a skill first'}`,
              },
            ]),
      ]);
      if (errors.length > 0) throw ServiceError.validation(errors);
      if (body.rubricVersion !== mapping.rubric_version)
        throw new ServiceError('stale_revision', `The rubric is at version ${mapping.rubric_version}. Read the criteria and retry.`);
      if (body.revision !== mapping.criteria_revision)
        throw new ServiceError(
          'stale_revision',
          `The criterion mappings are at revision ${mapping.criteria_revision}. Read them and retry.`,
        );
      const targets = new Map(body.mappings.map((m) => [m.criterionId, m.skill]));
      const next: QuestionMappingRow = {
        ...mapping,
        criteria: mapping.criteria.map((c) => ({ ...c, skill: targets.get(c.criterionId) ?? c.skill })),
        criteria_revision: mapping.criteria_revision + 1,
      };
      await this.evidence.updateMapping(manager, auth.ownerId, next);
      await this.evidence.remapEvidence(manager, auth.ownerId, body.questionId, next.criteria);
      return next;
    });
    return criteriaOf(row);
  }
}
