import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { communityMessages, postAttentionValues, postTypes, type PostType } from '@coachboard/contract';
import { ATTENTION_PARAM, readAttention } from '@/lib/attention';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { usePostTypeCounts } from '../api/get-post-type-counts';
import { getPostsQueryOptions } from '../api/get-posts';
import { searchPostsQueryOptions } from '../api/search-posts';

const FILTERS = ['type', ATTENTION_PARAM] as const;
const isPostType = (value: string | undefined): value is PostType =>
  (postTypes as readonly string[]).includes(value ?? '');

/**
 * The community list's page and type filter, kept in the URL (`?type=support&page=2`); a type change goes back
 * to page 1 and a page past the end moves to the last one. The type filter reads `GET /posts/search`. A dashboard
 * card's filter (`?attention=unanswered_support`) stays on while the tabs change: a tab then narrows the card's
 * posts, and the tabs count them (`counts`). Clearing it keeps the tab and brings back the counts of every post.
 */
export function usePostList() {
  const { page, filters, setPage, setFilter, setFilters } = useListSearchParams(FILTERS);
  const attention = readAttention(postAttentionValues, filters.attention);
  const type = isPostType(filters.type) ? filters.type : undefined;
  const listQuery = useQuery({ ...getPostsQueryOptions({ page, attention }), enabled: !type });
  const searchQuery = useQuery({
    ...searchPostsQueryOptions({ type: type ?? 'general', page, attention }),
    enabled: !!type,
  });
  const counts = usePostTypeCounts(attention);
  const query = type ? searchQuery : listQuery;
  const result = query.data;
  const posts = result?.data ?? [];

  const lastPage = result?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);

  const loadError = query.isError ? communityMessages.fetchPostsFailed : null;
  const setType = (next: PostType | undefined) => setFilters({ type: next });
  const clearAttention = () => setFilter(ATTENTION_PARAM, undefined);
  const hasFilters = type !== undefined || attention !== undefined;
  /** After deleting a post: the last row of a page past the first steps back a page. */
  const onPostDeleted = () => {
    if (posts.length === 1 && page > 1) setPage(page - 1);
  };
  return {
    page,
    type,
    setType,
    attention,
    clearAttention,
    hasFilters,
    counts,
    setPage,
    query,
    result,
    posts,
    loadError,
    onPostDeleted,
  };
}
