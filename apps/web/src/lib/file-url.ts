/** Turns a stored file path ('uploads/x.jpg', '/uploads/x.jpg' or an absolute URL) into an address to load. */
export const fileUrl = (path: string | null | undefined) => {
  if (!path) return null;
  if (
    /^(https?:)?\/\//.test(path) ||
    path.startsWith('/') ||
    path.startsWith('blob:') ||
    path.startsWith('data:')
  ) {
    return path;
  }
  return `/${path}`;
};
