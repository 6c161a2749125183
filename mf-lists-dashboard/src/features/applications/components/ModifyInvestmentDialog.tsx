import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export interface ModifyInvestmentDialogProps {
  application: { id: string; applicationNumber: string } | null;
  onClose: () => void;
}

/**
 * Modify Investment (doc 3 §2.5, §5 "Modify Investment"). The title is the specification's own text.
 * TODO: embed the investment and payment form of the wizard's investment step once it exists in a shared
 * package (it is not built yet); until then the dialog only says so.
 */
export function ModifyInvestmentDialog({ application, onClose }: ModifyInvestmentDialogProps) {
  return (
    <Dialog open={!!application} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Invesment and Payement Details</DialogTitle>
          <DialogContent>
            Changing the investment of application {application?.applicationNumber} here is not available yet.
            Use Edit to change it in the application form.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
