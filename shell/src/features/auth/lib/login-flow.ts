// What the sign-in forms need only once the user acts: the schema library with the phone-number rules and
// the HTTP client. Showing /login does not wait for them (see loadLoginFlow).
export { loginMobileSchema, otpSchema } from '@aif/contracts';
export { sendLoginOtp, toUserMessage, verifyLoginOtp } from '@aif/api-client';
