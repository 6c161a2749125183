import fp from 'fastify-plugin';
import { SignInService } from './service';

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
        otp: app.otp,
        sessions: app.sessions,
        messages: app.messages,
        log: app.log,
      }),
    );
  },
  { name: 'sign-in', dependencies: ['core', 'otp', 'sessions', 'messages'] },
);
