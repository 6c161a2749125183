import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import MockAdapter from 'axios-mock-adapter';
import type { SessionUser } from '@aif/contracts';
import { getMe, getRemoteManifest, logout, sendLoginOtp, verifyLoginOtp } from './auth';
import { api } from './client';
import { resetPublicKeyCache } from './seal';
import { getInvestorToken, getStaffToken, setInvestorToken, setStaffToken } from './tokenStore';

Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { TextEncoder });

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function openBody(body: string | undefined): unknown {
  const { payload } = JSON.parse(body ?? '{}') as { payload: string };
  const env = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    k: string;
    iv: string;
    c: string;
  };
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(env.k, 'base64'),
  );
  const c = Buffer.from(env.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(env.iv, 'base64'));
  decipher.setAuthTag(c.subarray(c.length - 16));
  return JSON.parse(
    Buffer.concat([decipher.update(c.subarray(0, c.length - 16)), decipher.final()]).toString('utf8'),
  );
}

const user = (role: SessionUser['role']): SessionUser => ({
  id: 'u1',
  name: 'Asha Rao',
  role,
  phone: '9000000001',
  countryCode: '+91',
  email: null,
  flags: {},
});

const mock = new MockAdapter(api);

beforeEach(() => {
  mock.reset();
  resetPublicKeyCache();
  localStorage.clear();
  mock.onGet('/users/login/public-key').reply(200, { publicKey, algorithm: 'RSA-OAEP-256+A256GCM' });
});

it('sendLoginOtp posts the sealed credentials as { payload }', async () => {
  mock.onPost('/users/login/send-otp').reply((config) => {
    expect(Object.keys(JSON.parse(config.data as string))).toEqual(['payload']);
    expect(openBody(config.data as string)).toEqual({ phone: '9000000001', countryCode: '+91' });
    return [200, { message: 'OTP sent', verificationToken: 'vt-1', resendAfterSeconds: 60 }];
  });
  await expect(sendLoginOtp({ phone: '9000000001', countryCode: '+91' })).resolves.toEqual({
    message: 'OTP sent',
    verificationToken: 'vt-1',
    resendAfterSeconds: 60,
  });
});

it('verifyLoginOtp seals the OTP and stores a staff token', async () => {
  setInvestorToken('old-investor');
  mock.onPost('/users/login/verify-otp').reply((config) => {
    expect(openBody(config.data as string)).toEqual({
      phone: '9000000001',
      countryCode: '+91',
      otp: '123456',
      verificationToken: 'vt-1',
    });
    return [200, { token: 'staff-token', user: user('amcadmin') }];
  });
  const result = await verifyLoginOtp({
    phone: '9000000001',
    countryCode: '+91',
    otp: '123456',
    verificationToken: 'vt-1',
  });
  expect(result.user.role).toBe('amcadmin');
  expect(getStaffToken()).toBe('staff-token');
  expect(getInvestorToken()).toBeNull();
});

it('verifyLoginOtp stores an investor token for an investor', async () => {
  setStaffToken('old-staff');
  mock.onPost('/users/login/verify-otp').reply(200, { token: 'inv-token', user: user('investor') });
  await verifyLoginOtp({ phone: '9000000001', countryCode: '+91', otp: '123456', verificationToken: 'vt-1' });
  expect(getInvestorToken()).toBe('inv-token');
  expect(getStaffToken()).toBeNull();
});

it('a wrong OTP rejects with the server message and keeps no token', async () => {
  mock.onPost('/users/login/verify-otp').reply(400, { message: 'Invalid OTP' });
  await expect(
    verifyLoginOtp({ phone: '9000000001', countryCode: '+91', otp: '000000', verificationToken: 'vt-1' }),
  ).rejects.toMatchObject({
    message: 'Invalid OTP',
  });
  expect(getStaffToken()).toBeNull();
});

it('logout revokes the token on the server and clears it locally', async () => {
  setStaffToken('staff-token');
  mock.onPost('/users/users/logout').reply((config) => {
    expect(config.headers?.Authorization).toBe('Bearer staff-token');
    return [200, { message: 'Logged out' }];
  });
  await logout();
  expect(getStaffToken()).toBeNull();
});

it('logout clears the local tokens even when the server is unreachable', async () => {
  setStaffToken('staff-token');
  mock.onPost('/users/users/logout').networkError();
  await expect(logout()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  expect(getStaffToken()).toBeNull();
});

it('getMe returns the signed-in user', async () => {
  setInvestorToken('inv-token');
  mock.onGet('/users/users/me').reply(200, user('investor'));
  await expect(getMe()).resolves.toEqual(user('investor'));
});

it('getRemoteManifest returns the remotes', async () => {
  const manifest = { remotes: [{ name: 'mf_onboarding', entry: '/remotes/mf-onboarding/remoteEntry.js' }] };
  mock.onGet('/config/remotes').reply(200, manifest);
  await expect(getRemoteManifest()).resolves.toEqual(manifest);
});
