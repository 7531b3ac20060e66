import { generateDataset } from '/work/main/src/mocks/dataset/generate';
import { DEMO_SEED } from '/work/main/src/mocks/demo';
const ds = generateDataset(DEMO_SEED);
console.log('rows', ds.questionResults.length);
const per = new Map<string, number>();
const perQS = new Map<string, number>();
for (const r of ds.questionResults) { per.set(r.assessment_id, (per.get(r.assessment_id) ?? 0) + 1); perQS.set(r.question_id + ' ' + r.source, (perQS.get(r.question_id + ' ' + r.source) ?? 0) + 1); }
for (const a of ds.assessments) {
  const req = a.question_ids.reduce((s, q) => s + Math.max(1, Math.ceil((perQS.get(q + ' standalone') ?? 0) / 100)) + Math.max(1, Math.ceil((perQS.get(q + ' pipeline') ?? 0) / 100)), 0);
  console.log(a.name, a.id, 'answers', per.get(a.id), 'questions', a.question_ids.length, 'requests', req);
}
console.log('pipelines', ds.pipelines?.map((p: any) => p.name + ' ' + p.id).slice(0, 5));
