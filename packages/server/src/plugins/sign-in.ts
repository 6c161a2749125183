import fp from 'fastify-plugin';
import { SignInService } from '../modules/sign-in/service';

declare module 'fastify' {
  interface FastifyInstance {
    signIn: SignInService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'signIn',
      new SignInService({
        db: app.db,
        clock: app.clock,
        keys: app.keys,
        sessions: app.sessions,
        sms: app.sms,
        log: app.log,
      }),
    );
  },
  { name: 'sign-in', dependencies: ['core', 'keys', 'sessions', 'messaging'] },
);
