import type { Attachment, Author, Post, PostType } from '@coachboard/contract';
import { files, users } from '../../db/schema/index.js';

/** The columns behind the contract's `authorSchema` (users joined with their profile image). */
export const authorColumns = {
  authorId: users.id,
  authorEmail: users.email,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorImageId: files.id,
  authorImagePath: files.fullPath,
};

export interface AuthorRow {
  authorId: number;
  authorEmail: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorImageId: number | null;
  authorImagePath: string | null;
}

export const toAuthor = (row: AuthorRow): Author => ({
  id: row.authorId,
  first_name: row.authorFirstName,
  last_name: row.authorLastName,
  email: row.authorEmail,
  profile_image:
    row.authorImageId === null || row.authorImagePath === null
      ? null
      : { id: row.authorImageId, full_path: row.authorImagePath },
});

export interface PostRowWithAuthor extends AuthorRow {
  id: number;
  content: string;
  type: PostType;
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const toPost = (row: PostRowWithAuthor, attachments: Attachment[]): Post => ({
  id: row.id,
  content: row.content,
  type: row.type,
  author: toAuthor(row),
  likes_count: row.likesCount,
  comments_count: row.commentsCount,
  is_liked_by_auth_user: row.isLiked,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  attachments,
});
