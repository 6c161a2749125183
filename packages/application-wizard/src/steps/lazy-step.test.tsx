import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyStep } from './lazy-step';

function Step() {
  return <p>The step form</p>;
}

it('preload asks for the chunk once, and rendering then uses that download', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Step }));
  const Form = lazyStep(load);
  const preloaded = Form.preload();
  expect(Form.preload()).toBe(preloaded);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Form />
    </Suspense>,
  );
  expect(await screen.findByText('The step form')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a failed preload, so rendering asks again', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Step }>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce({ default: Step });
  const Form = lazyStep(load);
  await expect(Form.preload()).rejects.toThrow('chunk failed');
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Form />
    </Suspense>,
  );
  expect(await screen.findByText('The step form')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
