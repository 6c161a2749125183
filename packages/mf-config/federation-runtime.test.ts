// One federation runtime per page: the shell hands its runtime core to the remotes, whose production builds
// leave theirs out. A remote built that way needs the shell's global, so both halves are checked together.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createConfig } from './index.cjs';

const root = path.resolve(__dirname, '../..');
const load = createRequire(__filename);

interface FederationOptions {
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

/** The options the app's ModuleFederationPlugin is built with, for a production or a development build. */
function federationOptions(app: string, mode: 'production' | 'development'): FederationOptions {
  const configOf = load(path.join(root, app, 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => { plugins: object[] };
  const plugin = configOf({}, { mode }).plugins.find(
    (p) => p.constructor.name === 'ModuleFederationPlugin',
  ) as { _options: FederationOptions } | undefined;
  if (!plugin) throw new Error(`${app}: no ModuleFederationPlugin`);
  return plugin._options;
}

describe('the federation runtime', () => {
  it('is provided by the shell, in production and in development, from its ES module build', () => {
    for (const mode of ['production', 'development'] as const) {
      const options = federationOptions('shell', mode);
      expect(options.experiments?.externalRuntime).toBeUndefined();
      // The option would add the CommonJS build, a second copy of the runtime core in main.js.
      expect(options.experiments?.provideExternalRuntime).toBeUndefined();
      expect(options.runtimePlugins).toHaveLength(1);
      const file = options.runtimePlugins![0]!;
      expect(file).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/^import \* as \w+ from "@module-federation\/runtime-tools\/runtime-core"/m);
      expect(source).toContain('_FEDERATION_RUNTIME_CORE');
    }
  });

  it.each(['mf-individual-wizard', 'mf-lists-dashboard', 'mf-reports'])(
    "is the shell's in %s's production build, its own in development (standalone)",
    (app) => {
      expect(federationOptions(app, 'production').experiments?.externalRuntime).toBe(true);
      expect(federationOptions(app, 'development').experiments?.externalRuntime).toBeUndefined();
      expect(federationOptions(app, 'production').runtimePlugins).toBeUndefined();
    },
  );

  it('createConfig gives every remote the same rule', () => {
    const remote = createConfig({
      name: 'mf_probe',
      dir: path.join(root, 'mf-onboarding'),
      port: 1,
      exposes: { './App': './src/App.tsx' },
    });
    const plugin = remote({}, { mode: 'production' }).plugins.find(
      (p: object) => p.constructor.name === 'ModuleFederationPlugin',
    ) as { _options: FederationOptions };
    expect(plugin._options.experiments?.externalRuntime).toBe(true);
  });
});
