import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { createExerciseDetail, muscleGroups } from '../testing/exercise-factories';
import { ManageMuscleGroupsModal } from './manage-muscle-groups-modal';

const renderModal = (onClose = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ManageMuscleGroupsModal exercise={createExerciseDetail()} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
};
const secondary = () => screen.getByRole('group', { name: 'Secondary Muscle Groups' });
const primary = () => screen.getByRole('group', { name: 'Primary Muscle Group' });

describe('Manage Muscle Groups', () => {
  it('asks for at least one group before saving', async () => {
    const api = mockApi({ 'GET /api/muscle-groups': () => envelope(muscleGroups) });
    const user = userEvent.setup();
    renderModal();
    await screen.findByRole('group', { name: 'Secondary Muscle Groups' });
    await user.click(screen.getByRole('button', { name: 'Save Muscle Groups' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one muscle group');
    expect(api.callsTo('PUT', '/api/exercises/5')).toHaveLength(0);
  });

  it('refuses a sixth secondary group with a message that clears after 3 seconds', async () => {
    mockApi({ 'GET /api/muscle-groups': () => envelope(muscleGroups) });
    const user = userEvent.setup();
    renderModal();
    await screen.findByRole('group', { name: 'Secondary Muscle Groups' });
    for (const name of ['Neck', 'Traps', 'Front Delts', 'Side Delts', 'Rear Delts', 'Chest'])
      await user.click(within(secondary()).getByLabelText(name));
    expect(within(secondary()).getByLabelText('Chest')).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 5 secondary muscle groups allowed');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 4500 });
  });

  it('never keeps the primary among the secondary groups, and saves the selection', async () => {
    const api = mockApi({
      'GET /api/muscle-groups': () => envelope(muscleGroups),
      'PUT /api/exercises/5': () => envelope(createExerciseDetail()),
    });
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.click(
      within(await screen.findByRole('group', { name: 'Secondary Muscle Groups' })).getByLabelText('Chest'),
    );
    await user.click(within(primary()).getByLabelText('Chest'));
    expect(within(secondary()).getByLabelText('Chest')).not.toBeChecked();
    expect(within(secondary()).getByLabelText('Chest')).toBeDisabled();
    await user.click(within(secondary()).getByLabelText('Triceps'));
    await user.click(screen.getByRole('button', { name: 'Save Muscle Groups' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('PUT', '/api/exercises/5')[0]!.body).toEqual({
      muscle_groups: [
        { muscle_group_id: 6, type: 'primary' },
        { muscle_group_id: 10, type: 'secondary' },
      ],
    });
  });

  it("says 'Failed to save muscle groups' when the save fails", async () => {
    mockApi({
      'GET /api/muscle-groups': () => envelope(muscleGroups),
      'PUT /api/exercises/5': () => errorResponse(500, 'boom'),
    });
    const user = userEvent.setup();
    renderModal();
    await user.click(
      within(await screen.findByRole('group', { name: 'Secondary Muscle Groups' })).getByLabelText('Lats'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Muscle Groups' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save muscle groups');
  });
});
