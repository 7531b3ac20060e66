/**
 * The pages the browser benchmarks (bench:lighthouse, bench:boot) open: the overview, the five
 * lists, the demo question with the most answers (a question page's work grows with them), the
 * assessment "Security Engineer — Fundamentals" and the results' charts view.
 */
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';

export const LIST_PAGES = ['/', '/assessments', '/questions', '/pipelines', '/candidates', '/results'];
export const CHARTS_VIEW = '/results?view=charts&source=pipeline';
const ASSESSMENT_NAME = 'Security Engineer — Fundamentals';

export interface BenchmarkPage {
  /** The path with ids cut to their first 8 characters, to keep tables narrow. */
  label: string;
  path: string;
}

export function benchmarkPages() {
  const dataset = generateDataset(DEMO_SEED);
  const answerCounts = new Map<string, number>();
  for (const { question_id } of dataset.questionResults)
    answerCounts.set(question_id, (answerCounts.get(question_id) ?? 0) + 1);
  const [questionId, questionAnswers] = [...answerCounts].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  const question = dataset.questions.find(({ id }) => id === questionId);
  const assessment = dataset.assessments.find(({ name }) => name === ASSESSMENT_NAME);
  if (!question || !assessment) throw new Error(`The demo dataset lacks its busiest question or "${ASSESSMENT_NAME}"`);
  const paths = [...LIST_PAGES, `/questions/${question.id}`, `/assessments/${assessment.id}`, CHARTS_VIEW];
  return {
    all: paths.map((path): BenchmarkPage => ({ label: shortPath(path), path })),
    question: { ...question, answers: questionAnswers },
    assessment,
  };
}

/** Ids cut to their first 8 characters (the benchmarks' headers give them whole). */
export function shortPath(path: string): string {
  return path.replace(/\/([0-9a-f]{8})-[0-9a-f-]{27}/g, '/$1…');
}
