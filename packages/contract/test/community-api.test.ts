import { describe, expect, it } from 'vitest';
import {
  commentListQuerySchema,
  communityMessages,
  postListQuerySchema,
  postSearchQuerySchema,
} from '../src/index.js';

describe('community list queries', () => {
  it('pages 15 at a time by default and caps per_page', () => {
    expect(postListQuerySchema.parse({})).toEqual({ page: 1, per_page: 15 });
    expect(commentListQuerySchema.parse({ page: '3', per_page: '500' })).toEqual({ page: 3, per_page: 100 });
  });

  it('treats an empty type as every post and refuses an unknown one', () => {
    expect(postSearchQuerySchema.parse({ type: '' })).toEqual({ page: 1, per_page: 15 });
    expect(postSearchQuerySchema.parse({ type: 'challenge', page: '2' })).toEqual({
      type: 'challenge',
      page: 2,
      per_page: 15,
    });
    const result = postSearchQuerySchema.safeParse({ type: 'questions' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(communityMessages.typeInvalid);
  });
});
