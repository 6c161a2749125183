import { readFile } from 'node:fs/promises';
import { INVESTOR_REMOTES, remotesManifestSchema, type RemoteEntry } from '@aif/contracts';
import type { Session } from '../sessions/service';

/**
 * Where the shell loads each remote from. The manifest file is read on every request, so a remote
 * can be moved or re-versioned by editing one JSON file, without rebuilding or restarting anything.
 */
export class RemotesService {
  constructor(private readonly manifestPath: string) {}

  async forCaller(session: Session | null): Promise<RemoteEntry[]> {
    if (!session) return [];
    const manifest = remotesManifestSchema.parse(JSON.parse(await readFile(this.manifestPath, 'utf8')));
    // Investors never download staff areas.
    if (session.kind === 'investor') return manifest.remotes.filter((r) => INVESTOR_REMOTES.includes(r.name));
    return manifest.remotes;
  }
}
