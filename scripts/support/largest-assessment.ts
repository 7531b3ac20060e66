/**
 * The assessment the statistics benchmarks read: the one with the most answers in the fake's
 * dataset (same seed as the server they start), and what reading it costs at the least.
 */
import { SOURCES } from '@assessment-insights/contract';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';

export interface LargestAssessment {
  name: string;
  assessmentId: string;
  questionIds: string[];
  /** The assessment's own answers. */
  answers: number;
  /** Rows of its segments: the API reads a question's rows of every assessment. */
  rowsRead: number;
  /** Question × source segments. */
  segments: number;
  /** Each segment costs ⌈rows/pageSize⌉ requests. */
  lowerBound: number;
}

export function largestAssessment(seed = DEMO_SEED, pageSize = 100): LargestAssessment {
  const dataset = generateDataset(seed);
  const answers = new Map<string, number>();
  const perSegment = new Map<string, number>();
  for (const row of dataset.questionResults) {
    answers.set(row.assessment_id, (answers.get(row.assessment_id) ?? 0) + 1);
    const key = `${row.question_id} ${row.source}`;
    perSegment.set(key, (perSegment.get(key) ?? 0) + 1);
  }
  const largest = [...dataset.assessments].sort((a, b) => (answers.get(b.id) ?? 0) - (answers.get(a.id) ?? 0))[0];
  if (!largest) throw new Error('The dataset has no assessment.');
  const segmentRows = largest.question_ids.flatMap((id) =>
    SOURCES.map((source) => perSegment.get(`${id} ${source}`) ?? 0),
  );
  return {
    name: largest.name,
    assessmentId: largest.id,
    questionIds: [...largest.question_ids],
    answers: answers.get(largest.id) ?? 0,
    rowsRead: segmentRows.reduce((sum, rows) => sum + rows, 0),
    segments: segmentRows.length,
    lowerBound: segmentRows.reduce((sum, rows) => sum + Math.ceil(rows / pageSize), 0),
  };
}
