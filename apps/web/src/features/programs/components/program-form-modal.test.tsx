import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createProgramSummary } from '@/test/program-factories';
import { ProgramFormModal, type ProgramFormModalProps } from './program-form-modal';

const renderForm = (overrides: Partial<ProgramFormModalProps> = {}) => {
  const props: ProgramFormModalProps = {
    mode: 'create',
    onClose: vi.fn(),
    onSubmit: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<ProgramFormModal {...props} />);
  return { ...props, user: userEvent.setup() };
};

const dialog = () => within(screen.getByRole('dialog'));
// Required labels end with a decorative asterisk.
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`);
const field = (label: string) => dialog().getByLabelText(labelled(label));
const submitCreate = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(dialog().getByRole('button', { name: 'Create Program' }));

describe('ProgramFormModal in create mode', { timeout: 15_000 }, () => {
  it('starts from the defaults: cardio, beginner, 4 weeks, 3 days, 15 - 30 mins', () => {
    renderForm();
    expect(screen.getByRole('dialog', { name: 'Create Program' })).toBeInTheDocument();
    expect(field('Program Name')).toHaveValue('');
    expect(field('Program Type')).toHaveValue('cardio');
    expect(field('Difficulty Level')).toHaveValue('beginner');
    expect(field('Duration (weeks)')).toHaveValue(4);
    expect(field('Duration (weeks)')).toHaveAttribute('max', '52');
    expect(field('Training Days per Week')).toHaveValue(3);
    expect(field('Workout Duration')).toHaveValue('15 - 30 mins');
  });

  it('labels program types the way enumerations are displayed', () => {
    renderForm();
    const options = within(field('Program Type') as HTMLSelectElement)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select program type',
      'Cardio',
      'Mobility and Warm-up',
      'Hypertrophy',
      'Strength',
    ]);
  });

  it('requires a name after trimming', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(field('Program Name'), '   ');
    await submitCreate(user);
    expect(await dialog().findByText('Program name is required')).toBeInTheDocument();
    expect(field('Program Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name over 255 characters', async () => {
    const { user } = renderForm();
    await user.click(field('Program Name'));
    await user.paste('a'.repeat(256));
    await submitCreate(user);
    expect(await dialog().findByText('Program name must not exceed 255 characters')).toBeInTheDocument();
  });

  it('requires a program type, a difficulty level and a workout duration', async () => {
    const { user } = renderForm();
    await user.type(field('Program Name'), 'Strong');
    await user.selectOptions(field('Program Type'), '');
    await user.selectOptions(field('Difficulty Level'), '');
    await user.selectOptions(field('Workout Duration'), '');
    await submitCreate(user);
    expect(await dialog().findByText('Program type is required')).toBeInTheDocument();
    expect(dialog().getByText('Difficulty level is required')).toBeInTheDocument();
    expect(dialog().getByText('Workout duration is required')).toBeInTheDocument();
  });

  it('needs a duration of at least 1 week and training days between 1 and 7', async () => {
    const { user } = renderForm();
    await user.type(field('Program Name'), 'Strong');
    await user.clear(field('Duration (weeks)'));
    await user.type(field('Duration (weeks)'), '0');
    await user.clear(field('Training Days per Week'));
    await user.type(field('Training Days per Week'), '8');
    await submitCreate(user);
    expect(await dialog().findByText('Duration must be at least 1 week')).toBeInTheDocument();
    expect(dialog().getByText('Training days per week must be between 1 and 7')).toBeInTheDocument();
  });

  it('treats an empty duration or day count as out of range', async () => {
    const { user } = renderForm();
    await user.type(field('Program Name'), 'Strong');
    await user.clear(field('Duration (weeks)'));
    await user.clear(field('Training Days per Week'));
    await submitCreate(user);
    expect(await dialog().findByText('Duration must be at least 1 week')).toBeInTheDocument();
    expect(dialog().getByText('Training days per week must be between 1 and 7')).toBeInTheDocument();
  });

  it('refuses more than 52 weeks', async () => {
    const { user } = renderForm();
    await user.type(field('Program Name'), 'Strong');
    await user.clear(field('Duration (weeks)'));
    await user.type(field('Duration (weeks)'), '53');
    await submitCreate(user);
    expect(await dialog().findByText('Duration must be at most 52 weeks')).toBeInTheDocument();
  });

  it('sends typed values, the trimmed name and a null description when it is empty, then closes', async () => {
    const { user, onSubmit, onClose } = renderForm();
    await user.type(field('Program Name'), '  Summer Shred  ');
    await user.selectOptions(field('Program Type'), 'mobility_and_warm_up');
    await user.selectOptions(field('Difficulty Level'), 'advanced');
    await user.clear(field('Duration (weeks)'));
    await user.type(field('Duration (weeks)'), '12');
    await user.clear(field('Training Days per Week'));
    await user.type(field('Training Days per Week'), '5');
    await user.selectOptions(field('Workout Duration'), '75-90 mins');
    await submitCreate(user);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Summer Shred',
        program_type: 'mobility_and_warm_up',
        difficulty_level: 'advanced',
        duration_weeks: 12,
        training_days_per_week: 5,
        workout_duration: '75-90 mins',
        description: null,
      },
      undefined,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the modal open with an "Error: ..." banner and field messages when saving fails', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError('Program name is required', 422, { name: ['Program name is required'] }),
      );
    const { user, onClose } = renderForm({ onSubmit });
    await user.type(field('Program Name'), 'x');
    await submitCreate(user);
    expect(await dialog().findByRole('alert')).toHaveTextContent('Error: Program name is required');
    expect(field('Program Name')).toHaveAccessibleDescription('Program name is required');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports an unexpected failure with the create message', async () => {
    const { user } = renderForm({ onSubmit: vi.fn().mockRejectedValue(new TypeError('network down')) });
    await user.type(field('Program Name'), 'x');
    await submitCreate(user);
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'Error: An unexpected error occurred while creating program',
    );
  });
});

describe('ProgramFormModal in edit mode', { timeout: 15_000 }, () => {
  const program = createProgramSummary({
    name: 'Old Name',
    program_type: 'hypertrophy',
    difficulty_level: 'intermediate',
    duration_weeks: 8,
    training_days_per_week: null,
    workout_duration: '60 mins',
    description: 'Keep it up',
  });

  it('shows the program values and the workout duration, but not duration and days per week', () => {
    renderForm({ mode: 'edit', program });
    expect(screen.getByRole('dialog', { name: 'Edit Program' })).toBeInTheDocument();
    expect(field('Program Name')).toHaveValue('Old Name');
    expect(field('Program Type')).toHaveValue('hypertrophy');
    expect(field('Difficulty Level')).toHaveValue('intermediate');
    expect(field('Workout Duration')).toHaveValue('60 mins');
    expect(field('Description')).toHaveValue('Keep it up');
    expect(dialog().queryByLabelText(labelled('Duration (weeks)'))).not.toBeInTheDocument();
    expect(dialog().queryByLabelText(labelled('Training Days per Week'))).not.toBeInTheDocument();
  });

  it('does not validate the hidden schedule fields (a program without days per week still saves)', async () => {
    const { user, onSubmit } = renderForm({ mode: 'edit', program });
    await user.clear(field('Description'));
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    // The second argument is the version the form shows, whose updated_at the save sends.
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Old Name',
        program_type: 'hypertrophy',
        difficulty_level: 'intermediate',
        workout_duration: '60 mins',
        description: null,
      },
      program,
    );
  });

  it('still validates the visible fields', async () => {
    const { user, onSubmit } = renderForm({ mode: 'edit', program });
    await user.clear(field('Program Name'));
    await user.selectOptions(field('Program Type'), '');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await dialog().findByText('Program name is required')).toBeInTheDocument();
    expect(dialog().getByText('Program type is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a workout duration only in create mode: a program without one saves, leaving it out', async () => {
    const { user, onSubmit } = renderForm({
      mode: 'edit',
      program: createProgramSummary({ ...program, workout_duration: null }),
    });
    expect(field('Workout Duration')).toHaveValue('');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Old Name',
        program_type: 'hypertrophy',
        difficulty_level: 'intermediate',
        description: 'Keep it up',
      },
      expect.objectContaining({ id: program.id, workout_duration: null }),
    );
    expect(dialog().queryByText('Workout duration is required')).not.toBeInTheDocument();
  });
});
