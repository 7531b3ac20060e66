import type { ComponentProps } from 'react';

import { StatisticsJobStatus } from './StatisticsJobStatus';

type GroupJobStatusProps = Omit<ComponentProps<typeof StatisticsJobStatus>, 'what' | 'region'> & {
  group: 'A' | 'B';
  label: string;
};

/** A group's heading and where its computation stands, its region named by its letter. */
export function GroupJobStatus({ group, label, ...status }: GroupJobStatusProps) {
  return (
    <div>
      <h2>
        Group {group}: {label}
      </h2>
      <StatisticsJobStatus {...status} what={`group ${group}’s answers`} region={`Group ${group}`} />
    </div>
  );
}
