import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { envelope, mockApi } from '@/test/api-mock';
import { createProgramSummary } from '@/test/program-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { ProgramCombobox, type PickedProgram } from './program-combobox';

const program = (id: number, name: string) =>
  createProgramSummary({ id, name, workout_duration: '45 mins', description: null });
const catalogue = [program(1, 'Strength Base'), program(2, 'Strength Peak'), program(3, 'Summer Shred')];

function Picker() {
  const [value, setValue] = useState<PickedProgram | null>(null);
  return (
    <>
      <Field label="Program">
        <ProgramCombobox value={value} onChange={setValue} />
      </Field>
      <output aria-label="Picked">{value ? `${value.id} ${value.name}` : 'none'}</output>
    </>
  );
}

describe('ProgramCombobox', () => {
  it('searches on the server as you type and picks with the arrow keys and Enter', async () => {
    const api = mockApi({
      'GET /api/training-programs/search': (call) => {
        const term = (new URL(call.path, 'http://x').searchParams.get('search') ?? '').toLowerCase();
        const found = catalogue.filter((item) => item.name.toLowerCase().includes(term));
        return envelope({ data: found, total: found.length, current_page: 1, last_page: 1, per_page: 60 });
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<Picker />, { path: '/', url: '/' });
    const box = screen.getByRole('combobox', { name: 'Program' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'strength');
    await screen.findByRole('listbox', { name: 'Programs' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // The unsearched first page shows at once; the server's answer for the term replaces it (while it loads, a
    // status stands in for the listbox, so the list is found again).
    const programsList = () => screen.getByRole('listbox', { name: 'Programs' });
    await waitFor(() => expect(within(programsList()).queryAllByRole('option')).toHaveLength(2));
    const list = programsList();
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Strength BaseStrength · Beginner', 'Strength PeakStrength · Beginner']);
    expect(api.calls.at(-1)!.path).toContain('search=strength');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Picked')).toHaveTextContent('2 Strength Peak');
    expect(box).toHaveValue('Strength Peak');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Typing again drops the choice until another program is picked.
    await user.type(box, 'x');
    expect(screen.getByLabelText('Picked')).toHaveTextContent('none');
  });

  it('says "No programs found" in a status, not in an empty listbox', async () => {
    mockApi({
      'GET /api/training-programs/search': () =>
        envelope({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 60 }),
    });
    const user = userEvent.setup();
    renderWithRouter(<Picker />, { path: '/', url: '/' });
    await user.type(screen.getByRole('combobox', { name: 'Program' }), 'zzz');
    expect(await screen.findByText('No programs found')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
