/** A file as a picker hands it over; `size` is reported without allocating that many bytes. */
export const createImageFile = (name = 'photo.png', type = 'image/png', size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A multipart body with one `file` field (and any extra text fields), as an upload form sends it. */
export const createMultipartForm = (
  file: Blob = new Blob(['x'], { type: 'image/png' }),
  fileName = 'a.png',
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  form.append('file', file, fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
