import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render-with-providers';
import { CandidateCell, INVITEE_EXPLANATION } from './CandidateCell';

const ID = '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d';

describe('CandidateCell', () => {
  it('links a pipeline candidate to their page, the full id in the link name', async () => {
    await renderWithProviders(<CandidateCell source="pipeline" candidateId={ID} />);
    const link = screen.getByRole('link', { name: `Candidate ${ID}` });
    expect(link).toHaveAttribute('href', `/candidates/${ID}`);
    expect(link).toHaveTextContent('1a2b3c4d…');
  });

  it('shows a standalone invitee unlinked, with a tooltip on focus and hover that Escape closes', async () => {
    const { user } = await renderWithProviders(<CandidateCell source="standalone" candidateId={ID} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const invitee = screen.getByText('Invitee 1a2b3c4d…');
    // Screen readers get the reason as the id's description, even while the tooltip is hidden.
    expect(invitee).toHaveAccessibleDescription(`${INVITEE_EXPLANATION} Invitee id: ${ID}`);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(invitee).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(INVITEE_EXPLANATION);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(invitee);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(invitee);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the id of any other source as plain text', async () => {
    await renderWithProviders(<CandidateCell source="referral" candidateId={ID} />);
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
