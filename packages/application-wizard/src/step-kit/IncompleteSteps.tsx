import { makeStyles, tokens } from '@fluentui/react-components';
import { serverFieldErrors } from '@aif/api-client/react';
import { incompleteStepsOf } from '@aif/contracts';

const useStyles = makeStyles({
  list: {
    margin: 0,
    marginBlockStart: tokens.spacingVerticalXS,
    paddingInlineStart: tokens.spacingHorizontalXL,
  },
});

/**
 * What a refused send (or the investor's submit) found missing, step by step: the `errors` of the server's
 * answer (contracts `incompleteStepsOf`), under its message. Nothing for any other refusal.
 */
export function IncompleteSteps({ error }: { error: unknown }) {
  const styles = useStyles();
  const steps = incompleteStepsOf(serverFieldErrors(error));
  if (steps.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="What is missing">
      {steps.map((s) => (
        <li key={s.step}>
          <strong>{s.label}</strong>: {s.messages.join('; ')}
        </li>
      ))}
    </ul>
  );
}
