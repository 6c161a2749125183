/**
 * The administrative areas' form pages (fund setup, user management): fields bound to react-hook-form's
 * context, the form with Cancel and Save, and the page layout with its read-only fields.
 */
export * from './fields';
export * from './layout';
export * from './SaveForm';
export * from './access-toggle';
