import { useState } from 'react';
import {
  DEFAULT_MEAL_NAMES,
  mealPlanDayKindLabels,
  mealPlanDayKinds,
  type DayTargets,
  type MealPlanDayKind,
} from '@coachboard/contract';
import { Plus, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { DayTotals } from './day-totals';
import { draftKey, heldDay, type DraftDay, type DraftMeal } from './plan-draft';
import { RecipePicker } from './recipe-picker';

const kindOptions = mealPlanDayKinds.map((kind) => ({ value: kind, label: mealPlanDayKindLabels[kind] }));

/** Servings as typed ('0.' on the way to '0.5'); the meal takes each number of 0.25 or more. */
function ServingsInput({
  label,
  value,
  disabled,
  onValueChange,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onValueChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  return (
    <input
      type="number"
      aria-label={label}
      min={0.25}
      max={50}
      step={0.25}
      value={text}
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= 0.25) onValueChange(next);
      }}
      className="h-9 w-20 rounded-md border border-slate-300 px-2 dark:border-slate-600 dark:bg-slate-900"
    />
  );
}

function MealEditor({
  meal,
  editable,
  onChange,
  onRemove,
}: {
  meal: DraftMeal;
  editable: boolean;
  onChange: (meal: DraftMeal) => void;
  onRemove: () => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <section
      aria-label={meal.name || 'Meal'}
      className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 dark:bg-white/5"
    >
      <div className="flex items-end gap-2">
        <Field label="Meal name" className="flex-1">
          <TextInput
            value={meal.name}
            disabled={!editable}
            onChange={(event) => onChange({ ...meal, name: event.target.value })}
          />
        </Field>
        {editable && (
          <Button variant="ghost" size="icon" aria-label={`Remove meal ${meal.name}`} onClick={onRemove}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-1">
        {meal.items.map((item) => (
          <li key={item.key} className="flex items-center gap-2 text-sm">
            <span className="flex-1 font-medium">{item.recipe_name}</span>
            <span className="flex items-center gap-1">
              <ServingsInput
                label={`Servings of ${item.recipe_name} in ${meal.name}`}
                value={item.servings}
                disabled={!editable}
                onValueChange={(servings) =>
                  onChange({
                    ...meal,
                    items: meal.items.map((other) =>
                      other.key === item.key ? { ...other, servings } : other,
                    ),
                  })
                }
              />
              <span aria-hidden>×</span>
            </span>
            {editable && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${item.recipe_name} from ${meal.name}`}
                onClick={() =>
                  onChange({ ...meal, items: meal.items.filter((other) => other.key !== item.key) })
                }
              >
                <X aria-hidden className="size-4" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editable &&
        (picking ? (
          <RecipePicker
            mealName={meal.name}
            onPick={(recipe) => {
              onChange({
                ...meal,
                items: [
                  ...meal.items,
                  {
                    key: draftKey(),
                    recipe_id: recipe.id,
                    recipe_name: recipe.name,
                    servings: 1,
                    macros: {
                      calories: recipe.calories,
                      protein: recipe.protein,
                      carbs: recipe.carbs,
                      fat: recipe.fat,
                    },
                  },
                ],
              });
              setPicking(false);
            }}
          />
        ) : (
          <Button size="sm" variant="secondary" className="self-start" onClick={() => setPicking(true)}>
            <Plus aria-hidden className="size-4" />
            {`Add recipe to ${meal.name || 'meal'}`}
          </Button>
        ))}
    </section>
  );
}

/** One day of the plan: its name, the profile it is meant for, its meals, and its totals against that profile. */
export function DayEditor({
  day,
  targets,
  editable,
  onChange,
  onRemove,
}: {
  day: DraftDay;
  targets: DayTargets | null;
  editable: boolean;
  onChange: (day: DraftDay) => void;
  onRemove: () => void;
}) {
  const held = heldDay(day, targets);
  const nextMealName =
    DEFAULT_MEAL_NAMES.find((name) => !day.meals.some((meal) => meal.name === name)) ?? 'Meal';
  return (
    <Card aria-label={day.name || 'Day'} role="region">
      <CardContent className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Day name" className="min-w-48 flex-1">
            <TextInput
              value={day.name}
              disabled={!editable}
              onChange={(event) => onChange({ ...day, name: event.target.value })}
            />
          </Field>
          <Field label="Meant for" className="w-44">
            <Select
              value={day.meant_for}
              disabled={!editable}
              options={kindOptions}
              onChange={(event) => onChange({ ...day, meant_for: event.target.value as MealPlanDayKind })}
            />
          </Field>
          {editable && (
            <Button variant="ghost" size="icon" aria-label={`Remove day ${day.name}`} onClick={onRemove}>
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
        <DayTotals dayName={day.name} totals={held.totals} target={held.target} reasons={held.reasons} />
        {day.meals.map((meal) => (
          <MealEditor
            key={meal.key}
            meal={meal}
            editable={editable}
            onChange={(next) =>
              onChange({ ...day, meals: day.meals.map((other) => (other.key === meal.key ? next : other)) })
            }
            onRemove={() => onChange({ ...day, meals: day.meals.filter((other) => other.key !== meal.key) })}
          />
        ))}
        {editable && (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() =>
              onChange({ ...day, meals: [...day.meals, { key: draftKey(), name: nextMealName, items: [] }] })
            }
          >
            <Plus aria-hidden className="size-4" />
            Add meal
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
