import { loadConfig } from './config';

describe('configuration', () => {
  it('trusts no proxy by default, and limits OTP requests to 100 per client address in 15 minutes', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.otpIpLimit).toEqual({ max: 100, windowMs: 15 * 60_000 });
    expect(loadConfig({ OTP_IP_LIMIT: '20', OTP_IP_WINDOW_MINUTES: '5' }).otpIpLimit).toEqual({
      max: 20,
      windowMs: 5 * 60_000,
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.5, 172.16.0.0/12,fd00::/8, loopback', ['10.0.0.5', '172.16.0.0/12', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['1', 'yes', '10.0.0.0/33', 'lb.internal', '10.0.0.1/8/2', 'fd00::/129'])(
    'refuses TRUST_PROXY=%s, naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('refuses an OTP limit that is not a positive whole number', () => {
    expect(() => loadConfig({ OTP_IP_LIMIT: '0' })).toThrow(/OTP_IP_LIMIT/);
    expect(() => loadConfig({ OTP_IP_WINDOW_MINUTES: 'soon' })).toThrow(/OTP_IP_WINDOW_MINUTES/);
  });
});

describe('message delivery configuration', () => {
  it('sends 25 messages at a time by default, MESSAGE_CONCURRENCY otherwise, and refuses 0', () => {
    expect(loadConfig({}).messages.concurrency).toBe(25);
    expect(loadConfig({ MESSAGE_CONCURRENCY: '8' }).messages.concurrency).toBe(8);
    expect(() => loadConfig({ MESSAGE_CONCURRENCY: '0' })).toThrow(/MESSAGE_CONCURRENCY/);
  });
});
