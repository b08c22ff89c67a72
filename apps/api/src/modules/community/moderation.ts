import { canModerate, communityMessages } from '@coachboard/contract';
import { forbidden } from '../../lib/errors.js';

export interface Viewer {
  id: number;
  role: string;
}

/** The author-or-admin rule for editing and deleting posts, comments and attachments (spec part 2 section 6). */
export const assertCanModerate = (viewer: Viewer, authorId: number) => {
  if (!canModerate(viewer, authorId)) throw forbidden(communityMessages.notAuthor);
};
