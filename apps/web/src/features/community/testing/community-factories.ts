import type { Author, Comment, PostDetail } from '@coachboard/contract';

let nextId = 100;

export const createAuthor = (overrides: Partial<Author> = {}): Author => ({
  id: 7,
  first_name: 'Olivia',
  last_name: 'Bennett',
  email: 'olivia.bennett@example.com',
  profile_image: null,
  ...overrides,
});

/** A post as its detail answers it (a list's item is the same without `report_count`). */
export const createPost = (overrides: Partial<PostDetail> = {}): PostDetail => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    content: `Post number ${id}`,
    type: 'general',
    author: createAuthor(),
    likes_count: 0,
    comments_count: 0,
    is_liked_by_auth_user: false,
    created_at: '2024-03-03T17:07:00',
    updated_at: '2024-03-03T17:07:00',
    attachments: [],
    report_count: 0,
    ...overrides,
  };
};

export const createComment = (overrides: Partial<Comment> = {}): Comment => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    post_id: 1,
    content: `Comment number ${id}`,
    created_at: '2024-03-04T09:15:00',
    updated_at: '2024-03-04T09:15:00',
    author: createAuthor({ id: 8, first_name: 'Noah', last_name: 'Fischer', email: 'noah@example.com' }),
    ...overrides,
  };
};
