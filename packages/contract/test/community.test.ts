import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  attachmentLimitMessage,
  authorInitials,
  authorName,
  canModerate,
  commentFormSchema,
  commentInputSchema,
  commentsLabel,
  communityMessages,
  createPostSchema,
  deletePreview,
  likesLabel,
  nextCommentsCount,
  updatePostSchema,
} from '../src/index.js';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createPostSchema', () => {
  it('trims the content and keeps the type', () => {
    expect(createPostSchema.parse({ content: '  Hello team  ', type: 'announcement' })).toEqual({
      content: 'Hello team',
      type: 'announcement',
    });
  });

  it.each([
    [{ type: 'general' }, communityMessages.contentRequired],
    [{ content: null, type: 'general' }, communityMessages.contentRequired],
    [{ content: '', type: 'general' }, communityMessages.contentRequired],
    [{ content: ' \n\t ', type: 'general' }, communityMessages.contentRequired],
    [{ content: 'x'.repeat(5001), type: 'general' }, communityMessages.contentTooLong],
    [{ content: ` ${'x'.repeat(5000)}`, type: 'general' }, communityMessages.contentTooLong],
    [{ content: 'Hi' }, communityMessages.typeRequired],
    [{ content: 'Hi', type: '' }, communityMessages.typeRequired],
    [{ content: 'Hi', type: 'question' }, communityMessages.typeInvalid],
  ])('refuses %o with the specification message', (input, message) => {
    expect(firstMessage(createPostSchema, input)).toBe(message);
  });

  it('accepts exactly 5000 characters', () => {
    expect(createPostSchema.safeParse({ content: 'x'.repeat(5000), type: 'support' }).success).toBe(true);
  });
});

describe('updatePostSchema', () => {
  it('accepts content alone and validates a type when sent', () => {
    expect(updatePostSchema.parse({ content: ' Edited ' })).toEqual({ content: 'Edited' });
    expect(firstMessage(updatePostSchema, { content: 'Edited', type: 'other' })).toBe(
      communityMessages.typeInvalid,
    );
  });
});

describe('commentInputSchema (API)', () => {
  it.each([
    [{}, communityMessages.commentRequired],
    [{ content: '' }, communityMessages.commentRequired],
    [{ content: '   ' }, communityMessages.commentEmpty],
    [{ content: 'x'.repeat(1001) }, communityMessages.commentTooLong],
    [{ content: `${'x'.repeat(999)}  ` }, communityMessages.commentTooLong],
  ])('refuses %o', (input, message) => {
    expect(firstMessage(commentInputSchema, input)).toBe(message);
  });

  it('trims the content after measuring it', () => {
    expect(commentInputSchema.parse({ content: `  ${'y'.repeat(996)}  ` }).content).toHaveLength(996);
  });
});

describe('commentFormSchema (panel)', () => {
  it('says required for empty and whitespace-only text', () => {
    expect(firstMessage(commentFormSchema, { content: '' })).toBe(communityMessages.commentRequired);
    expect(firstMessage(commentFormSchema, { content: '   ' })).toBe(communityMessages.commentRequired);
    expect(firstMessage(commentFormSchema, { content: 'z'.repeat(1001) })).toBe(
      communityMessages.commentTooLong,
    );
  });
});

describe('rules', () => {
  it('lets the author or an admin moderate', () => {
    expect(canModerate({ id: 1, role: 'admin' }, 2)).toBe(true);
    expect(canModerate({ id: 2, role: 'user' }, 2)).toBe(true);
    expect(canModerate({ id: 3, role: 'user' }, 2)).toBe(false);
    expect(canModerate(null, 2)).toBe(false);
  });

  it('labels likes and comments in singular and plural', () => {
    expect([likesLabel(0), likesLabel(1), likesLabel(7)]).toEqual(['0 likes', '1 like', '7 likes']);
    expect([commentsLabel(0), commentsLabel(1), commentsLabel(12)]).toEqual([
      '0 comments',
      '1 comment',
      '12 comments',
    ]);
  });

  it('previews the first 50 characters', () => {
    expect(deletePreview('a'.repeat(49) + 'bcdef')).toBe('a'.repeat(49) + 'b');
    expect(deletePreview('short')).toBe('short');
  });

  it('names the author or falls back to the e-mail', () => {
    expect(authorName({ first_name: 'Ana', last_name: 'Lima', email: 'a@x.io' })).toBe('Ana Lima');
    expect(authorName({ first_name: null, last_name: null, email: 'a@x.io' })).toBe('a@x.io');
    expect(authorInitials({ first_name: 'ana', last_name: 'lima', email: 'a@x.io' })).toBe('AL');
    expect(authorInitials({ first_name: null, last_name: null, email: 'zed@x.io' })).toBe('Z');
  });

  it('checks the attachment limit with the specification messages', () => {
    expect(attachmentLimitMessage(0, 5)).toBeNull();
    expect(attachmentLimitMessage(0, 6)).toBe(communityMessages.tooManyInRequest);
    expect(attachmentLimitMessage(3, 3)).toBe('Only 2 more attachments can be added.');
    expect(attachmentLimitMessage(5, 1)).toBe(communityMessages.tooManyOnPost);
    expect(attachmentLimitMessage(3, 2)).toBeNull();
  });

  it('never lets the comment count fall below 0', () => {
    expect(nextCommentsCount(0, -1)).toBe(0);
    expect(nextCommentsCount(2, 1)).toBe(3);
  });
});
