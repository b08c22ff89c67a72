import {
  NUTRITION_TEMPLATES_PAGE_SIZE,
  nutritionTemplateMessages,
  type NutritionTemplate,
} from '@coachboard/contract';
import { Salad } from 'lucide-react';
import { MoveToTrashDialog } from '@/components/feedback/move-to-trash-dialog';
import { LibraryListPage } from '@/components/ui/library-list-page';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { useListDialog } from '@/lib/use-list-dialog';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteNutritionTemplate } from '../api/delete-nutrition-template';
import { getNutritionTemplatesQueryOptions } from '../api/get-nutrition-templates';
import { nutritionTemplateKeys } from '../api/nutrition-template-query-keys';
import { useCreateNutritionTemplate, useUpdateNutritionTemplate } from '../api/save-nutrition-template';
import { NutritionTemplateFormModal } from '../components/nutrition-template-form-modal';
import { NutritionTemplatesTable } from '../components/nutrition-templates-table';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; template: NutritionTemplate };

/** The 'Nutrition templates' library: targets a coach copies onto users ('Cut', 'Maintain', 'Lean gain'). */
export function Component() {
  const list = usePagedList({
    listQuery: ({ searchTerm, page }) =>
      getNutritionTemplatesQueryOptions({
        searchTerm: searchTerm || undefined,
        page,
        per_page: NUTRITION_TEMPLATES_PAGE_SIZE,
      }),
    refreshKey: nutritionTemplateKeys.all,
  });
  const { query, items: templates } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const create = useCreateNutritionTemplate();
  const update = useUpdateNutritionTemplate();
  const remove = useDeleteNutritionTemplate();

  return (
    <>
      <LibraryListPage
        list={list}
        title={nutritionTemplateMessages.title}
        create={
          can('nutrition.createTemplate')
            ? { label: nutritionTemplateMessages.create, onClick: () => setDialog({ kind: 'create' }) }
            : undefined
        }
        search={{
          placeholder: 'Search templates...',
          label: 'Search nutrition templates',
          requireTerm: true,
          clearOnlyInSearchMode: true,
        }}
        loadError={query.isError && errorMessage(query.error, 'The nutrition templates could not be loaded.')}
        loadingLabel="Loading nutrition templates..."
        empty={{
          icon: Salad,
          title: nutritionTemplateMessages.noTemplates,
          description: nutritionTemplateMessages.noTemplatesHint,
        }}
        noResults={{ title: nutritionTemplateMessages.noResults }}
        itemLabel="templates"
      >
        <NutritionTemplatesTable
          templates={templates}
          onEdit={
            can('nutrition.updateTemplate') ? (template) => setDialog({ kind: 'edit', template }) : undefined
          }
          onDelete={
            can('nutrition.deleteTemplate')
              ? (template) => setDialog({ kind: 'delete', template })
              : undefined
          }
        />
      </LibraryListPage>

      {dialog?.kind === 'create' && (
        <NutritionTemplateFormModal
          onClose={() => setDialog(null)}
          onSubmit={(input) => create.mutateAsync(input)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <NutritionTemplateFormModal
          key={dialog.template.id}
          template={dialog.template}
          onClose={() => setDialog(null)}
          onSubmit={(input) => update.mutateAsync({ id: dialog.template.id, input })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <MoveToTrashDialog
          record={{ type: 'nutrition-template', id: dialog.template.id }}
          invalidate={[nutritionTemplateKeys.all]}
          mutation={remove}
          title={nutritionTemplateMessages.deleteTitle}
          message={(days) => (
            <>
              {nutritionTemplateMessages.deleteConfirm(days)}{' '}
              <strong className="font-semibold text-ink dark:text-white">{dialog.template.name}</strong>
            </>
          )}
          errorText={(error) => `Error: ${errorMessage(error, 'The template could not be deleted.')}`}
          onClose={() => setDialog(null)}
          onDeleted={list.onItemDeleted}
        />
      )}
    </>
  );
}
