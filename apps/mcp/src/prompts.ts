import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import { MARK_SCAN } from './mark-scan.js';

interface JourneyPrompt extends Prompt {
  /** The key needs these for the journey's tools; a key without them is not offered the prompt. */
  scopes: readonly string[];
  steps: (args: Record<string, string | undefined>) => string;
}

const HONEST_MARKING =
  'Neither automated nor imported marking is an official examination result. Only completed scores are final; needs_review scores are provisional (give the range and what is unresolved); queued or running questions have no result yet; failed ones say why. Give a paper total only when every question completed.';

/** The common journeys, as prompts a client offers its user. */
export const PROMPTS: JourneyPrompt[] = [
  {
    name: 'build-paper-on-weak-skills',
    title: 'Build a practice paper on the weakest skills',
    description: 'Reads the skill profile and pathway, finds questions on the weakest skills, saves a paper of them and prepares its PDFs.',
    arguments: [
      { name: 'questions', description: 'How many questions (1 to 24, default 8).' },
      { name: 'title', description: 'The paper’s title (default “Practice on weak skills”).' },
    ],
    scopes: ['progress:read', 'questions:read', 'papers:read', 'papers:write'],
    steps: ({ questions = '8', title = 'Practice on weak skills' }) =>
      [
        `Build a practice paper of ${questions} questions titled “${title}” on the learner’s weakest skills:`,
        '1. Read the skill profile (readSkillProfile) and the pathway (readPathway). The weakest skills are the practised ones with the lowest estimate (mind their uncertainty); the pathway’s steps carry the search filters (module, topic, subtopic) that practise each. With no evidence yet, follow the pathway’s first steps. readSkillInsights with a marking session id gives that session’s strengths and weaknesses.',
        '2. Search questions on those skills (searchQuestions with the step’s filters, random=true for variety), a few skills, spread over them. Use facet ids exactly (questionFacets).',
        '3. Create the paper (createPaper) with a freshly generated random UUID as id, the title, the pins exactly as search returned them (questionId, revision, contentVersion, schemeVersion), writingSpace "smart" and gradeGuide false. On a 422 read error.details and fix what they name.',
        '4. Prepare the PDFs (preparePaperExports with the paper id and revision 1); if they are not ready, call it again. Then offer the question paper and mark scheme (downloadQuestionPaper, downloadMarkScheme).',
        'Tell the learner which skills the paper practises and why, in a sentence each.',
      ].join('\n'),
  },
  {
    name: 'mark-scan-and-explain',
    title: 'Mark a scan of a saved paper and explain the result',
    description: 'Marks a learner’s completed scan of a paper this service printed and explains each question’s result.',
    arguments: [
      { name: 'paperId', description: 'The saved paper the scan was printed from.', required: true },
      { name: 'revision', description: 'Its revision (default: the latest, from readPaper).' },
      { name: 'scan', description: 'Where the scan is: a local PDF path (stdio), or say it is attached.' },
    ],
    scopes: ['papers:read', 'marking:read', 'marking:submit'],
    steps: ({ paperId, revision, scan }) =>
      [
        `Mark the learner’s completed scan${scan ? ` (${scan})` : ''} of paper ${paperId}${revision ? ` revision ${revision}` : ' (its latest revision: readPaper)'} and explain the result:`,
        `1. Prefer ${MARK_SCAN} (paperId, revision, and the scan as filePath or contentBase64): it makes the session from the saved paper, uploads the scan, waits for the questions to be found, starts marking and waits. If it answers before marking settles, read the session (readMarkingSession) about every 5 seconds until its first line no longer says marking is not finished.`,
        '   Step by step instead: createMarkingSessionFromPaper, uploadMarkingAsset (kind work), readMarkingSession until indexing.done, startMarking, then readMarkingSession about every 5 seconds until no question is queued or running. Never upload the clean question paper or the mark scheme as work.',
        '2. Explain each question by its label: its score, and for each allocation (mark code) whether it was awarded and why, quoting the evidence. Read the first line of each session answer: it says what is final and what is provisional.',
        `3. ${HONEST_MARKING}`,
        '4. Suggest what to practise next from the withheld marks.',
      ].join('\n'),
  },
];

/** The prompts whose journeys the key's scopes allow. */
export const promptsFor = (scopes: readonly string[]) => PROMPTS.filter((prompt) => prompt.scopes.every((scope) => scopes.includes(scope)));

/** A prompt's messages, or null for a name the key is not offered. */
export function promptMessages(name: string, args: Record<string, string | undefined>, scopes: readonly string[]): GetPromptResult | null {
  const prompt = promptsFor(scopes).find((candidate) => candidate.name === name);
  if (!prompt) return null;
  return { description: prompt.description, messages: [{ role: 'user', content: { type: 'text', text: prompt.steps(args) } }] };
}

/** What a client lists (the scopes and the step writer stay here). */
export const listedPrompt = ({ name, title, description, arguments: args }: JourneyPrompt): Prompt => ({
  name,
  title,
  description,
  arguments: args,
});
