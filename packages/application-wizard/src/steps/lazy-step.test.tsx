import { render, screen } from '@testing-library/react';
import { FRAME_MESSAGES } from '@aif/contracts';
import { lazyStep } from './lazy-step';

function Step() {
  return <p>The step form</p>;
}

it("shows the wizard's loader until the form's chunk arrives, which preload and rendering share", async () => {
  let arrive: (exports: { default: typeof Step }) => void = () => undefined;
  const load = jest.fn(() => new Promise<{ default: typeof Step }>((resolve) => (arrive = resolve)));
  const Form = lazyStep(load);
  const preloaded = Form.preload();
  render(<Form />);
  expect(screen.getByText(FRAME_MESSAGES.loading)).toBeInTheDocument();
  arrive({ default: Step });
  await preloaded;
  expect(await screen.findByText('The step form')).toBeInTheDocument();
  expect(screen.queryByText(FRAME_MESSAGES.loading)).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
