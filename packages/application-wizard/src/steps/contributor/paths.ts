/** Where a joint holder is added (mf-onboarding reads `{ applicationId }` from the navigation state). */
export const ADD_JOINT_HOLDER_PATH = '/onboarding/enter-pan-number';
