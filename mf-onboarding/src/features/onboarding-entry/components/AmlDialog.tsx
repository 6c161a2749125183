import { toUserMessage } from '@aif/api-client';
import type { AmlData } from '@aif/contracts';
import { AmlCheckDialog } from '@aif/ui-kit';
import { acknowledgeAmlCheck } from '../api/acknowledge-aml-check';

export interface AmlDialogProps {
  open: boolean;
  panVerificationToken: string;
  amlData: AmlData;
  /** Called after the server stored the acknowledgement. */
  onAcknowledged: () => void;
  onCancel: () => void;
}

/**
 * doc 3 §2.3: a failed AML screening shows "AML Check Failed" with what matched; the user must comment and
 * acknowledge before the flow goes on (acknowledge-aml-check stores it; a refusal shows in the dialog).
 */
export function AmlDialog({ open, panVerificationToken, amlData, onAcknowledged, onCancel }: AmlDialogProps) {
  return (
    <AmlCheckDialog
      open={open}
      matches={amlData.system_match}
      onCancel={onCancel}
      onSubmit={async (amlComments) => {
        try {
          await acknowledgeAmlCheck({ panVerificationToken, amlComments, amlAcknowledgement: true });
          onAcknowledged();
          return null;
        } catch (error) {
          return toUserMessage(error);
        }
      }}
    />
  );
}
