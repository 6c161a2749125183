// Imported first by App.tsx, so it runs before the rest of this area's code is evaluated: a cold load at a
// step's address asks for the application, the master lists and the step's form meanwhile.
import { readWizardEarly } from '@aif/application-wizard/early-read';
import { ENTITY_WIZARD } from './lib/wizard-config';

readWizardEarly(ENTITY_WIZARD);
