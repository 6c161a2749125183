import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { loadable } from './loadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

it('shows the fallback, then the component with its props, without a Suspense boundary', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Greeting }));
  const Loaded = loadable(load, <p>Loading</p>);
  render(<Loaded name="Asha" />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('renders at once, with no fallback, once preload has brought the chunk', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Greeting }));
  const Loaded = loadable(load, <p>Loading</p>);
  const preloaded = Loaded.preload();
  expect(Loaded.preload()).toBe(preloaded);
  await preloaded;
  render(<Loaded name="Ravi" />);
  expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a failed preload, so rendering asks again', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Greeting }>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce({ default: Greeting });
  const Loaded = loadable(load, <p>Loading</p>);
  await expect(Loaded.preload()).rejects.toThrow('chunk failed');
  render(<Loaded name="Meera" />);
  expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('throws a failed download to the nearest error boundary, as React.lazy does', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Loaded = loadable<{ name: string }>(
    () => Promise.reject(new Error('Loading chunk 42 failed')),
    <p>Loading</p>,
  );
  render(
    <Boundary>
      <Loaded name="Asha" />
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed');
  jest.restoreAllMocks();
});
