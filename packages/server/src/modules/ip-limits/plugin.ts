import fp from 'fastify-plugin';
import { IpLimitService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    ipLimits: IpLimitService;
  }
}

/** The per-address limit on OTP requests (OTP_IP_LIMIT per OTP_IP_WINDOW_MINUTES), kept in the database. */
export default fp(
  async (app) => {
    app.decorate(
      'ipLimits',
      new IpLimitService({ db: app.db, clock: app.clock, limit: app.config.otpIpLimit, log: app.log }),
    );
  },
  { name: 'ip-limits', dependencies: ['core'] },
);
