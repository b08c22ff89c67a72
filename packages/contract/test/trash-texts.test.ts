import { describe, expect, it } from 'vitest';
import {
  bulkDeleteMessages,
  communityMessages,
  exerciseMessages,
  programMessages,
  recipeMessages,
  trashMessages,
  userMessages,
} from '../src/index.js';

describe('delete texts of the trash', () => {
  it('keep the specification questions but say where the record goes and for how long', () => {
    expect(communityMessages.deletePostConfirm(30)).toBe(
      'Are you sure you want to delete this post? It goes to the trash and can be restored for 30 days.',
    );
    expect(communityMessages.deletePostWithCommentsConfirm(7)).toBe(
      'Are you sure you want to delete this post? It goes to the trash with all its comments and can be restored for 7 days.',
    );
    expect(communityMessages.deleteCommentConfirm(30)).toBe(
      'Are you sure you want to delete this comment? It goes to the trash and can be restored for 30 days.',
    );
    expect(programMessages.deleteConfirm(30)).toBe(
      'Are you sure you want to delete this training program? It goes to the trash with its weeks, days and assignments and can be restored for 30 days.',
    );
    expect(recipeMessages.deleteConfirm(30)).toBe(
      'Are you sure you want to delete this recipe? It goes to the trash and can be restored for 30 days.',
    );
    expect(exerciseMessages.deleteConfirm(30)).toBe(
      'Are you sure you want to delete this exercise? It goes to the trash and can be restored for 30 days.',
    );
    expect(userMessages.deleteConfirm(30)).toBe(
      'Are you sure you want to delete this user? They are signed out, stay listed as Inactive and can be restored for 30 days.',
    );
    for (const text of [programMessages.deleteConfirm(30), communityMessages.deletePostConfirm(30)]) {
      expect(text).not.toContain('cannot be undone');
    }
  });

  it('leave "cannot be undone" to Delete forever', () => {
    expect(trashMessages.deleteForeverConfirm('comment')).toBe(
      'Are you sure you want to delete this comment forever? This action cannot be undone.',
    );
  });

  it('count bulk deletes', () => {
    expect(trashMessages.manyMovedToTrash(3, 'exercise')).toBe('3 exercises moved to trash');
    expect(trashMessages.manyMovedToTrash(1, 'post')).toBe('1 post moved to trash');
    expect(bulkDeleteMessages.title(1240, 'recipe')).toBe('Delete 1,240 recipes');
    expect(bulkDeleteMessages.selectAllMatching(1240)).toBe('Select all 1,240 matching');
    expect(bulkDeleteMessages.confirm(3, 'exercise', 30)).toBe(
      'Are you sure you want to delete these 3 exercises? They go to the trash and can be restored for 30 days.',
    );
    expect(bulkDeleteMessages.confirm(1, 'program', 30)).toBe(
      'Are you sure you want to delete this program? It goes to the trash and can be restored for 30 days.',
    );
    expect(bulkDeleteMessages.confirm(2, 'user', 30)).toBe(
      'Are you sure you want to delete these 2 users? They are signed out, stay listed as Inactive and can be restored for 30 days.',
    );
  });
});
