import type { AssessmentStats } from '../assessment/assessment-stats';
import { reviewReasons } from '../assessment/test-assembly-review';
import type { DifReport } from '../compare/dif-types';
import type { QuestionGradingHealth } from '../grading/grading-health';
import type { WatchedQuestion } from '../watch/leak-signal';
import { FINDING_SEVERITY, LOW_ALPHA_BELOW, rankFindings, type Finding, type FindingEvidence } from './findings';
import type { Reach } from './recent-runs';
import { roundAsShown } from '../../math/shown';
import { CORRELATION_DIGITS } from '../../thresholds/index';

export interface FindingInputs {
  stats: AssessmentStats;
  watch: readonly WatchedQuestion[];
  health: readonly QuestionGradingHealth[];
  /** Standalone (A) against pipeline (B) candidates; null when either group has no runs. */
  dif: DifReport | null;
  reach: { byQuestion: ReadonlyMap<string, Reach>; assessment: Reach };
}

/** An assessment's findings, ranked (rankFindings): one per signal, per question where it is a question's. */
export function assessmentFindings({ stats, watch, health, dif, reach }: FindingInputs): Finding[] {
  const findings: Finding[] = [];
  const add = (questionId: string | null, evidence: FindingEvidence, since?: number) => {
    const own = questionId === null ? reach.assessment : reach.byQuestion.get(questionId);
    findings.push({
      questionId,
      evidence,
      severity: FINDING_SEVERITY[evidence.kind],
      since: since ?? own?.firstAnswer ?? null,
      recentRuns: own?.recentRuns ?? 0,
    } as Finding);
  };

  for (const entry of watch) {
    const { flag, changePoint, converging } = entry;
    if (!flag) continue;
    const before = changePoint?.before.mean ?? NaN;
    const after = changePoint?.after.mean ?? NaN;
    const groupSize = converging?.groupSize ?? 0;
    if (flag.kind === 'likely-leaked') add(entry.questionId, { kind: flag.kind, before, after, groupSize }, flag.since);
    else if (flag.kind === 'answers-converging') add(entry.questionId, { kind: flag.kind, groupSize }, flag.since);
    else add(entry.questionId, { kind: flag.kind, before, after }, flag.since);
  }

  for (const { questionId, health: questionHealth } of health) {
    const [alert] = questionHealth.checkGrader;
    if (!alert) continue;
    const months = new Set(questionHealth.checkGrader.map(({ month }) => month)).size;
    add(questionId, { kind: 'check-grader', alert, months }, monthStart(alert.month));
  }

  for (const question of stats.questions)
    for (const reason of reviewReasons(question, stats.reliability)) add(question.questionId, reason);

  const { alpha, sem } = stats.reliability;
  if (alpha !== null && sem !== null && roundAsShown(alpha, CORRELATION_DIGITS) < LOW_ALPHA_BELOW)
    add(null, { kind: 'low-alpha', alpha, sem });

  for (const question of dif?.questions ?? []) {
    const { verdict, gap } = question;
    if ((verdict !== 'unfair-to-a' && verdict !== 'unfair-to-b') || gap === null) continue;
    const group = verdict === 'unfair-to-a' ? 'standalone' : 'pipeline';
    add(question.questionId, {
      kind: 'unfair-to-group',
      group,
      gap: gap.estimate,
      runsA: question.runsA,
      runsB: question.runsB,
    });
  }
  return rankFindings(findings);
}

/** Epoch ms of a UTC month's first instant ("2026-06"). */
function monthStart(month: string): number {
  const [year = NaN, monthNumber = NaN] = month.split('-').map(Number);
  return Date.UTC(year, monthNumber - 1, 1);
}
