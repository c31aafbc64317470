import type { components } from '@pp/sdk';

type Credits = components['schemas']['CreditBalanceResponse']['credits'];
type SkillProfile = components['schemas']['SkillProfile'];
type Pathway = components['schemas']['Pathway'];

export const creditLines = (credits: Credits): string[] => [
  `${credits.available} marking credits available (plan ${credits.plan}): one marks one question.`,
  `Included: ${credits.included.remaining} of ${credits.included.allowance} left for ${credits.period} (${credits.included.used} used; they lapse at ${credits.periodEndsAt}).`,
  `Purchased: ${credits.purchased.remaining} left (they never lapse).`,
];

const percent = (value: number | null) => (value === null ? '-' : `${Math.round(value * 100)}%`);

/** The skill profile, a skill a line, then the pathway's steps with the search that practises each. */
export function profileLines(profile: SkillProfile, pathway: Pathway): string[] {
  const skills = profile.skills.map(
    (s) =>
      `  ${s.skill.label}: ${percent(s.estimate)} ± ${percent(s.uncertainty)} (${s.awarded} of ${s.possible} marks, ${s.unresolvedCount} unresolved, ${s.trend})`,
  );
  const steps = pathway.steps.map((step, index) => {
    const filters = Object.entries(step.filters)
      .filter(([, value]) => value)
      .map(([name, value]) => `--${name} ${value}`)
      .join(' ');
    return `  ${index + 1}. ${step.skill.label}: ${step.reason}\n     pp questions search ${filters}`;
  });
  const { scored, unresolved, provisional } = profile.totals;
  return [
    `Skill profile (${scored} scored marks, ${unresolved} unresolved, ${provisional} provisional, which do not count):`,
    ...(skills.length ? skills : ['  nothing marked yet']),
    'Pathway:',
    ...(steps.length ? steps : ['  no steps yet']),
  ];
}
