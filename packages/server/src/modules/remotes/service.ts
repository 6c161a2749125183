import { readFile } from 'node:fs/promises';
import { remotesFor, remotesManifestSchema, type RemoteEntry } from '@aif/contracts';
import type { Session } from '../../lib/session';

/**
 * Where the shell loads each remote from. The manifest file is read on every request, so a remote
 * can be moved or re-versioned by editing one JSON file, without rebuilding or restarting anything.
 */
export class RemotesService {
  constructor(private readonly manifestPath: string) {}

  async forCaller(session: Session | null): Promise<RemoteEntry[]> {
    const manifest = remotesManifestSchema.parse(JSON.parse(await readFile(this.manifestPath, 'utf8')));
    // Investors and anonymous visitors are never told where the staff areas live.
    const allowed = remotesFor(session?.kind ?? 'anonymous');
    return manifest.remotes.filter((r) => allowed.includes(r.name));
  }
}
