import {
  NUTRITION_TEMPLATES_PAGE_SIZE,
  nutritionTemplateMessages,
  type NutritionTemplate,
} from '@coachboard/contract';
import { Plus, Salad, SearchX } from 'lucide-react';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SearchBar } from '@/components/ui/search-bar';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { useTrashRetentionDays } from '@/lib/trash-api';
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
  const { searchTerm, isSearchMode, search, leaveSearch, query, result, items: templates } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const create = useCreateNutritionTemplate();
  const update = useUpdateNutritionTemplate();
  const remove = useDeleteNutritionTemplate();
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate: [nutritionTemplateKeys.all] });

  return (
    <>
      <ListPage
        title={nutritionTemplateMessages.title}
        actions={
          <>
            <RefreshButton onClick={list.refresh} isFetching={query.isFetching} />
            {can('nutrition.createTemplate') && (
              <Button onClick={() => setDialog({ kind: 'create' })}>
                <Plus aria-hidden className="size-4" />
                {nutritionTemplateMessages.create}
              </Button>
            )}
          </>
        }
        toolbar={
          <SearchBar
            key={list.searchBoxKey}
            term={searchTerm}
            onSearch={search}
            onClear={leaveSearch}
            placeholder="Search templates..."
            label="Search nutrition templates"
            isSearching={isSearchMode && query.isFetching}
            requireTerm
            clearOnlyInSearchMode
          />
        }
        banners={
          query.isError && (
            <Alert>{errorMessage(query.error, 'The nutrition templates could not be loaded.')}</Alert>
          )
        }
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading nutrition templates..."
        isEmpty={templates.length === 0}
        empty={
          isSearchMode ? (
            <EmptyState icon={SearchX} title={nutritionTemplateMessages.noResults} />
          ) : (
            <EmptyState
              icon={Salad}
              title={nutritionTemplateMessages.noTemplates}
              description={nutritionTemplateMessages.noTemplatesHint}
            />
          )
        }
        pagination={
          result && (
            <ListPagination
              page={result}
              itemLabel="templates"
              onPageChange={list.setPage}
              disabled={query.isFetching}
            />
          )
        }
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
      </ListPage>

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
        <DeleteDialog
          id={dialog.template.id}
          mutation={remove}
          title={nutritionTemplateMessages.deleteTitle}
          message={
            <>
              {nutritionTemplateMessages.deleteConfirm(days)}{' '}
              <strong className="font-semibold text-ink dark:text-white">{dialog.template.name}</strong>
            </>
          }
          errorText={(error) => `Error: ${errorMessage(error, 'The template could not be deleted.')}`}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            movedToTrash({ record: { type: 'nutrition-template', id: dialog.template.id } });
            list.onItemDeleted();
          }}
        />
      )}
    </>
  );
}
