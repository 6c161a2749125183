/** The portal's name as the header and the sign-in pages show it. */
export const PRODUCT_NAME = 'AIF Investor Onboarding';
