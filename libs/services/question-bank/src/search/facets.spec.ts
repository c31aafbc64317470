import { TAXONOMY } from '@pp/question-content';
import { buildFacets } from './facets.js';

describe('buildFacets', () => {
  it('lists every taxonomy node with its parent and zero counts when nothing is published', () => {
    const facets = buildFacets(TAXONOMY, []);
    expect(facets.courses).toEqual([{ id: 'edexcel-9fm0', label: TAXONOMY.course.label, parentId: null, publishedCount: 0 }]);
    expect(facets.modules.map((m) => m.id)).toEqual(['core-pure', 'further-statistics-1', 'further-mechanics-1']);
    expect(facets.topics).toHaveLength(TAXONOMY.topics.length);
    expect(facets.subtopics.every((s) => s.publishedCount === 0 && TAXONOMY.topics.some((t) => t.id === s.parentId))).toBe(true);
  });

  it('rolls subtopic counts up to topics, modules and the course', () => {
    const [s1, s2] = TAXONOMY.subtopics.filter((s) => s.parentId === 'cp1-matrices');
    const fm = TAXONOMY.subtopics.find((s) => s.parentId.startsWith('fm1-'))!;
    const facets = buildFacets(TAXONOMY, [
      { module_id: 'core-pure', topic_id: 'cp1-matrices', subtopic_id: s1.id, count: 3 },
      { module_id: 'core-pure', topic_id: 'cp1-matrices', subtopic_id: s2.id, count: 2 },
      { module_id: 'further-mechanics-1', topic_id: fm.parentId, subtopic_id: fm.id, count: 4 },
    ]);
    expect(facets.courses[0].publishedCount).toBe(9);
    expect(facets.modules.map((m) => m.publishedCount)).toEqual([5, 0, 4]);
    expect(facets.topics.find((t) => t.id === 'cp1-matrices')!.publishedCount).toBe(5);
    expect(facets.subtopics.find((s) => s.id === s1.id)!.publishedCount).toBe(3);
  });
});
