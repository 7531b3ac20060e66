import type { Assessment } from '@assessment-insights/contract';
import { toCsv } from '@/shared/explorer/export/csv';
import { downloadTextFile } from '@/shared/explorer/export/download-file';
import { questionTypeLabel } from '@/shared/question-type-label';
import type { AssessmentQuestionStats, AssessmentStats } from '@assessment-insights/statistics-engine';
import { DISCRIMINATION_BAND_LABEL, FACILITY_BAND_LABEL, FLAG_LABEL } from '@/features/statistics/words/bands';
import type { StatisticsSearch } from '@/features/statistics/statistics-search';

/**
 * "Download report": one CSV record per question of the assessment, with every figure the page
 * shows beside it, its interval, the answers by status and the flags. Numbers are written exact
 * (not rounded as shown), rates as 0–1; a figure that is hidden is an empty cell, its reason in
 * the page. The file is named after the assessment, the filters and the "as of" day.
 */

export interface ReportQuestion {
  position: number;
  id: string;
  title: string;
  type: string;
  figures: AssessmentQuestionStats | undefined;
  /** The leak watch's flag, when it raised one. */
  change: string | undefined;
}

interface ReportColumn {
  header: string;
  value: (question: ReportQuestion, stats: AssessmentStats) => unknown;
}

const figure =
  <T>(read: (figures: AssessmentQuestionStats) => T) =>
  (question: ReportQuestion) =>
    question.figures === undefined ? null : read(question.figures);

/** The report's columns, in order: the header names and how each cell is read. */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { header: 'position', value: (question) => question.position },
  { header: 'question_id', value: (question) => question.id },
  { header: 'title', value: (question) => question.title },
  { header: 'type', value: (question) => question.type },
  { header: 'answers', value: figure((figures) => figures.counts.answers) },
  { header: 'evaluated', value: figure((figures) => figures.counts.evaluated) },
  { header: 'pending', value: figure((figures) => figures.counts.pending) },
  { header: 'unable_to_grade', value: figure((figures) => figures.counts.unableToGrade) },
  { header: 'evaluated_without_score', value: figure((figures) => figures.counts.unscored) },
  { header: 'other_status', value: figure((figures) => figures.counts.other) },
  { header: 'facility', value: figure((figures) => figures.facility) },
  {
    header: 'facility_band',
    value: figure((figures) => (figures.facilityBand === null ? null : FACILITY_BAND_LABEL[figures.facilityBand])),
  },
  { header: 'score_sd', value: figure((figures) => figures.scores.sd) },
  { header: 'score_median', value: figure((figures) => figures.scores.median) },
  { header: 'pass_mark', value: (_question, stats) => stats.passMark },
  { header: 'success_rate', value: figure((figures) => figures.success.rate) },
  { header: 'success_rate_ci_lower', value: figure((figures) => figures.success.interval?.lower ?? null) },
  { header: 'success_rate_ci_upper', value: figure((figures) => figures.success.interval?.upper ?? null) },
  { header: 'discrimination', value: figure((figures) => figures.discrimination.r) },
  { header: 'discrimination_ci_lower', value: figure((figures) => figures.discrimination.interval?.lower ?? null) },
  { header: 'discrimination_ci_upper', value: figure((figures) => figures.discrimination.interval?.upper ?? null) },
  { header: 'discrimination_runs', value: figure((figures) => figures.discrimination.runs) },
  {
    header: 'discrimination_band',
    value: figure((figures) =>
      figures.discriminationBand === null ? null : DISCRIMINATION_BAND_LABEL[figures.discriminationBand],
    ),
  },
  { header: 'alpha', value: (_question, stats) => stats.reliability.alpha },
  { header: 'alpha_if_dropped', value: figure((figures) => figures.alphaIfDropped.alpha) },
  { header: 'effective_weight', value: figure((figures) => figures.effectiveWeight.share) },
  { header: 'low_confidence', value: figure((figures) => figures.lowConfidence) },
  {
    header: 'flags',
    value: (question) =>
      [...(question.figures?.flags.map((flag) => FLAG_LABEL[flag]) ?? []), question.change].filter(Boolean).join('; '),
  },
];

export function reportQuestions(
  questions: Assessment['questions'],
  stats: AssessmentStats,
  changeLabels: ReadonlyMap<string, string>,
): ReportQuestion[] {
  const byId = new Map(stats.questions.map((question) => [question.questionId, question]));
  return [...questions]
    .sort((a, b) => a.position - b.position)
    .map((question) => ({
      position: question.position,
      id: question.id,
      title: question.title,
      type: questionTypeLabel(question.type),
      figures: byId.get(question.id),
      change: changeLabels.get(question.id),
    }));
}

export function assessmentReportCsv(questions: readonly ReportQuestion[], stats: AssessmentStats): string {
  return toCsv(
    REPORT_COLUMNS.map((column) => column.header),
    questions.map((question) => REPORT_COLUMNS.map((column) => column.value(question, stats))),
    { bom: true },
  );
}

/** "security-engineer-fundamentals-statistics-pipeline-pass-80-2026-11-27.csv": what, which filters, as of when. */
export function reportFileName(assessmentName: string, search: StatisticsSearch, asOf: string): string {
  const parts = [slug(assessmentName) || 'assessment', 'statistics'];
  if (search.source !== undefined) parts.push(search.source);
  if (search.pipeline_id !== undefined) parts.push(`pipeline-${search.pipeline_id.slice(0, 8)}`);
  if (search.created_after !== undefined) parts.push(`from-${search.created_after.slice(0, 10)}`);
  if (search.created_before !== undefined) parts.push(`before-${search.created_before.slice(0, 10)}`);
  parts.push(`pass-${search.pass}`, asOf.slice(0, 10));
  return `${parts.join('-')}.csv`;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

const CSV_MIME = 'text/csv;charset=utf-8';

/** Writes the report and hands it to the browser as a download. */
export function downloadAssessmentReport(
  assessment: Pick<Assessment, 'name' | 'questions'>,
  stats: AssessmentStats,
  changeLabels: ReadonlyMap<string, string>,
  search: StatisticsSearch,
  asOf: string,
): void {
  const csv = assessmentReportCsv(reportQuestions(assessment.questions, stats, changeLabels), stats);
  downloadTextFile(reportFileName(assessment.name, search, asOf), csv, CSV_MIME);
}
