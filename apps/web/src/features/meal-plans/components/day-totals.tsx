import {
  mealPlanMessages,
  offTargetReasonLabels,
  type DayTarget,
  type NutrientTotals,
  type OffTargetReason,
} from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';

const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** A day's totals, beside the target it is held to and an 'Off target' badge naming why. */
export function DayTotals({
  dayName,
  totals,
  target,
  reasons,
}: {
  dayName: string;
  totals: NutrientTotals;
  target: DayTarget | null;
  reasons: OffTargetReason[];
}) {
  const rows: [string, number | null, number | null, string][] = [
    ['Calories', totals.calories, target?.calories ?? null, 'kcal'],
    ['Protein', totals.protein, target?.protein ?? null, 'g'],
    ['Carbs', totals.carbs, target?.carbs ?? null, 'g'],
    ['Fat', totals.fat, target?.fat ?? null, 'g'],
    ['Fibre', totals.fibre, target?.fibre ?? null, 'g'],
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {target === null ? (
          <Badge tone="gray">{mealPlanMessages.noTargets}</Badge>
        ) : reasons.length > 0 ? (
          <Badge tone="red" title={reasons.map((reason) => offTargetReasonLabels[reason]).join('; ')}>
            {mealPlanMessages.offTarget}
          </Badge>
        ) : (
          <Badge tone="green">{mealPlanMessages.onTarget}</Badge>
        )}
        {reasons.map((reason) => (
          <span key={reason} className="text-xs text-red-700 dark:text-red-300">
            {offTargetReasonLabels[reason]}
          </span>
        ))}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{`Totals of ${dayName}`}</caption>
        <thead>
          <tr className="text-left text-slate-500">
            <th scope="col">Nutrient</th>
            <th scope="col">Total</th>
            <th scope="col">Target</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, total, goal, unit]) => (
            <tr key={label}>
              <th scope="row" className="font-medium">
                {label}
              </th>
              <td>{total === null ? '-' : `${amount(total)} ${unit}`}</td>
              <td>{goal === null ? '-' : `${amount(goal)} ${unit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
