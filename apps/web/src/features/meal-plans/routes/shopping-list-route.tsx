import { useState } from 'react';
import { useParams } from 'react-router';
import { mealPlanMessages, shoppingListMessages, type ShoppingLine } from '@coachboard/contract';
import { Download, Printer } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadingScreen } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { routePaths } from '@/lib/route-paths';
import { useMealPlan } from '../api/get-meal-plan';
import { downloadShoppingListCsv, useShoppingList } from '../api/shopping-list';

const parseId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

const amountText = (line: ShoppingLine) =>
  line.amount === null
    ? line.sources.map((source) => source.amount).join(', ')
    : `${line.amount} ${line.unit ?? ''}`.trim();

function ShoppingListView({ planId }: { planId: number }) {
  const plan = useMealPlan(planId);
  const [factor, setFactor] = useState('1');
  const [unchecked, setUnchecked] = useState<Set<number>>(new Set());
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const days = plan.data?.days ?? [];
  const chosenDays = days.filter((day) => !unchecked.has(day.id)).map((day) => day.id);
  const factorValue = Number(factor) > 0 ? Number(factor) : 1;
  const params = {
    servings_factor: factorValue === 1 ? undefined : factorValue,
    days: unchecked.size === 0 ? undefined : chosenDays.join(',') || undefined,
  };
  const list = useShoppingList(planId, params);

  if (plan.isError)
    return (
      <ErrorState title={isNotFound(plan.error) ? mealPlanMessages.notFound : mealPlanMessages.loadFailed} />
    );
  return (
    <div className="flex flex-col gap-6">
      <div data-print="hide">
        <BackLink to={routePaths.mealPlan(planId)}>Back to the meal plan</BackLink>
      </div>
      <PageHeading
        title={list.data?.title ?? shoppingListMessages.title}
        actions={
          <div className="flex gap-2" data-print="hide">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {shoppingListMessages.print}
            </Button>
            <Button
              onClick={() => {
                setDownloadError(null);
                downloadShoppingListCsv(planId, params).catch((error: unknown) =>
                  setDownloadError(errorMessage(error, 'The CSV could not be downloaded.')),
                );
              }}
            >
              <Download aria-hidden className="size-4" />
              {shoppingListMessages.downloadCsv}
            </Button>
          </div>
        }
      />
      {downloadError && <Alert>{downloadError}</Alert>}
      <div className="flex flex-wrap items-end gap-6" data-print="hide">
        <Field label="Servings factor" className="w-40">
          <TextInput
            type="number"
            min={0.25}
            step={0.25}
            value={factor}
            onChange={(event) => setFactor(event.target.value)}
          />
        </Field>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-semibold">Days</legend>
          {days.map((day) => (
            <Checkbox
              key={day.id}
              label={day.name}
              checked={!unchecked.has(day.id)}
              onCheckedChange={(checked) => {
                const next = new Set(unchecked);
                if (checked) next.delete(day.id);
                else next.add(day.id);
                setUnchecked(next);
              }}
            />
          ))}
        </fieldset>
      </div>
      {list.isError && <Alert>{errorMessage(list.error, 'The shopping list could not be loaded.')}</Alert>}
      {list.isPending ? (
        <LoadingScreen message="Loading shopping list..." />
      ) : list.data && list.data.lines.length === 0 ? (
        <p>{shoppingListMessages.empty}</p>
      ) : (
        list.data && (
          <>
            {list.data.flagged > 0 && (
              <p className="text-sm text-amber-800 dark:text-amber-200">{`${list.data.flagged} ${list.data.flagged === 1 ? 'line is' : 'lines are'} flagged: check them by hand.`}</p>
            )}
            {/* Scrolls sideways on a phone (the sources column is long); focusable so a keyboard can scroll it. */}
            <div role="region" aria-label="Ingredients" tabIndex={0} className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{list.data.title}</caption>
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className="py-2">
                      Ingredient
                    </th>
                    <th scope="col">Amount</th>
                    <th scope="col">Note</th>
                    <th scope="col">From</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.lines.map((line) => (
                    <tr
                      key={`${line.key}-${line.unit ?? ''}-${line.unreadable}`}
                      className="border-b border-slate-100 align-top dark:border-slate-800"
                    >
                      <th scope="row" className="py-2 font-medium">
                        {line.ingredient}
                      </th>
                      <td>{amountText(line)}</td>
                      <td>
                        {line.not_added && <Badge tone="yellow">{shoppingListMessages.notAdded}</Badge>}
                        {line.unreadable && <Badge tone="yellow">{shoppingListMessages.unreadable}</Badge>}
                      </td>
                      <td className="text-slate-600 dark:text-slate-300">
                        {line.sources
                          .map((source) => `${source.recipe} (${source.amount} × ${source.times})`)
                          .join('; ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )
      )}
    </div>
  );
}

/** A meal plan's shopping list: printable, and as a CSV download. */
export function Component() {
  const id = parseId(useParams().id);
  if (id === null) return <ErrorState title={mealPlanMessages.notFound} />;
  return <ShoppingListView planId={id} />;
}
