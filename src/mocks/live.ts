import { deriveRunFields, pendingChance } from './dataset/grading';
import { isoTime } from './dataset/iso-time';
import { createRandom } from './dataset/random';
import type { AssessmentResult, QuestionResult } from './dataset/types';
import type { Database } from './database';

/**
 * Live mode: new answers arrive and pending ones get graded while the fake runs, so a client's
 * freshness (newer answers since T, incremental refresh) can be seen working; a test may also
 * send graded answers back to pending (a re-grade). Every change goes through the database, which
 * keeps each sort order sorted; runs are re-derived from their answers by the generator's own
 * rules, so every contract rule keeps holding.
 */

/** Keeps a change to one question's answers. */
export interface LiveFilter {
  questionId?: string;
}

/** People taking an assessment at the same time: new answers mostly continue their runs, which complete. */
const OPEN_RUNS = 4;
/** While fewer runs are open, the chance that a new answer starts another one. */
const NEW_RUN_CHANCE = 0.3;
/** Draws of (person, assessment) before giving up on finding a pair without a run. */
const NEW_RUN_ATTEMPTS = 50;

interface RunEntry {
  run: AssessmentResult;
  /** In answer order, as the generator derived the run from them. */
  answers: QuestionResult[];
}

const runKey = (row: { source: string; candidate_id: string; assessment_id: string }) =>
  `${row.source}:${row.candidate_id}:${row.assessment_id}`;

export type LiveSimulation = ReturnType<typeof createLiveSimulation>;

/** Seeded changes to the database: the same seed and the same calls give the same rows and ids. */
export function createLiveSimulation(db: Database, seed: number) {
  const { dataset } = db;
  const random = createRandom(seed ^ 0x11fe5eed);
  // Indexes over 60,000 rows: built on the first change, so a fake that never changes pays nothing.
  let indexes: ReturnType<typeof buildIndexes> | undefined;

  function buildIndexes() {
    const runs = new Map<string, RunEntry>();
    for (const run of dataset.assessmentResults) runs.set(runKey(run), { run, answers: [] });
    const ids = new Set<string>(dataset.assessmentResults.map((run) => run.id));
    const pending: QuestionResult[] = [];
    for (const answer of dataset.questionResults) {
      ids.add(answer.id);
      runs.get(runKey(answer))?.answers.push(answer);
      if (answer.status === 'pending' && dataset.scoring.isGraded(answer.question_id)) pending.push(answer);
    }
    // Which assessments each pipeline's candidates take, as the dataset's runs show.
    const pipelineAssessments = new Map<string, string[]>();
    for (const run of dataset.assessmentResults) {
      if (run.pipeline_id === null) continue;
      const list = pipelineAssessments.get(run.pipeline_id) ?? [];
      if (!list.includes(run.assessment_id)) list.push(run.assessment_id);
      pipelineAssessments.set(run.pipeline_id, list);
    }
    return { runs, ids, pending, pipelineAssessments, openRuns: [] as RunEntry[] };
  }

  function newId(ids: Set<string>): string {
    let id = random.uuid();
    while (ids.has(id)) id = random.uuid();
    ids.add(id);
    return id;
  }

  /** A run for a person of the dataset and an assessment they have not taken yet. */
  function openRun(state: ReturnType<typeof buildIndexes>, createdAt: string): RunEntry | undefined {
    const assessmentIds = [...db.assessments.keys()];
    for (let attempt = 0; attempt < NEW_RUN_ATTEMPTS; attempt++) {
      const person = random.pick(dataset.assessmentResults);
      const choices =
        person.pipeline_id === null ? assessmentIds : (state.pipelineAssessments.get(person.pipeline_id) ?? []);
      if (choices.length === 0) continue;
      const assessmentId = random.pick(choices);
      const assessment = db.assessments.get(assessmentId);
      const key = runKey({ ...person, assessment_id: assessmentId });
      if (!assessment || state.runs.has(key)) continue;
      const run: AssessmentResult = {
        id: newId(state.ids),
        source: person.source,
        assessment_id: assessmentId,
        candidate_id: person.candidate_id,
        pipeline_id: person.pipeline_id,
        score: null,
        status: 'pending',
        question_count: assessment.question_ids.length,
        answered_count: 0,
        graded_count: 0,
        created_at: createdAt,
        completed_at: null,
      };
      db.insertAssessmentResult(run);
      const entry = { run, answers: [] };
      state.runs.set(key, entry);
      state.openRuns.push(entry);
      return entry;
    }
    return undefined;
  }

  function rederiveRun(entry: RunEntry): void {
    db.updateAssessmentResult(entry.run, (run) =>
      Object.assign(run, deriveRunFields(entry.answers, run.question_count)),
    );
  }

  const verdictFor = (answer: QuestionResult) => dataset.scoring.grade(random, answer);

  return {
    /**
     * Adds up to `n` answers at `now`: the next question of a run live mode opened, or the first of
     * a new run. Recent answers are often pending, the rest graded at once (the dataset's rules).
     */
    addAnswers(n: number, now: number): QuestionResult[] {
      const state = (indexes ??= buildIndexes());
      const at = isoTime(now);
      const added: QuestionResult[] = [];
      for (let i = 0; i < n; i++) {
        const open = state.openRuns.length;
        const continuing = open >= OPEN_RUNS || (open > 0 && !random.chance(NEW_RUN_CHANCE));
        const entry = continuing ? random.pick(state.openRuns) : openRun(state, at);
        const questionId = entry && db.assessments.get(entry.run.assessment_id)?.question_ids[entry.answers.length];
        const question = questionId === undefined ? undefined : db.questions.get(questionId);
        if (!entry || !question) break;
        const answer: QuestionResult = {
          id: newId(state.ids),
          source: entry.run.source,
          candidate_id: entry.run.candidate_id,
          question_id: question.id,
          assessment_id: entry.run.assessment_id,
          pipeline_id: entry.run.pipeline_id,
          score: null,
          evaluated_at: null,
          created_at: at,
          status: 'pending',
          payload: {
            seed: random.int(1, 2 ** 31),
            type: question.type,
            hostile: random.chance(1 / 400),
            large: random.chance(1 / 1500),
          },
        };
        // An answer the grader never grades stays pending, out of gradePending's reach.
        const graded = dataset.scoring.isGraded(question.id);
        if (graded && random.chance(pendingChance(question.type, 0))) state.pending.push(answer);
        else if (graded) Object.assign(answer, { ...verdictFor(answer), evaluated_at: at });
        db.insertQuestionResult(answer);
        entry.answers.push(answer);
        rederiveRun(entry);
        if (entry.answers.length === entry.run.question_count) state.openRuns.splice(state.openRuns.indexOf(entry), 1);
        added.push(answer);
      }
      return added;
    },

    /** Grades up to `n` pending answers created before `now`: a score, or now and then unable_to_grade. */
    gradePending(n: number, now: number, filter: LiveFilter = {}): QuestionResult[] {
      const state = (indexes ??= buildIndexes());
      const at = isoTime(now);
      const eligible = state.pending.filter((answer) => answer.created_at < at && matches(answer, filter));
      const graded = drawUpTo(n, eligible, (answer) => {
        const verdict = verdictFor(answer);
        db.updateQuestionResult(answer, (row) => Object.assign(row, { ...verdict, evaluated_at: at }));
        const entry = state.runs.get(runKey(answer));
        if (entry) rederiveRun(entry);
      });
      state.pending = state.pending.filter((answer) => answer.status === 'pending');
      return graded;
    },

    /** Sends up to `n` answers evaluated before `now` back to pending, as a re-grade request does. */
    regrade(n: number, now: number, filter: LiveFilter = {}): QuestionResult[] {
      const state = (indexes ??= buildIndexes());
      const at = isoTime(now);
      const gradedBefore = (answer: QuestionResult) =>
        answer.status === 'evaluated' && (answer.evaluated_at ?? at) < at;
      const eligible = dataset.questionResults.filter((answer) => gradedBefore(answer) && matches(answer, filter));
      return drawUpTo(n, eligible, (answer) => {
        db.updateQuestionResult(answer, (row) => Object.assign(row, UNGRADED));
        const entry = state.runs.get(runKey(answer));
        if (entry) rederiveRun(entry);
        state.pending.push(answer);
      });
    },
  };

  /** Draws up to `n` of `eligible` at random (by the seed, taking them out of it) and changes each. */
  function drawUpTo(n: number, eligible: QuestionResult[], change: (answer: QuestionResult) => void) {
    const drawn: QuestionResult[] = [];
    while (drawn.length < n && eligible.length > 0) {
      const index = random.int(0, eligible.length - 1);
      const answer = eligible[index] as QuestionResult;
      eligible[index] = eligible[eligible.length - 1] as QuestionResult;
      eligible.pop();
      change(answer);
      drawn.push(answer);
    }
    return drawn;
  }
}

const UNGRADED = { status: 'pending', score: null, evaluated_at: null } as const;
const matches = (answer: QuestionResult, { questionId }: LiveFilter) =>
  questionId === undefined || answer.question_id === questionId;
