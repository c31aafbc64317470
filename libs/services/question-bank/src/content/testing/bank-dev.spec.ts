import { generateSeedBank } from '../seed-bank.js';
import { stemMath, texError } from './tex-check.js';

test('dev render', () => {
  const bank = generateSeedBank({ variantsPerTemplate: 3 });
  const problems: string[] = [];
  for (const q of bank) for (const rev of q.revisions) {
    const check = (s: string, where: string) => { const e = texError(s); if (e) problems.push(`${rev.title} ${where}: ${e} :: ${s}`); };
    for (const stem of [rev.introTex ?? '', ...rev.parts.map((p) => p.stemTex)]) {
      const { segments, problem } = stemMath(stem);
      if (problem) problems.push(problem);
      segments.forEach((s) => check(s, 'stem'));
    }
    rev.parts.forEach((p) => check(p.answerTex, 'answer'));
    rev.scheme.allocations.forEach((a) => check(a.expected, a.id));
  }
  console.log(bank.length, problems.slice(0, 40).join('\n'));
  console.log(JSON.stringify(bank[0].revisions[0], null, 1).slice(0, 3000));
});
