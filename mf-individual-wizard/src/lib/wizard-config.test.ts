import { ROUTE_TABLE } from '@aif/contracts';
import { INDIVIDUAL_CONFIG } from '@aif/application-wizard/testing';
import { INDIVIDUAL_WIZARD } from './wizard-config';

describe('the individual wizard configuration', () => {
  it("is the one the package's suites run with", () => {
    expect(INDIVIDUAL_WIZARD).toEqual(INDIVIDUAL_CONFIG);
  });

  it("routes only to pages this remote owns, apart from the preparers' list", () => {
    const { listPath, ...owned } = INDIVIDUAL_WIZARD.routes;
    const owners = ROUTE_TABLE.filter((r) => r.owner === 'mf_individual_wizard').map((r) => r.path);
    for (const path of Object.values(owned)) {
      expect(owners.some((p) => path === p || path.startsWith(`${p}/`))).toBe(true);
    }
    expect(ROUTE_TABLE.find((r) => r.path === listPath)?.owner).toBe('mf_lists_dashboard');
  });
});
