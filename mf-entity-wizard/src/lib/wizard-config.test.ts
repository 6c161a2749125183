import { ROUTE_TABLE } from '@aif/contracts';
import { ENTITY_CONFIG } from '@aif/application-wizard/testing';
import { ENTITY_WIZARD } from './wizard-config';

describe('the entity wizard configuration', () => {
  it("is the one the package's suites run with", () => {
    expect(ENTITY_WIZARD).toEqual(ENTITY_CONFIG);
  });

  it("routes to this remote's pages, the preparers' list and the investor's pages", () => {
    const { listPath, investorBase, ...owned } = ENTITY_WIZARD.routes;
    const owners = ROUTE_TABLE.filter((r) => r.owner === 'mf_entity_wizard').map((r) => r.path);
    for (const path of Object.values(owned)) expect(owners).toContain(path);
    expect(ROUTE_TABLE.find((r) => r.path === listPath)?.owner).toBe('mf_lists_dashboard');
    expect(ROUTE_TABLE.find((r) => r.path === investorBase)?.owner).toBe('mf_individual_wizard');
  });
});
