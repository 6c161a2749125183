import { mountStandalone } from '@aif/ui-kit/remote';
import App from './App';

// Only used when the remote runs on its own (pnpm dev); inside the portal the shell mounts ./App.
mountStandalone('mf_entity_wizard', App);
