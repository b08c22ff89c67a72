// What other modules and the app may use of the community module; everything else in this folder is private to it.
export { commentRecord } from './comment-record.js';
export { communityModule } from './community-module.js';
export { postRecord } from './post-record.js';
export { unansweredSupportPosts } from './unanswered-posts-repository.js';
export { postSearchSource } from './post-search-source.js';
export { reportPost } from './post-reports-repository.js';
