import { assessmentStatsOfRows } from '../figures/assessment/assessment-stats';
import { leakWatch } from '../figures/watch/leak-watch';
import { watchedQuestion, type WatchedQuestion } from '../figures/watch/leak-signal';
import { similarAnswers, type SimilarAnswers } from '../figures/watch/similar-answers';
import { comparedKind, type FingerprintedKind } from '../similarity/answer-kind';
import { sharedParts } from '../similarity/shared-parts';
import { classificationConsistency } from '../figures/assessment/classification-consistency';
import { filterStats } from '../figures/question/filter-stats';
import { gradingHealth, gradingHealthOf } from '../figures/grading/grading-health';
import { combinedTallies, tallies } from '../figures/grading/grading-tallies';
import { questionFigures } from '../figures/question/question-figures';
import { buildRunMatrix } from '../figures/assessment/runs';
import { questionStats } from '../figures/question/question-stats';
import { assessmentRowsByQuestion, questionRows } from '../figures/question/question-rows';
import type { FiguresRequest, FiguresResult } from './figures-request';
import type { ReadyLedger } from './ready-ledger';

/** The figures of one ledger; a comparison of two is compute-compare.ts's, loaded only when asked for. */
export type OwnFiguresRequest = Exclude<FiguresRequest, { kind: 'compare' | 'overview' }>;

/** One page section's figures over a job's ledger (and, to compare, another job's). */
export function computeOwnFigures(ready: ReadyLedger, request: OwnFiguresRequest): FiguresResult {
  const { ledger, asOf } = ready;
  switch (request.kind) {
    case 'question': {
      const { questionId, passMark, questionType } = request;
      const rows = questionRows(ledger, questionId);
      return {
        kind: 'question',
        stats: questionStats(ledger, questionId, rows, passMark),
        // Over the same answers as the figures: under a filter, the watch tests that filter's history.
        watch: watched(ready, [questionId], { [questionId]: questionType })[0] ?? null,
        health: gradingHealth(ledger, rows, { now: asOf, passMark }),
      };
    }
    case 'similar': {
      const kind = comparedKind(request.questionType);
      return { kind: 'similar', similar: kind && similar(ready, request.questionId, kind) };
    }
    case 'shared-parts':
      return { kind: 'shared-parts', parts: sharedParts(request.left, request.right) };
    case 'filter': {
      const { questionId, passMark } = request;
      if (questionId === null) return { kind: 'filter', stats: filterStats(ledger, passMark) };
      const rows = questionRows(ledger, questionId);
      return { kind: 'filter-question', stats: questionStats(ledger, questionId, rows, passMark) };
    }
    case 'assessment': {
      const { assessmentId, questionIds, passMark, questionTypes } = request;
      const rowsByQuestion = assessmentRowsByQuestion(ledger, assessmentId, questionIds);
      const options = { now: asOf, passMark };
      const stats = assessmentStatsOfRows(ledger, assessmentId, rowsByQuestion, passMark);
      // Each question's health from the figures its stats hold; the whole's from its questions'
      // tallies, merged (gradingHealth of every row, without counting them again).
      const questions = [...rowsByQuestion].map(([questionId, rows], column) => {
        const own = stats.questions[column];
        const figures = own?.questionId === questionId ? own : questionFigures(ledger, rows, passMark);
        return { questionId, rows, figures, tallies: tallies(ledger, rows) };
      });
      const allRows: number[] = [];
      for (const { rows } of questions) for (const row of rows) allRows.push(row);
      return {
        kind: 'assessment',
        stats,
        // The watch reads every answer of the questions (any assessment): a leak is the question's.
        watch: watched(ready, questionIds, questionTypes),
        health: {
          overall: gradingHealthOf(
            questionFigures(ledger, allRows, passMark),
            combinedTallies(questions.map((question) => question.tallies)),
            options,
          ),
          byQuestion: questions.map(({ questionId, figures, tallies: questionTallies }) => ({
            questionId,
            health: gradingHealthOf(figures, questionTallies, options),
          })),
        },
      };
    }
    case 'cut': {
      const { assessmentId, questionIds, cut } = request;
      // The questions alpha is over: the listed ones and any the assessment's answers still name.
      const scopeQuestionIds = [...assessmentRowsByQuestion(ledger, assessmentId, questionIds).keys()];
      return {
        kind: 'cut',
        line: classificationConsistency(buildRunMatrix(ledger, assessmentId, scopeQuestionIds), cut),
      };
    }
  }
}

/**
 * The leak watch of these questions, each computed once per ledger, with their answers'
 * convergence where the catalog's type (`types`) says their answers are compared.
 */
function watched(
  ready: ReadyLedger,
  questionIds: readonly string[],
  types: Readonly<Record<string, string | undefined>> = {},
): WatchedQuestion[] {
  const missing = questionIds.filter((id) => !ready.watchCache.has(id));
  if (missing.length > 0)
    for (const entry of leakWatch(ready.ledger, missing)) ready.watchCache.set(entry.questionId, entry);
  return questionIds.flatMap((id) => {
    const entry = ready.watchCache.get(id);
    if (!entry) return [];
    const kind = comparedKind(types[id]);
    return [watchedQuestion(entry, kind ? similar(ready, id, kind).converging : null)];
  });
}

function similar(ready: ReadyLedger, questionId: string, kind: FingerprintedKind): SimilarAnswers {
  const key = `${kind} ${questionId}`;
  let result = ready.similarCache.get(key);
  if (!result) ready.similarCache.set(key, (result = similarAnswers(ready.ledger, questionId, kind)));
  return result;
}
