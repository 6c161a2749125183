import nodemailer from 'nodemailer';
import { loadConfig } from '../config';
import { HttpSmsGateway } from './sms/http-gateway';
import { SmtpEmail } from './email/smtp';

describe('provider configuration', () => {
  it('defaults to the sandbox', () => {
    expect(loadConfig({}).providers).toEqual({ mode: 'sandbox' });
  });

  it('needs SMTP, SMS gateway, KRA and AML settings for live providers', () => {
    expect(() => loadConfig({ PROVIDERS: 'live' })).toThrow(
      /SMTP_URL, SMTP_FROM, SMS_GATEWAY_URL, KRA_URL, AML_URL/,
    );
    expect(() =>
      loadConfig({
        PROVIDERS: 'live',
        SMTP_URL: 'smtp://h',
        SMTP_FROM: 'a@b.c',
        SMS_GATEWAY_URL: 'nope',
        KRA_URL: 'https://kra.example',
        AML_URL: 'https://aml.example',
        PUBLIC_URL: 'https://portal.example',
        ESIGN_PROVIDER: 'leegality',
      }),
    ).toThrow(/SMS_GATEWAY_URL/);
    expect(
      loadConfig({
        PROVIDERS: 'live',
        SMTP_URL: 'smtp://u:p@mail:587',
        SMTP_FROM: 'noreply@fund.example',
        SMS_GATEWAY_URL: 'https://sms.example/send',
        SMS_GATEWAY_TOKEN: 't',
        KRA_URL: 'https://kra.example/lookup',
        KRA_API_KEY: 'k1',
        AML_URL: 'https://aml.example/screen',
        PUBLIC_URL: 'https://portal.example',
        ESIGN_PROVIDER: 'leegality',
      }).providers,
    ).toEqual({
      mode: 'live',
      smtp: { url: 'smtp://u:p@mail:587', from: 'noreply@fund.example' },
      sms: { url: 'https://sms.example/send', token: 't', senderId: undefined },
      kra: { url: 'https://kra.example/lookup', apiKey: 'k1' },
      aml: { url: 'https://aml.example/screen', apiKey: undefined },
    });
  });

  it('refuses an unknown PROVIDERS value', () => {
    expect(() => loadConfig({ PROVIDERS: 'maybe' })).toThrow(/PROVIDERS/);
  });
});

describe('HTTP SMS gateway', () => {
  it('posts JSON with the bearer token and sender id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const sms = new HttpSmsGateway(
      { url: 'https://sms.example/send', token: 'tok', senderId: 'AIFPRT' },
      fakeFetch,
    );
    await sms.send({ to: '+919000000001', body: 'hello' });
    expect(calls[0]!.url).toBe('https://sms.example/send');
    expect(calls[0]!.init.headers).toMatchObject({
      authorization: 'Bearer tok',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      to: '+919000000001',
      message: 'hello',
      sender: 'AIFPRT',
    });
  });

  it('fails on a non-2xx answer without echoing its body', async () => {
    const fakeFetch = (async () =>
      new Response('number +919000000001 rejected', { status: 502 })) as unknown as typeof fetch;
    const sms = new HttpSmsGateway({ url: 'https://sms.example/send' }, fakeFetch);
    await expect(sms.send({ to: '+919000000001', body: 'x' })).rejects.toThrow('SMS gateway answered 502');
  });
});

describe('SMTP e-mail', () => {
  it('sends through the transport with the configured sender', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const spy = jest.spyOn(transport, 'sendMail');
    const email = new SmtpEmail({ url: 'smtp://mail.example', from: 'noreply@fund.example' }, transport);
    await email.send({ to: 'investor@example.com', subject: 'Hi', body: 'Text' });
    expect(spy).toHaveBeenCalledWith({
      from: 'noreply@fund.example',
      to: 'investor@example.com',
      subject: 'Hi',
      text: 'Text',
    });
  });

  it('checks its configuration', () => {
    expect(() => new SmtpEmail({ url: 'http://mail', from: 'a@b.c' })).toThrow(/smtp/);
    expect(() => new SmtpEmail({ url: 'smtp://mail', from: 'nobody' })).toThrow(/SMTP_FROM/);
  });
});
