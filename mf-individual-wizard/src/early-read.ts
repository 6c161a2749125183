// Imported first by App.tsx, so it runs before the rest of this area's code is evaluated: a cold load at a
// step's address asks for the application, the master lists and the step's form meanwhile; a cold load of
// another page (pages.ts) asks for that page's chunk.
import { readWizardEarly } from '@aif/application-wizard/early-read';
import { INDIVIDUAL_WIZARD } from './lib/wizard-config';
import { PAGE_IMPORTS, addressedPage } from './pages';

readWizardEarly(INDIVIDUAL_WIZARD);
const page = addressedPage(window.location.pathname);
// A failure here is the page's own to show: its lazy import asks again and the shell's boundary reports it.
if (page) void PAGE_IMPORTS[page]().catch(() => undefined);
