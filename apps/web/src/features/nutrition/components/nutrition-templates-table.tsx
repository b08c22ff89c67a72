import type { NutritionProfile, NutritionTemplate } from '@coachboard/contract';
import { nutritionMessages } from '@coachboard/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';

const profileText = (profile: NutritionProfile | null) =>
  profile
    ? // no-break spaces keep each amount with its letter and unit ('C 380 g' never split over two lines)
      [
        `${profile.calories}\u00a0kcal`,
        `P\u00a0${profile.protein}\u00a0g`,
        `C\u00a0${profile.carbs}\u00a0g`,
        `F\u00a0${profile.fat}\u00a0g`,
      ].join(' · ')
    : '-';

function Targets({ template }: { template: NutritionTemplate }) {
  if (template.mode === 'every_day')
    return <span>{`${nutritionMessages.profileTitles.every_day}: ${profileText(template.every_day)}`}</span>;
  return (
    <span className="flex flex-col">
      <span>{`${nutritionMessages.profileTitles.training_day}: ${profileText(template.training_day)}`}</span>
      <span>{`${nutritionMessages.profileTitles.rest_day}: ${profileText(template.rest_day)}`}</span>
    </span>
  );
}

export interface TemplateActions {
  onEdit?: ((template: NutritionTemplate) => void) | undefined;
  onDelete?: ((template: NutritionTemplate) => void) | undefined;
}

function Actions({ template, onEdit, onDelete }: TemplateActions & { template: NutritionTemplate }) {
  return (
    <div className="flex justify-end gap-1">
      {onEdit && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${template.name}`}
          onClick={() => onEdit(template)}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${template.name}`}
          onClick={() => onDelete(template)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </div>
  );
}

/** The target templates: name, description, targets, and Edit and Delete for the roles that may. */
export function NutritionTemplatesTable({
  templates,
  ...actions
}: TemplateActions & { templates: NutritionTemplate[] }) {
  const columns: ListColumn<NutritionTemplate>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (template) => <span className="font-semibold text-ink dark:text-white">{template.name}</span>,
    },
    { id: 'targets', header: 'Targets', cell: (template) => <Targets template={template} /> },
    {
      id: 'description',
      header: 'Description',
      cell: (template) => (
        <span className="text-slate-600 dark:text-slate-300">{template.description ?? '-'}</span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (template) => <Actions template={template} {...actions} />,
    },
  ];
  return (
    <ResponsiveList
      items={templates}
      columns={columns}
      getKey={(template) => template.id}
      caption="Nutrition templates"
      renderCard={(template) => (
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-semibold text-ink dark:text-white">{template.name}</span>
          <Targets template={template} />
          <Actions template={template} {...actions} />
        </div>
      )}
    />
  );
}
