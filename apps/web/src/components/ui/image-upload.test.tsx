import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '@coachboard/contract';
import { ApiError } from '@/lib/api-error';
import { createImageFile } from '@/test/files';
import { ImageUpload, type ImageUploadProps } from './image-upload';

const renderUpload = (overrides: Partial<ImageUploadProps> = {}) => {
  const onUpload = vi.fn<ImageUploadProps['onUpload']>().mockResolvedValue(undefined);
  const props: ImageUploadProps = {
    imageUrl: null,
    alt: 'Program',
    onUpload,
    deleteConfirmMessage: "Are you sure you want to delete this program's image?",
    ...overrides,
  };
  render(<ImageUpload {...props} />);
  return { onUpload: props.onUpload as typeof onUpload };
};

const setup = () => userEvent.setup({ applyAccept: false });

// user-event waits on real timeouts that fake timers would freeze, so the timer tests pick files with fireEvent.
const pickFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });

afterEach(() => {
  vi.useRealTimers();
});

describe('ImageUpload', () => {
  it('refuses other types than JPG, JPEG and PNG without sending anything', async () => {
    const user = setup();
    const { onUpload } = renderUpload();
    await user.upload(screen.getByLabelText('Image file'), createImageFile('notes.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPG, JPEG, and PNG files are allowed');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses files over 20MB', async () => {
    const user = setup();
    const { onUpload } = renderUpload();
    await user.upload(
      screen.getByLabelText('Image file'),
      createImageFile('big.png', 'image/png', MAX_IMAGE_BYTES + 1),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 20MB');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly 20MB and a .jpeg name', async () => {
    const user = setup();
    const { onUpload } = renderUpload();
    const file = createImageFile('photo.jpeg', 'image/jpeg', MAX_IMAGE_BYTES);
    await user.upload(screen.getByLabelText('Image file'), file);
    expect(onUpload).toHaveBeenCalledWith(
      file,
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears an error message after 5 seconds', async () => {
    vi.useFakeTimers();
    renderUpload();
    pickFile(createImageFile('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPG, JPEG, and PNG files are allowed');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows progress while uploading and the server message when the upload fails', async () => {
    vi.useFakeTimers();
    let fail: (error: unknown) => void = () => {};
    const onUpload = vi.fn<ImageUploadProps['onUpload']>((_file, { onProgress }) => {
      onProgress(0.4);
      return new Promise((_resolve, reject) => {
        fail = reject;
      });
    });
    renderUpload({ onUpload });
    pickFile(createImageFile('photo.png', 'image/png'));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    await act(async () => fail(new ApiError('Only JPG, JPEG, and PNG files are allowed', 415)));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPG, JPEG, and PNG files are allowed');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before deleting the image and deletes on confirmation', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn().mockResolvedValue(undefined);
    renderUpload({ imageUrl: '/uploads/a.png', onDelete });
    expect(screen.getByRole('img', { name: 'Program' })).toHaveAttribute('src', '/uploads/a.png');

    await user.click(screen.getByRole('button', { name: 'Delete Image' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Image' });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this program's image?");
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers no delete button without an image', () => {
    renderUpload({ onDelete: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Delete Image' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeInTheDocument();
  });
});
