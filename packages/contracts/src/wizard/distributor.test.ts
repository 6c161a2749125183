import {
  distributorStepDefaults,
  distributorStepSchema,
  onDistributorChange,
  planResetNeeded,
} from './distributor';
import { WIZARD_MESSAGES } from './messages';
import { errorsOf } from './test-helpers';

describe('distributorStepSchema', () => {
  it.each([
    [{ loginType: null }, { loginType: WIZARD_MESSAGES.loginTypeRequired }],
    [{ loginType: 'distributor', distributorId: '' }, { distributorId: WIZARD_MESSAGES.distributorRequired }],
    [{ loginType: 'distributor', distributorId: 'd1' }, {}],
    [{ loginType: 'rm' }, {}],
  ])('rm %j -> %j', (data, errors) => {
    expect(errorsOf(distributorStepSchema({ role: 'rm' }).safeParse(data))).toEqual(errors);
  });

  it('other roles have nothing to choose', () => {
    expect(distributorStepSchema({ role: 'distributor' }).safeParse({}).success).toBe(true);
  });

  it('login type rm clears distributor and sub-distributor; no distributor clears the sub-distributor', () => {
    const s = distributorStepSchema({ role: 'rm' });
    expect(s.parse({ loginType: 'rm', distributorId: 'd1', subdistributorId: 's1' })).toEqual({
      loginType: 'rm',
      distributorId: null,
      subdistributorId: null,
    });
    expect(
      distributorStepSchema({ role: 'amcadmin' }).parse({ distributorId: '', subdistributorId: 's1' }),
    ).toEqual({
      loginType: null,
      distributorId: null,
      subdistributorId: null,
    });
  });
});

describe('distributor helpers', () => {
  it('changing the distributor clears the sub-distributor', () => {
    expect(onDistributorChange({ distributorId: 'd1', subdistributorId: 's1' }, 'd2')).toEqual({
      distributorId: 'd2',
      subdistributorId: null,
    });
    const same = { distributorId: 'd1', subdistributorId: 's1' };
    expect(onDistributorChange(same, 'd1')).toBe(same);
  });
  it.each([
    [null, ['p1'], false],
    ['p1', ['p1', 'p2'], false],
    ['p3', ['p1'], true],
    ['p3', null, false],
  ] as const)('plan %s among %j -> reset %s', (plan, plans, reset) => {
    expect(planResetNeeded(plan, plans)).toBe(reset);
  });
  it('defaults from the application', () => {
    expect(
      distributorStepDefaults({ loginType: 'distributor', distributor_id: 'd1', subdistributorId: null }),
    ).toEqual({
      loginType: 'distributor',
      distributorId: 'd1',
      subdistributorId: '',
    });
  });
});
