export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, type AppConfig } from './config';
export { openDatabase, type DbHandle } from './db/client';
export { migrate } from './db/migrate';
export { seedDemoData } from './db/seed';
export { sealPayload, openPayload } from './crypto/payload';
