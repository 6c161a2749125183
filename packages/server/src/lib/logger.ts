import type { FastifyServerOptions } from 'fastify';
import { maskUrl } from './redact';

export interface LoggerSettings {
  level?: string;
  /** Where the JSON lines go (stdout by default); tests capture them. */
  stream?: { write(line: string): void };
}

/**
 * Structured JSON logs that never carry a full mobile, PAN, OTP or token: URLs are logged with query
 * values hidden and long digit runs masked, headers that carry credentials are redacted, and services
 * log mobiles through `maskTail`. Request bodies are never logged.
 */
export function loggerOptions(settings: LoggerSettings | false): FastifyServerOptions['logger'] {
  if (settings === false) return false;
  return {
    level: settings.level ?? 'info',
    ...(settings.stream ? { stream: settings.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.payload',
        '*.token',
        '*.otp',
        '*.verificationToken',
        '*.phone',
        '*.pan',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
