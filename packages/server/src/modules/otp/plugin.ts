import fp from 'fastify-plugin';
import { OtpService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpService;
  }
}

/** Mobile OTPs with their limits, shared by sign-in and the onboarding contact check. */
export default fp(
  async (app) => {
    app.decorate('otp', new OtpService({ db: app.db, clock: app.clock, keys: app.keys, log: app.log }));
  },
  { name: 'otp', dependencies: ['core', 'keys'] },
);
