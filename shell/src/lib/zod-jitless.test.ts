import './zod-jitless';
import { config, z } from 'zod';

describe('zod-jitless', () => {
  it('is the setting zod itself reads', () => {
    expect(config().jitless).toBe(true);
  });

  it('leaves parsing as it was', () => {
    const schema = z.object({ phone: z.string().regex(/^\d{10}$/) });
    expect(schema.safeParse({ phone: '9000000001' }).success).toBe(true);
    expect(schema.safeParse({ phone: '12' }).success).toBe(false);
  });
});
