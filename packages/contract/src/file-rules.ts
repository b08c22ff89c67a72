/** Image limits, messages and the client-side check; free of zod so any screen can load them alone. */
export const MAX_IMAGE_BYTES = 20_971_520;
/** Decompression-bomb guard for uploads: images above this many pixels are refused before decoding. */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** Uploaded images are resized to fit inside this many pixels on each side. */
export const MAX_IMAGE_SIDE = 2048;
export const IMAGE_ERROR_TIMEOUT_MS = 5000;
export const imageMimeTypes = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const imageExtensions = ['jpg', 'jpeg', 'png'] as const;

export const fileMessages = {
  onlyImages: 'Only JPG, JPEG, and PNG files are allowed',
  tooLarge: 'File size must be less than 20MB',
  noFile: 'No file selected',
  uploadFailed: 'Failed to upload image',
  deleteFailed: 'Failed to delete image',
  uploadFailedStatus: (status: number) => `Upload failed with status ${status}`,
  fileNotFound: 'File not found',
  imageUploaded: 'Image uploaded successfully',
  imageDeleted: 'Image deleted successfully',
  imageTooManyPixels: 'Image dimensions are too large (at most 100 megapixels)',
} as const;

/** Client-side check before an upload; the server decides by the file's bytes. */
export const validateImageFile = (file: { name: string; type: string; size: number } | null | undefined) => {
  if (!file) return fileMessages.noFile;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (imageMimeTypes as readonly string[]).includes(file.type);
  const extensionOk = (imageExtensions as readonly string[]).includes(extension);
  if (!typeOk && !extensionOk) return fileMessages.onlyImages;
  if (file.size > MAX_IMAGE_BYTES) return fileMessages.tooLarge;
  return null;
};
