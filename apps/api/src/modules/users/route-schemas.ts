export const USER_TAGS = ['users'];
