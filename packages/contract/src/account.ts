/** 'My account': name, password, sessions (issue 24). */
export const ACCOUNT_PATH = '/admin/account';
