import type { FacetOption, QuestionFacets } from '@pp/contracts';
import type { Taxonomy, TaxonomyNode } from '@pp/question-content';

export interface PublishedCountRow {
  module_id: string;
  topic_id: string;
  subtopic_id: string;
  count: number;
}

/**
 * Facet options of the whole taxonomy (zero counts included, so ids stay stable) with published
 * counts rolled up from subtopic to topic, module and course.
 */
export function buildFacets(taxonomy: Taxonomy, rows: PublishedCountRow[]): QuestionFacets {
  const counts = new Map<string, number>();
  const add = (id: string, n: number) => counts.set(id, (counts.get(id) ?? 0) + n);
  for (const row of rows) {
    const n = Number(row.count);
    add(`subtopic:${row.subtopic_id}`, n);
    add(`topic:${row.topic_id}`, n);
    add(`module:${row.module_id}`, n);
    add('course', n);
  }
  const option = (kind: string, node: TaxonomyNode): FacetOption => ({
    id: node.id,
    label: node.label,
    parentId: node.parentId,
    publishedCount: counts.get(`${kind}:${node.id}`) ?? 0,
  });
  return {
    courses: [{ id: taxonomy.course.id, label: taxonomy.course.label, parentId: null, publishedCount: counts.get('course') ?? 0 }],
    modules: taxonomy.modules.map((n) => option('module', n)),
    topics: taxonomy.topics.map((n) => option('topic', n)),
    subtopics: taxonomy.subtopics.map((n) => option('subtopic', n)),
  };
}
