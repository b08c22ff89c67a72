import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeInput } from '@coachboard/contract';
import { ApiError } from '@/lib/api-error';
import { createRecipe } from '../testing/recipe-factories';
import { RecipeFormModal } from './recipe-form-modal';

const renderModal = (props: Partial<Parameters<typeof RecipeFormModal>[0]> = {}) => {
  const onSubmit = vi.fn<(input: RecipeInput) => Promise<unknown>>().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(<RecipeFormModal onSubmit={onSubmit} onClose={onClose} {...props} />);
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, onClose };
};

describe('recipe form modal', { timeout: 20_000 }, () => {
  it('creates a recipe with two sections, one filled by pasting a list', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderModal();
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Recipe' }));
    await user.type(dialog.getByLabelText(/^Recipe Name/), '  Sunday Oats ');
    await user.type(dialog.getByLabelText('Calories'), '410.5');
    await user.type(dialog.getByLabelText('Protein (g)'), '22');

    await user.click(dialog.getByRole('button', { name: 'Add Section' }));
    await user.type(dialog.getByLabelText('Section 1 name'), 'Base');
    await user.click(dialog.getByRole('button', { name: 'Paste list' }));
    await user.click(dialog.getByLabelText('Paste ingredients, one per line'));
    await user.paste('2 cups rolled oats\n1 1/2 tbsp honey\n½ tsp salt\n3 eggs\nsalt to taste');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByLabelText('Pasted ingredient 2 amount')).toHaveValue('1.5');
    expect(dialog.getByLabelText('Pasted ingredient 2 unit')).toHaveValue('tbsp');
    await user.click(dialog.getByRole('button', { name: 'Add 5 ingredients' }));

    await user.click(dialog.getByRole('button', { name: 'Add Section' }));
    await user.type(dialog.getByLabelText('Section 2 name'), 'Topping');
    const topping = within(dialog.getByRole('list', { name: 'Ingredients of section 2' }));
    await user.type(topping.getByLabelText('Ingredient 1 name'), 'blueberries');
    await user.type(topping.getByLabelText('Ingredient 1 amount'), '800000');
    expect(topping.getByLabelText('Ingredient 1 amount')).toHaveValue('80000');
    await user.clear(topping.getByLabelText('Ingredient 1 amount'));
    await user.type(topping.getByLabelText('Ingredient 1 amount'), '80');

    await user.click(dialog.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Sunday Oats',
      calories: 410.5,
      protein: 22,
      ingredients: [
        {
          section: 'Base',
          items: [
            { name: 'rolled oats', amount: '2 cup' },
            { name: 'honey', amount: '1.5 tbsp' },
            { name: 'salt', amount: '0.5 tsp' },
            { name: 'eggs', amount: '3' },
            { name: 'salt', amount: 'to taste' },
          ],
        },
        { section: 'Topping', items: [{ name: 'blueberries', amount: '80 g' }] },
      ],
    });
  });

  it('shows the specification messages and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Recipe' }));
    await user.type(dialog.getByLabelText('Fat (g)'), '-1');
    await user.click(dialog.getByRole('button', { name: 'Add Section' }));
    await user.click(dialog.getByRole('button', { name: 'Create Recipe' }));
    expect(await dialog.findByText('Recipe name is required')).toBeInTheDocument();
    expect(dialog.getByText('Fat cannot be negative')).toBeInTheDocument();
    expect(dialog.getByText('Section name is required')).toBeInTheDocument();
    expect(dialog.getByText('Ingredient name is required')).toBeInTheDocument();
    expect(dialog.getByText('Amount is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a recipe: its values split into amount and unit, Update Recipe, and the server error shown', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new ApiError('Recipe name is required', 422, { name: ['Recipe name is required'] }));
    renderModal({
      recipe: createRecipe({ ingredients: [{ section: 'Oats', items: [{ name: 'oats', amount: '60 g' }] }] }),
      onSubmit,
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Recipe' }));
    expect(dialog.getByLabelText(/^Recipe Name/)).toHaveValue('Berry Overnight Oats');
    expect(dialog.getByLabelText('Ingredient 1 amount')).toHaveValue('60');
    expect(dialog.getByLabelText('Ingredient 1 unit')).toHaveValue('g');
    await user.click(dialog.getByRole('button', { name: 'Update Recipe' }));
    expect(await dialog.findByText('Error: Recipe name is required')).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes, and closes at once without them', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Recipe' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(dialog.getByLabelText(/^Recipe Name/), 'Draft');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Discard changes?' }));
    await user.click(confirm.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
