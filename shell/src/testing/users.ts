// One test user for the shell and every remote (`@aif/ui-kit/testing`).
export { makeUser } from '@aif/ui-kit/testing';
