import { useId, useState } from 'react';

import { DateTime } from '@/components/DateTime';
import { ScrollBox } from '@/components/ScrollBox';
import { shortId } from '@/shared/explorer/table/short-id';
import { formatDateTime } from '@/lib/format-time';
import type {
  SimilarAnswerGroup,
  SimilarAnswerMember,
  SimilarAnswers as SimilarAnswersFigures,
} from '@assessment-insights/statistics-engine';
import { formatCount, utcMonthName } from '@/features/statistics/format';
import type { StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';
import { useStatisticsFigures } from '@/features/statistics/jobs/use-statistics-figures';
import { AnswerPair } from './AnswerPair';
import { FiguresStatus } from './FiguresStatus';
import { groupMonths, similarMethod, similarSummary, sourcesText } from './similar-answers-text';

import './similar-answers.css';

interface SimilarAnswersProps {
  job: StatisticsJob | null;
  state: StatisticsJobState;
  questionId: string;
  questionType: string;
}

/**
 * "Similar answers" on a question's page: the largest groups of near-identical answers, whether
 * one is spreading, and any two of a group's answers side by side.
 */
export function SimilarAnswers({ job, state, questionId, questionType }: SimilarAnswersProps) {
  const headingId = useId();
  const { figures, pending, error } = useStatisticsFigures(job, state, { kind: 'similar', questionId, questionType });
  const similar = figures?.similar ?? null;
  return (
    <section aria-labelledby={headingId} className="similar-answers">
      <h3 id={headingId}>Similar answers</h3>
      <FiguresStatus pending={pending} error={error} />
      {similar && <SimilarGroups job={job} state={state} similar={similar} />}
    </section>
  );
}

function SimilarGroups({
  job,
  state,
  similar,
}: {
  job: StatisticsJob | null;
  state: StatisticsJobState;
  similar: SimilarAnswersFigures;
}) {
  const [opened, setOpened] = useState<number | null>(null);
  const group = opened === null ? undefined : similar.groups[opened];
  return (
    <>
      <p>{similarSummary(similar)}</p>
      {similar.converging && (
        <p className="leak-watch-flag" role="note">
          <strong>Answers converging since {utcMonthName(similar.converging.since)}</strong>: a group of{' '}
          {formatCount(similar.converging.groupSize)} near-identical answers took a growing share of new answers from
          then on, as when a solution is passed around.
        </p>
      )}
      {similar.groups.length > 0 && <GroupsTable similar={similar} onCompare={setOpened} opened={opened} />}
      {group && opened !== null && (
        <PairPicker key={opened} job={job} state={state} questionId={similar.questionId} group={group} index={opened} />
      )}
      <p className="muted">{similarMethod(similar)}</p>
    </>
  );
}

function GroupsTable({
  similar,
  opened,
  onCompare,
}: {
  similar: SimilarAnswersFigures;
  opened: number | null;
  onCompare: (group: number) => void;
}) {
  const caption =
    similar.groupCount > similar.groups.length
      ? `The ${formatCount(similar.groups.length)} largest of ${formatCount(similar.groupCount)} groups`
      : similar.groupCount === 1
        ? 'The group'
        : `The ${formatCount(similar.groupCount)} groups, largest first`;
  return (
    <ScrollBox className="table-scroll" label={caption}>
      <table className="breakdown-table similar-groups">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Group</th>
            <th scope="col">Answers</th>
            <th scope="col">First answer</th>
            <th scope="col">Last answer</th>
            <th scope="col">Sources</th>
            <th scope="col">Share of each month’s new answers</th>
            <th scope="col">Side by side</th>
          </tr>
        </thead>
        <tbody>
          {similar.groups.map((group, index) => (
            <tr key={group.members[0]?.id ?? index}>
              <th scope="row">
                Group {formatCount(index + 1)}
                {group.converging && group.since !== null && (
                  <span className="similar-converging"> converging since {utcMonthName(group.since)}</span>
                )}
              </th>
              <td className="numeric">{formatCount(group.size)}</td>
              <td>
                <DateTime iso={new Date(group.firstAt).toISOString()} />
              </td>
              <td>
                <DateTime iso={new Date(group.lastAt).toISOString()} />
              </td>
              <td>{sourcesText(group)}</td>
              <td>
                <MonthShares group={group} />
              </td>
              <td>
                <button
                  type="button"
                  className="button-secondary"
                  aria-pressed={opened === index}
                  onClick={() => onCompare(index)}
                >
                  Compare two answers <span className="visually-hidden">of group {formatCount(index + 1)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function MonthShares({ group }: { group: SimilarAnswerGroup }) {
  const months = groupMonths(group);
  if (months.length <= 1) return <>{months[0] ? `${months[0].label}: ${months[0].text}` : '—'}</>;
  return (
    <details>
      <summary>
        {months[0]?.label} to {months[months.length - 1]?.label}
      </summary>
      <ul className="similar-months">
        {months.map(({ month, label, text }) => (
          <li key={month}>
            {label}: {text}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Picks two answers of a group (first its earliest and latest) and shows them side by side. */
function PairPicker({
  job,
  state,
  questionId,
  group,
  index,
}: {
  job: StatisticsJob | null;
  state: StatisticsJobState;
  questionId: string;
  group: SimilarAnswerGroup;
  index: number;
}) {
  const { members } = group;
  const [leftId, setLeftId] = useState(members[0]?.id ?? '');
  const [rightId, setRightId] = useState(members[members.length - 1]?.id ?? '');
  const left = members.find((member) => member.id === leftId);
  const right = members.find((member) => member.id === rightId);
  const heading = `Two answers of group ${formatCount(index + 1)}`;
  return (
    <section aria-label={heading} className="similar-pair">
      <h4>{heading}</h4>
      {group.size > members.length && (
        <p className="muted">
          The group’s first {formatCount(members.length)} answers of {formatCount(group.size)} can be opened here.
        </p>
      )}
      <div className="similar-pickers">
        <MemberSelect label="First answer" members={members} value={leftId} onChange={setLeftId} />
        <MemberSelect label="Second answer" members={members} value={rightId} onChange={setRightId} />
      </div>
      {left && right && <AnswerPair job={job} state={state} questionId={questionId} left={left} right={right} />}
    </section>
  );
}

function MemberSelect({
  label,
  members,
  value,
  onChange,
}: {
  label: string;
  members: readonly SimilarAnswerMember[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {formatDateTime(member.createdAt)} · {member.source} · {shortId(member.candidateId)}
          </option>
        ))}
      </select>
    </div>
  );
}
