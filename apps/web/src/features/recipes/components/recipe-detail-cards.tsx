import { formatCalories, parseDirectionSteps, recipeMessages, type Recipe } from '@coachboard/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatTimestamp } from '@/lib/format';

const grams = (value: number | null) => (value === null ? '-' : `${value} g`);

export function NutritionCard({ recipe }: { recipe: Recipe }) {
  const facts = [
    { label: 'Calories', value: formatCalories(recipe.calories) },
    { label: 'Protein', value: grams(recipe.protein) },
    { label: 'Carbs', value: grams(recipe.carbs) },
    { label: 'Fat', value: grams(recipe.fat) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nutrition Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0 rounded-xl bg-slate-50 px-3 py-3 dark:bg-white/5">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {fact.label}
              </dt>
              <dd className="mt-1 text-base font-bold whitespace-nowrap text-ink sm:text-lg dark:text-white">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function IngredientsCard({ recipe }: { recipe: Recipe }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ingredients</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {recipe.ingredients.map((section, index) => (
          <section key={index} aria-label={section.section} className="flex flex-col gap-2">
            <h3 className="text-sm font-bold tracking-wide text-brand-600 uppercase dark:text-brand-300">
              {section.section}
            </h3>
            <ul className="divide-y divide-slate-100 dark:divide-white/5">
              {section.items.map((item, itemIndex) => (
                <li key={itemIndex} className="flex items-baseline justify-between gap-4 py-2 text-sm">
                  <span className="text-ink dark:text-white">{item.name}</span>
                  <span className="font-semibold whitespace-nowrap text-slate-600 dark:text-slate-300">
                    {item.amount}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}

export function DirectionsCard({ directions }: { directions: string | null }) {
  const parsed = parseDirectionSteps(directions);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cooking Directions</CardTitle>
      </CardHeader>
      <CardContent>
        {!directions ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{recipeMessages.noDirections}</p>
        ) : parsed ? (
          <div className="flex flex-col gap-3">
            {parsed.intro && (
              <p className="text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">{parsed.intro}</p>
            )}
            <ol className="flex flex-col gap-3">
              {parsed.steps.map((step, index) => (
                <li key={index} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-500 text-xs font-bold text-white dark:bg-brand-400"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-0.5 text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        ) : (
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">
            {directions}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function RecipeInfoCard({ recipe }: { recipe: Recipe }) {
  const rows = [
    { label: 'Recipe ID', value: `#${recipe.id}` },
    { label: 'Created', value: formatTimestamp(recipe.created_at) },
    { label: 'Last Updated', value: formatTimestamp(recipe.updated_at) },
    { label: 'Ingredient Sections', value: String(recipe.ingredients.length) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recipe Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-500 dark:text-slate-400">{row.label}</dt>
              <dd className="text-right font-semibold text-ink dark:text-white">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
