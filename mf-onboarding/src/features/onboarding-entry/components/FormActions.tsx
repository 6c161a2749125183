import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Role } from '@aif/contracts';
import { exitPath } from '../lib/paths';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap-reverse',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBlockStart: tokens.spacingVerticalS,
  },
});

/** Cancel (back to the user's application list, doc 3 §2.3) and the page's own buttons. */
export function FormActions({
  role,
  disabled = false,
  children,
}: {
  role: Role | null | undefined;
  disabled?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <Button appearance="secondary" disabled={disabled} onClick={() => navigate(exitPath(role))}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
