import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { FileUpload } from './FileUpload';
import type { FileUploadProps } from './FileUpload.types';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

// The browser's dialog would filter by `accept`; these tests hand over any file, as a drop would.
const setup = () => userEvent.setup({ applyAccept: false });

function renderUpload(props: Partial<FileUploadProps> = {}) {
  const onUpload = jest.fn<Promise<void>, [File]>(() => Promise.resolve());
  renderWithTheme(<FileUpload label="PAN Card" onUpload={onUpload} {...props} />);
  return {
    onUpload,
    input: screen.getByLabelText<HTMLInputElement>(/PAN Card/, { selector: 'input[type="file"]' }),
  };
}

it('offers an Upload button and describes the rule', () => {
  renderUpload();
  expect(screen.getByRole('button', { name: 'Upload PAN Card' })).toBeEnabled();
  expect(screen.getByText('pdf, png, jpg, jpeg up to 2MB')).toBeInTheDocument();
});

it('refuses a wrong file type before uploading', async () => {
  const user = setup();
  const { onUpload, input } = renderUpload();
  await user.upload(
    input,
    file('statement.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  );
  expect(onUpload).not.toHaveBeenCalled();
  expect(screen.getByText('Invalid file type')).toBeInTheDocument();
});

it('refuses a file whose MIME type does not match its extension', async () => {
  const user = setup();
  const { onUpload, input } = renderUpload();
  await user.upload(input, file('renamed.pdf', 'application/x-msdownload'));
  expect(onUpload).not.toHaveBeenCalled();
  expect(screen.getByText('Invalid file type')).toBeInTheDocument();
});

it('refuses a file above the size limit', async () => {
  const user = setup();
  const { onUpload, input } = renderUpload();
  await user.upload(input, file('pan.pdf', 'application/pdf', 2 * MB + 1));
  expect(onUpload).not.toHaveBeenCalled();
  expect(screen.getByText('Max file size is 2MB')).toBeInTheDocument();
});

it('accepts a good file, then shows its name with View and Remove', async () => {
  const user = setup();
  const onView = jest.fn();
  const { onUpload, input } = renderUpload({ onView });
  const good = file('pan.pdf', 'application/pdf', 2 * MB);
  await user.upload(input, good);
  expect(onUpload).toHaveBeenCalledWith(good);
  expect(await screen.findByText('pan.pdf')).toBeInTheDocument();
  expect(screen.queryByText('Invalid file type')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'View PAN Card' }));
  expect(onView).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Remove PAN Card' }));
  expect(screen.queryByText('pan.pdf')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload PAN Card' })).toBeInTheDocument();
});

it('takes types and limit from props', async () => {
  const user = setup();
  const { onUpload, input } = renderUpload({ accept: ['png', 'image/jpeg'], maxBytes: 5 * MB });
  await user.upload(input, file('scan.pdf', 'application/pdf'));
  expect(screen.getByText('Invalid file type')).toBeInTheDocument();
  await user.upload(input, file('photo.JPG', 'image/jpeg', 4 * MB));
  expect(onUpload).toHaveBeenCalledTimes(1);
});

it('takes types and limit from the document type', async () => {
  const user = setup();
  const { onUpload, input } = renderUpload({ documentType: 'poa' });
  await user.upload(input, file('poa.png', 'image/png'));
  expect(screen.getByText('Invalid file type')).toBeInTheDocument();
  await user.upload(input, file('poa.pdf', 'application/pdf', 6 * MB));
  expect(screen.getByText('Max file size is 5MB')).toBeInTheDocument();
  await user.upload(input, file('poa.pdf', 'application/pdf', 4 * MB));
  expect(onUpload).toHaveBeenCalledTimes(1);
});

it('shows the reason when the upload fails', async () => {
  const user = setup();
  const onUpload = jest.fn(() => Promise.reject(new Error('The file is password protected')));
  const { input } = renderUpload({ onUpload });
  await user.upload(input, file('pan.pdf', 'application/pdf'));
  expect(await screen.findByText('The file is password protected')).toBeInTheDocument();
});

it('shows a controlled file name, read-only without upload or remove', () => {
  renderUpload({ fileName: 'signature.png', readOnly: true, onView: jest.fn(), onRemove: jest.fn() });
  expect(screen.getByText('signature.png')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'View PAN Card' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Upload|Replace/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove PAN Card' })).not.toBeInTheDocument();
});

it('is disabled when asked', async () => {
  renderUpload({ disabled: true });
  expect(screen.getByRole('button', { name: 'Upload PAN Card' })).toBeDisabled();
  await waitFor(() =>
    expect(screen.getByLabelText(/PAN Card/, { selector: 'input[type="file"]' })).toBeDisabled(),
  );
});
