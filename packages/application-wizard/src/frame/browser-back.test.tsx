import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { leavingStep, onGuardEntry, useBrowserBackGuard, useWizardNavigate } from './browser-back';

/** A step with unsaved edits, as the frame guards it, under the shell's kind of router. */
function Step({ title = 'Contact Details' }: { title?: string }) {
  const [dirty, setDirty] = useState(true);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const navigate = useWizardNavigate();
  useBrowserBackGuard(dirty, (leave) => setPending(() => leave));
  return (
    <>
      <h1>{title}</h1>
      {pending && (
        <div role="alertdialog" aria-label="Unsaved Changes">
          <button onClick={() => setPending(null)}>Stay</button>
          <button onClick={() => pending()}>Leave</button>
        </div>
      )}
      <button onClick={() => setDirty(false)}>Saved</button>
      <button onClick={() => navigate('/application/fatca')}>Next step</button>
      <button onClick={() => navigate('/application/next-dirty')}>Next dirty step</button>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', '/applications');
  window.history.pushState(null, '', path);
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/applications" element={<h1>Applications</h1>} />
        <Route path="/application/contact-details" element={<Step />} />
        <Route path="/application/fatca" element={<h1>FATCA</h1>} />
        <Route path="/application/both-dirty" element={<Step />} />
        <Route path="/application/next-dirty" element={<Step title="Next Step" />} />
      </Routes>
    </BrowserRouter>,
  );
}

/** The browser's Back, and the popstate it fires once the traversal is done. */
async function browserBack() {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

it('asks on the browser Back while edits are unsaved; Stay keeps the step and its guard', async () => {
  renderAt('/application/contact-details');
  await screen.findByRole('heading', { name: 'Contact Details' });
  expect(onGuardEntry()).toBe(true);

  await browserBack();
  expect(await screen.findByRole('alertdialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/application/contact-details');
  expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeInTheDocument();
  expect(onGuardEntry()).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  // Asked again on the next Back: the guard entry is back in place.
  await browserBack();
  expect(await screen.findByRole('alertdialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
});

it('Leave goes back to the page before the step', async () => {
  renderAt('/application/contact-details');
  await screen.findByRole('heading', { name: 'Contact Details' });
  await browserBack();
  await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/applications');
});

it("the wizard's own move from the guard entry replaces it: one Back returns to the step", async () => {
  renderAt('/application/contact-details');
  await screen.findByRole('heading', { name: 'Contact Details' });
  const entries = window.history.length;
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
  expect(await screen.findByRole('heading', { name: 'FATCA' })).toBeInTheDocument();
  expect(window.history.length).toBe(entries);

  await browserBack();
  expect(await screen.findByRole('heading', { name: 'Contact Details' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('asks nothing when there is nothing unsaved', async () => {
  window.history.replaceState(null, '', '/applications');
  window.history.pushState(null, '', '/application/contact-details');
  function Clean() {
    useBrowserBackGuard(false, () => {
      throw new Error('asked');
    });
    return <h1>Clean</h1>;
  }
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/applications" element={<h1>Applications</h1>} />
        <Route path="/application/contact-details" element={<Clean />} />
      </Routes>
    </BrowserRouter>,
  );
  await screen.findByRole('heading', { name: 'Clean' });
  expect(onGuardEntry()).toBe(false);
  await browserBack();
  expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
});

it('a step that holds edits from its first render is guarded at its own address', async () => {
  renderAt('/application/both-dirty');
  await screen.findByRole('heading', { name: 'Contact Details' });
  // Edits on both steps: the unsaved flag stays set across the move.
  await userEvent.click(screen.getByRole('button', { name: 'Next dirty step' }));
  await screen.findByRole('heading', { name: 'Next Step' });
  expect(onGuardEntry()).toBe(true);
  await browserBack();
  expect(await screen.findByRole('alertdialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/application/next-dirty');
  expect(screen.getByRole('heading', { name: 'Next Step' })).toBeInTheDocument();
});

it('a guard armed before a move away stands down, though its step is still on screen', async () => {
  renderAt('/application/contact-details');
  await screen.findByRole('heading', { name: 'Contact Details' });
  // As while the next step's code loads: the address has moved on, the old step is still mounted.
  leavingStep();
  await browserBack();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(onGuardEntry()).toBe(false);
});
