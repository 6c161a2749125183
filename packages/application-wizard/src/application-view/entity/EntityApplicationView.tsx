import { makeStyles, tokens } from '@fluentui/react-components';
import type { WizardStep } from '@aif/contracts';
import {
  BankSection,
  DistributorSection,
  InvestmentSection,
  type ApplicationViewProps,
} from '../ApplicationView';
import { DocumentSection } from '../DocumentSection';
import { EntityContactSection, EntityContributorSection } from './EntityDetailsSections';
import { EntityFatcaSection } from './EntityFatcaSection';
import { SignatoriesSection } from './SignatoriesSection';
import { UboSection } from './UboSection';
import { useEntityMasters } from './useEntityMasters';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * Every section of an entity application, read-only, in the wizard's order (doc 2 "Previews"): the
 * shared investment, bank and document sections and the entity's own. The distributor details, the KRA
 * documents and the AML blocks are for staff only (doc 2 §6).
 */
export function EntityApplicationView({ application, viewer = 'staff', onEdit }: ApplicationViewProps) {
  const styles = useStyles();
  const { uboTypes, fatcaQuestions } = useEntityMasters();
  const edit = (step: WizardStep) => (onEdit ? () => onEdit(step) : undefined);
  return (
    <div className={styles.stack}>
      {viewer === 'staff' && (
        <DistributorSection application={application} onEdit={edit('distributor-details')} />
      )}
      <EntityContributorSection
        application={application}
        viewer={viewer}
        onEdit={edit('contributor-details')}
      />
      <EntityContactSection application={application} onEdit={edit('contact-details')} />
      <InvestmentSection application={application} onEdit={edit('investment-payment-details')} />
      <BankSection application={application} onEdit={edit('bank-details')} />
      <DocumentSection application={application} viewer={viewer} onEdit={edit('document-details')} />
      <SignatoriesSection application={application} onEdit={edit('authorised-signatory')} />
      <UboSection
        application={application}
        viewer={viewer}
        uboTypes={uboTypes}
        onEdit={edit('declaration-ubo')}
      />
      <EntityFatcaSection application={application} questions={fatcaQuestions} onEdit={edit('fatca')} />
    </div>
  );
}
