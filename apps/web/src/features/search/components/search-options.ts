import {
  paletteActions,
  type PermissionKey,
  searchGroupLabels,
  searchMessages,
  type SearchHit,
  type SearchResult,
} from '@coachboard/contract';

/** One row of the results: a record (found or recently opened) or a palette action. */
export interface SearchOption {
  /** Unique among the rows shown together; also the end of the row's element id. */
  key: string;
  title: string;
  subtitle?: string;
  path: string;
  /** The record behind the row, remembered as recently opened when the row is opened. */
  hit?: SearchHit;
}

export interface SearchOptionGroup {
  key: string;
  label: string;
  options: SearchOption[];
}

const hitOption = (hit: SearchHit, group: string): SearchOption => ({
  key: `${group}-${hit.kind}-${hit.id}`,
  title: hit.title,
  subtitle: hit.subtitle,
  path: hit.path,
  hit,
});

/** The answer's kinds that found something, in the answer's order, under their headings. */
export const resultGroups = (result: SearchResult | undefined): SearchOptionGroup[] =>
  (result?.groups ?? [])
    .filter((group) => group.hits.length > 0)
    .map((group) => ({
      key: group.kind,
      label: searchGroupLabels[group.kind],
      options: group.hits.map((hit) => hitOption(hit, 'hit')),
    }));

export const recentGroups = (records: readonly SearchHit[]): SearchOptionGroup[] =>
  records.length === 0
    ? []
    : [
        {
          key: 'recent',
          label: searchMessages.recent,
          options: records.map((hit) => hitOption(hit, 'recent')),
        },
      ];

type PaletteActionId = (typeof paletteActions)[number]['id'];

/** What a palette action leads to; a team role that may not do it is not offered the action. */
export const paletteActionRequires: Partial<Record<PaletteActionId, PermissionKey>> = {
  'create-program': 'programs.create',
  'create-exercise': 'exercises.create',
  'create-recipe': 'recipes.create',
  'create-user': 'users.create',
  'go-compliance-dropped': 'coaching.getCompliance',
  'go-check-ins': 'users.listCheckInsToReview',
  'go-no-nutrition-targets': 'nutrition.getTargets',
};

const wordsOf = (term: string) => term.toLowerCase().split(/\s+/).filter(Boolean);
const holdsEvery = (label: string, words: readonly string[]) =>
  words.every((word) => label.toLowerCase().includes(word));

/**
 * The palette's actions whose label holds every word typed ('cre pro' finds 'Create program'), among those `can`
 * allows (every one unless told), less those leading to a page `pages` offers already ('Go to Trash').
 */
export const actionGroups = (
  term: string,
  can: (operationId: PermissionKey) => boolean = () => true,
  pages: readonly PalettePage[] = [],
): SearchOptionGroup[] => {
  const words = wordsOf(term);
  const options = paletteActions
    .filter((action) => {
      const requires = paletteActionRequires[action.id];
      return !requires || can(requires);
    })
    .filter((action) => !pages.some((page) => page.to === action.path))
    .filter((action) => holdsEvery(action.label, words))
    .map((action) => ({ key: `action-${action.id}`, title: action.label, path: action.path }));
  return options.length === 0 ? [] : [{ key: 'actions', label: searchMessages.actions, options }];
};

/** A page the palette can go to: a side-menu item the user sees. */
export interface PalettePage {
  to: string;
  name: string;
}

export const goToLabel = 'Go to';

/** The side menu's pages whose 'Go to <name>' holds every word typed ('go pro' and 'prog' find Programs). */
export const pageGroups = (term: string, pages: readonly PalettePage[]): SearchOptionGroup[] => {
  const words = wordsOf(term);
  const options = pages
    .filter((page) => holdsEvery(`${goToLabel} ${page.name}`, words))
    .map((page) => ({ key: `page-${page.to}`, title: page.name, path: page.to }));
  return options.length === 0 ? [] : [{ key: 'pages', label: goToLabel, options }];
};

export const optionsOf = (groups: readonly SearchOptionGroup[]) => groups.flatMap((group) => group.options);
