import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createExerciseItem } from '../testing/exercise-factories';
import { Component as ExercisesListRoute } from './exercises-list-route';

const renderList = (url = '/admin/exercise-library') =>
  renderWithRouter(<ExercisesListRoute />, { path: '/admin/exercise-library', url });

describe('exercise library list', () => {
  it('shows name with thumbnail, target, video link and assigned programs, 15 a page', async () => {
    const linked = createExerciseItem({
      id: 6,
      name: 'Push-up',
      yt_link: 'https://youtu.be/dQw4w9WgXcQ',
      target_muscle_group: 'chest',
    });
    mockApi({
      'GET /api/exercises': () =>
        envelope(paginatorOf([createExerciseItem(), linked], { perPage: 15, total: 31 })),
    });
    renderList();
    const table = await screen.findByRole('table', { name: 'Exercises' });
    const row = within(table).getByRole('row', { name: /Push-up/ });
    expect(within(row).getByRole('link', { name: 'Push-up' })).toHaveAttribute(
      'href',
      '/admin/exercise-library/6',
    );
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    );
    expect(within(row).getByText('Chest')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Watch' })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(within(row).getByRole('button', { name: 'Edit Push-up' })).toBeInTheDocument();
    expect(screen.getByText(/Showing 1 to 2 of 31 exercises/)).toBeInTheDocument();
  });

  it("gives small screens a card per exercise counting its programs in words ('1 program', '2 programs')", async () => {
    mockApi({
      'GET /api/exercises': () =>
        envelope(
          paginatorOf(
            [
              createExerciseItem(),
              createExerciseItem({ id: 6, name: 'Push-up', training_programs_count: 1 }),
            ],
            {
              perPage: 15,
            },
          ),
        ),
    });
    renderList();
    const cards = await screen.findByRole('list', { name: 'Exercises' });
    const [squat, pushUp] = within(cards).getAllByRole('listitem');
    expect(squat).toHaveTextContent('2 programs');
    expect(pushUp).toHaveTextContent('1 program');
    expect(pushUp).not.toHaveTextContent('1 programs');
  });

  it("searches through the list call and says 'No exercises found'", async () => {
    const api = mockApi({ 'GET /api/exercises': () => envelope(paginatorOf([], { perPage: 15 })) });
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('No exercises found')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'glutes{Enter}');
    expect(await screen.findByText('Showing search results for "glutes"')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path.includes('search=glutes'))).toBe(true));
  });

  it('filters by target muscle group and location through the URL', async () => {
    const api = mockApi({ 'GET /api/exercises': () => envelope(paginatorOf([], { perPage: 15 })) });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('No exercises found');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by target muscle group' }),
      'glutes',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by location' }), 'home');
    await waitFor(() =>
      expect(api.calls.at(-1)!.path).toMatch(
        /target_muscle_group=glutes.*is_at_home=true|is_at_home=true.*target_muscle_group=glutes/,
      ),
    );
  });

  it('shows what a delete would remove before confirming', async () => {
    mockApi({
      'GET /api/exercises': () => envelope(paginatorOf([createExerciseItem()], { perPage: 15 })),
      'GET /api/exercises/5/usage': () => envelope({ training_days: 12, training_programs: 3 }),
    });
    const user = userEvent.setup();
    renderList();
    await user.click((await screen.findAllByRole('button', { name: 'Delete Goblet Squat' }))[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Exercise' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this exercise?');
    expect(await within(dialog).findByText(/12 training days in 3 programs/)).toBeInTheDocument();
  });
});
