export * from './roles';
export * from './routes';
export * from './api/auth';
